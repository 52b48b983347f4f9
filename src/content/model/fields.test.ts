import { describe, expect, it } from "vitest";
import { richText } from "./fields";

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
