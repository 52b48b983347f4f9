import { describe, expect, it } from "vitest";
import { remoteImageUrl, remoteRasterSources } from "./remote-image-sources";

const hero = "https://images.prismic.io/lumbre/Z3x9abc_hero.jpg?auto=format,compress";

describe("remoteImageUrl", () => {
  it("sets auto and w once, keeping every other parameter Prismic wrote", () => {
    expect(remoteImageUrl(hero, 640)).toBe(
      "https://images.prismic.io/lumbre/Z3x9abc_hero.jpg?auto=format,compress&w=640",
    );
    expect(
      remoteImageUrl(
        "https://images.prismic.io/lumbre/a.jpg?auto=compress&rect=0,0,1200,800&w=600&h=400&w=900&width=5",
        320,
      ),
    ).toBe("https://images.prismic.io/lumbre/a.jpg?auto=format,compress&rect=0,0,1200,800&w=320&h=400");
    expect(remoteImageUrl("https://images.prismic.io/lumbre/a.jpg", 320)).toBe(
      "https://images.prismic.io/lumbre/a.jpg?auto=format,compress&w=320",
    );
  });

  it("leaves the path as it came and keeps an encoded percent sign encoded", () => {
    expect(remoteImageUrl("https://images.prismic.io/lumbre/a%2Cb.jpg?txt=50%252C", 320)).toBe(
      "https://images.prismic.io/lumbre/a%2Cb.jpg?txt=50%252C&auto=format,compress&w=320",
    );
  });
});

describe("remoteRasterSources", () => {
  it("lists the breakpoints up to the image's own width, and asks for the largest as src", () => {
    const sources = remoteRasterSources(hero, 1000);
    expect(sources.srcSet.split(", ")).toEqual([
      `${hero}&w=320 320w`,
      `${hero}&w=640 640w`,
      `${hero}&w=768 768w`,
    ]);
    expect(sources.src).toBe(`${hero}&w=768`);
    expect(remoteRasterSources(hero, 4000).srcSet.split(", ").at(-1)).toBe(`${hero}&w=1536 1536w`);
  });

  it("describes an image narrower than every breakpoint at its own width", () => {
    expect(remoteRasterSources(hero, 200)).toEqual({ src: `${hero}&w=200`, srcSet: `${hero}&w=200 200w` });
  });
});
