import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImageRequestError, ipxEncoder } from "./encode";

describe("ipxEncoder", () => {
  let publicDir: string;
  beforeAll(async () => {
    publicDir = await mkdtemp(join(tmpdir(), "images-encode-"));
    await mkdir(join(publicDir, "images"));
    const photo = sharp({ create: { width: 800, height: 600, channels: 3, background: "#ec4312" } });
    await writeFile(join(publicDir, "images", "photo.jpg"), await photo.jpeg().toBuffer());
    await writeFile(join(publicDir, "images", "broken.jpg"), "not a jpeg");
  });
  afterAll(async () => {
    await rm(publicDir, { recursive: true, force: true });
  });

  it("blames the request, in one line, when sharp refuses a size derived from the modifiers", async () => {
    // The case of issue 13: ipx shrinks a 1x3840 box to the 600 px tall source and asks sharp for 0 px.
    const encode = ipxEncoder(publicDir);
    const failure = await encode("images/photo.jpg", { width: 1, height: 3840, fit: "fill" }, "jpeg").catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ImageRequestError);
    expect((failure as Error).message).not.toContain("\n");
    expect((failure as Error).message).toMatch(/width/);
  });

  it("does not blame the request for a master that will not decode", async () => {
    const encode = ipxEncoder(publicDir);
    const failure = await encode("images/broken.jpg", { width: 100 }, "jpeg").catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ImageRequestError);
  });
});
