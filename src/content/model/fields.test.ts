import { describe, expect, it } from "vitest";
import { imageField, richText, videoEmbed } from "./fields";

const image = {
  type: "image",
  url: "/images/cases/itau-device.png",
  alt: "The audit board",
  dimensions: { width: 1600, height: 1200 },
};

describe("rich text image blocks", () => {
  it("accept a label and a link to a document or a web page", () => {
    const blocks = [
      { ...image, label: "full-bleed", linkTo: { link_type: "Document", id: "x", type: "case_study" } },
      { ...image, linkTo: { link_type: "Web", url: "https://example.org/", target: "_blank" } },
    ];
    expect(richText.safeParse(blocks).success).toBe(true);
  });

  it("refuse a linked image without alt text, which would leave the link without a name", () => {
    const result = richText.safeParse([
      { ...image, alt: " ", linkTo: { link_type: "Web", url: "https://example.org/" } },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/linked image needs alt text/);
  });

  it("refuse a label that is not one class name, and a link that is not a link", () => {
    expect(richText.safeParse([{ ...image, label: "two words" }]).success).toBe(false);
    expect(
      richText.safeParse([{ ...image, linkTo: { link_type: "Web", url: "javascript:alert(1)" } }]).success,
    ).toBe(false);
    expect(richText.safeParse([{ ...image, linkTo: "/somewhere" }]).success).toBe(false);
  });

  it("refuse a text link that would run a script", () => {
    const paragraph = (data: unknown) => [
      { type: "paragraph", text: "Read more", spans: [{ start: 0, end: 4, type: "hyperlink", data }] },
    ];
    expect(richText.safeParse(paragraph({ link_type: "Web", url: "https://example.org/" })).success).toBe(
      true,
    );
    expect(
      richText.safeParse(paragraph({ link_type: "Web", url: "mailto:hola@lumbre.studio" })).success,
    ).toBe(true);
    expect(richText.safeParse(paragraph({ link_type: "Web", url: "javascript:alert(1)" })).success).toBe(
      false,
    );
    expect(richText.safeParse(paragraph({ link_type: "Web", url: "data:text/html,x" })).success).toBe(false);
  });

  it("refuse an embed whose fallback link would run a script", () => {
    const embed = (embed_url: string) => [{ type: "embed", oembed: { embed_url, type: "rich" } }];
    expect(richText.safeParse(embed("https://vimeo.com/76979871")).success).toBe(true);
    expect(richText.safeParse(embed("javascript:alert(1)")).success).toBe(false);
  });
});

describe("image fields", () => {
  const hosted = {
    url: "https://images.prismic.io/lumbre/Z3x9abc_hero.jpg?auto=format,compress",
    alt: "The team at work",
    copyright: null,
    dimensions: { width: 2400, height: 1600 },
    id: "Z3x9abc",
    edit: { x: 0, y: 0, zoom: 1, background: "transparent" },
  };
  const withUrl = (url: string) => imageField.safeParse({ ...hosted, url });

  it("accept the site's own images and images on Prismic's CDN, leaving out Prismic's id and edit", () => {
    expect(withUrl("/images/cases/itau-device.png").success).toBe(true);
    const parsed = imageField.parse(hosted);
    expect(parsed).toEqual({
      url: hosted.url,
      alt: "The team at work",
      copyright: null,
      dimensions: { width: 2400, height: 1600 },
    });
    expect(withUrl("https://images.prismic.io/lumbre/a.png").success).toBe(true);
    expect(withUrl("https://images.prismic.io/lumbre/a.SVG?rect=0,0,10,10&w=10&h=10").success).toBe(true);
  });

  it("refuse any other scheme, host, credentials or path, however the URL is dressed", () => {
    for (const url of [
      "http://images.prismic.io/lumbre/a.jpg",
      "https://evil.example/lumbre/a.jpg",
      "https://images.prismic.io.evil.example/lumbre/a.jpg",
      "https://evil.example/?https://images.prismic.io/lumbre/a.jpg",
      "javascript:alert(1)//https://images.prismic.io/lumbre/a.jpg",
      "https://user:secret@images.prismic.io/lumbre/a.jpg",
      "https://images.prismic.io@evil.example/lumbre/a.jpg",
      "https://images.prismic.io:8443/lumbre/a.jpg",
      "//images.prismic.io/lumbre/a.jpg",
      " https://images.prismic.io/lumbre/a.jpg",
      "https://images.prismic.io\\evil.example/a.jpg",
      "https://images.prismic.io/lumbre/a.jpg#x",
      "https://images.prismic.io/a.jpg",
      "https://images.prismic.io/lumbre/folder/a.jpg",
      "https://images.prismic.io/lumbre/../a.jpg",
      "https://images.prismic.io/Lumbre_/a.jpg",
      "https://images.prismic.io/lumbre/",
      "https://images.prismic.io/lumbre/a.pdf",
      "https://images.prismic.io/lumbre/a",
      "/elsewhere/a.png",
    ]) {
      expect(withUrl(url).success, url).toBe(false);
    }
  });

  it("give rich-text image blocks the same rule", () => {
    const block = { ...hosted, type: "image" };
    expect(richText.safeParse([block]).success).toBe(true);
    expect(richText.safeParse([{ ...block, url: "https://evil.example/lumbre/a.jpg" }]).success).toBe(false);
  });
});

describe("video fields (Prismic's Embed)", () => {
  it("take a YouTube or Vimeo video as Prismic answers it, keeping its address, provider and title", () => {
    const youtube = {
      embed_url: "https://www.youtube.com/watch?v=RlQEoJaLQRA",
      type: "video",
      version: "1.0",
      provider_name: "YouTube",
      title: "The three ways that good design makes you happy",
      html: '<iframe src="https://www.youtube.com/embed/RlQEoJaLQRA?feature=oembed"></iframe>',
      thumbnail_url: "https://i.ytimg.com/vi/RlQEoJaLQRA/hqdefault.jpg",
    };
    // The oEmbed html is not the site's to render: it is not even kept.
    expect(videoEmbed.parse(youtube)).toEqual({
      embed_url: youtube.embed_url,
      type: "video",
      provider_name: "YouTube",
      title: youtube.title,
    });
    expect(videoEmbed.safeParse({ embed_url: "https://vimeo.com/68470326" }).success).toBe(true);
    expect(videoEmbed.safeParse({ embed_url: "https://youtu.be/RlQEoJaLQRA" }).success).toBe(true);
  });

  it("refuse another provider, a page that is no video, a script and an empty field, naming the address", () => {
    for (const embed_url of [
      "https://www.dailymotion.com/video/x8abc12",
      "https://www.youtube.com/@lumbre",
      "http://www.youtube.com/watch?v=RlQEoJaLQRA",
      "javascript:alert(1)",
      undefined,
    ]) {
      const result = videoEmbed.safeParse(embed_url === undefined ? {} : { embed_url, type: "video" });
      expect(result.success, String(embed_url)).toBe(false);
      expect(result.error?.issues[0]?.path, String(embed_url)).toEqual(["embed_url"]);
      expect(result.error?.issues[0]?.message, String(embed_url)).toMatch(
        /^the address of a YouTube or Vimeo video .*: the site frames no other provider$/,
      );
    }
  });
});
