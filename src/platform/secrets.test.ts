import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { persistentSecret } from "@/platform/secrets";

describe("persistentSecret", () => {
  const directory = mkdtempSync(join(tmpdir(), "lumbre-secrets-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("prefers the configured secret and then creates no file", () => {
    const file = join(directory, "configured", "secret");
    expect(persistentSecret("c".repeat(32), file)).toBe("c".repeat(32));
    expect(() => statSync(file)).toThrow();
  });

  it("creates one random secret per file, the file 0600 in a new 0700 directory, and keeps it", () => {
    const first = persistentSecret(undefined, join(directory, "data", "preview-secret"));
    const second = persistentSecret(undefined, join(directory, "data", "booking-secret"));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(statSync(join(directory, "data")).mode & 0o777).toBe(0o700);
    expect(statSync(join(directory, "data", "preview-secret")).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(directory, "data", "preview-secret"), "utf8").trim()).toBe(first);
    expect(persistentSecret(undefined, join(directory, "data", "preview-secret"))).toBe(first);
  });
});
