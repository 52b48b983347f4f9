import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { serverOnlyLeak } from "./server-only-guard";

const marker = fileURLToPath(new URL("./server-only.ts", import.meta.url));

describe("serverOnlyLeak", () => {
  it("refuses the marker in a browser bundle, by name and as astro.config.ts aliases it", () => {
    expect(serverOnlyLeak("server-only", "/src/server/db/db.ts", "client")).toMatch(
      /^\/src\/server\/db\/db\.ts is a server module/,
    );
    expect(serverOnlyLeak(marker, "/src/platform/env.ts", "client")).toMatch(/server module/);
  });

  it("lets the server builds resolve it, and the browser everything else", () => {
    expect(serverOnlyLeak("server-only", "/src/server/db/db.ts", "server")).toBeUndefined();
    expect(serverOnlyLeak(marker, "/src/platform/env.ts", "server")).toBeUndefined();
    expect(serverOnlyLeak("react", "/src/features/contact/contact-stepper.tsx", "client")).toBeUndefined();
  });
});
