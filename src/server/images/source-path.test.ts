import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSourcePath, locateSource, SourceLocator } from "./source-path";

describe("checkSourcePath", () => {
  it("accepts plain paths under images/ and names their format", () => {
    expect(checkSourcePath("images/home/hero.jpg")).toEqual({
      ok: true,
      relative: "images/home/hero.jpg",
      format: "jpeg",
    });
    expect(checkSourcePath("images/cases/itau-device.png")).toMatchObject({ ok: true, format: "png" });
    expect(checkSourcePath("images/pages/cases.svg")).toMatchObject({ ok: true, format: "svg" });
    expect(checkSourcePath("images/a%2Db.webp")).toMatchObject({ ok: true, relative: "images/a-b.webp" });
  });

  it("refuses traversal however it is spelled", () => {
    for (const path of [
      "images/../package.json",
      "images/%2e%2e/package.json",
      "images/%2E%2E/%2e%2e/.env",
      "images/.%2e/x.jpg",
      "images/./hero.jpg",
      "images%2f..%2f..%2fetc/passwd.png",
      "images/..%5c..%5cwindows.jpg",
      "images\\..\\secret.jpg",
      "images/%5c/x.jpg",
      "/etc/passwd",
      "//etc/passwd.jpg",
      "images//hero.jpg",
      "images/hero.jpg%00.png",
      "images/%252e%252e/x.jpg",
      "C:/images/x.jpg",
    ]) {
      expect(checkSourcePath(path), path).toMatchObject({ ok: false, status: 403 });
    }
  });

  it("answers 400, not 403 or a throw, for a path that does not decode", () => {
    for (const path of [
      "images/%zz.jpg",
      "images/%ZZ.jpg",
      "images/%E0%A4%A.png",
      "%/images/x.jpg",
      "images/x%",
    ]) {
      expect(checkSourcePath(path), path).toMatchObject({ ok: false, status: 400 });
    }
  });

  it("serves nothing outside images/ and only image types", () => {
    expect(checkSourcePath("favicon.ico")).toMatchObject({ ok: false, status: 403 });
    expect(checkSourcePath("robots.txt")).toMatchObject({ ok: false, status: 403 });
    expect(checkSourcePath("images")).toMatchObject({ ok: false, status: 403 });
    expect(checkSourcePath("images/notes.txt")).toMatchObject({ ok: false, status: 403 });
    expect(checkSourcePath("images/page.html")).toMatchObject({ ok: false, status: 403 });
  });
});

describe("locateSource", () => {
  let root: string;
  let outside: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "images-public-"));
    outside = await mkdtemp(join(tmpdir(), "images-outside-"));
    await mkdir(join(root, "images", "folder.png"), { recursive: true });
    await writeFile(join(root, "images", "a.png"), "png");
    await writeFile(join(outside, "secret.png"), "secret");
    await symlink(join(outside, "secret.png"), join(root, "images", "link.png"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it("finds a file with its size and modification time", async () => {
    const found = await locateSource(root, "images/a.png");
    expect(found).toMatchObject({ ok: true, source: { size: 3 } });
  });

  it("answers 404 for a missing file or a folder", async () => {
    expect(await locateSource(root, "images/missing.png")).toMatchObject({ ok: false, status: 404 });
    expect(await locateSource(root, "images/folder.png")).toMatchObject({ ok: false, status: 404 });
  });

  it("remembers a file for a moment, and forgets one that is gone", async () => {
    const locator = new SourceLocator(root, 60_000);
    await writeFile(join(root, "images", "b.png"), "bb");
    expect(await locator.locate("images/b.png")).toMatchObject({ ok: true, source: { size: 2 } });
    await rm(join(root, "images", "b.png"));
    expect(await locator.locate("images/b.png")).toMatchObject({ ok: true });
    const fresh = new SourceLocator(root, 0);
    expect(await fresh.locate("images/b.png")).toMatchObject({ ok: false, status: 404 });
  });

  it("answers 403 for a link that leads out of images/", async () => {
    expect(await locateSource(root, "images/link.png")).toMatchObject({ ok: false, status: 403 });
  });
});
