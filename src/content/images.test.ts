import { describe, expect, it } from "vitest";
import { imageFacts, sourceFacts } from "./images";

const hosted = "https://images.prismic.io/lumbre/Z3x9abc_hero.jpg?auto=format,compress";
const size = { width: 2400, height: 1600 };

describe("sourceFacts", () => {
  it("reads the site's own images from the manifest, whatever dimensions are passed", () => {
    const path = "/images/cases/ank-device.png";
    expect(sourceFacts(path)).toEqual(imageFacts(path));
    expect(sourceFacts(path, { width: 1, height: 1 })).toEqual(imageFacts(path));
  });

  it("takes a hosted image's size from its field and its format from its file's extension", () => {
    expect(sourceFacts(hosted, size)).toEqual({ ...size, format: "jpeg", hasAlpha: false });
    const at = (file: string) => sourceFacts(`https://images.prismic.io/lumbre/${file}`, size);
    expect(at("a.JPEG")).toMatchObject({ format: "jpeg", hasAlpha: false });
    expect(at("a.png")).toMatchObject({ format: "png", hasAlpha: true });
    expect(at("a.gif")).toMatchObject({ format: "png", hasAlpha: true });
    expect(at("a.webp")).toMatchObject({ format: "webp", hasAlpha: true });
    expect(at("a.avif")).toMatchObject({ format: "avif", hasAlpha: true });
    expect(at("a.svg?w=10")).toMatchObject({ format: "svg", hasAlpha: true });
  });

  it("refuses a hosted image without dimensions, of an unknown format, or off Prismic's CDN", () => {
    expect(() => sourceFacts(hosted)).toThrow(/pass the dimensions/);
    expect(() => sourceFacts("https://images.prismic.io/lumbre/a.tiff", size)).toThrow(/not an image format/);
    expect(() => sourceFacts("https://evil.example/lumbre/a.jpg", size)).toThrow(/neither/);
    expect(() => sourceFacts(hosted, { width: 0, height: 10 })).toThrow();
  });
});
