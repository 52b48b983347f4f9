import type { RichTextField } from "@prismicio/client";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { safeEmbed } from "@/content/embeds";
import { RichText } from "./rich-text";

const field = [
  { type: "heading2", text: "Why audits pay", spans: [] },
  {
    type: "paragraph",
    text: "Read our UX audits page or the docs.",
    spans: [
      { start: 0, end: 4, type: "strong" },
      {
        start: 9,
        end: 23,
        type: "hyperlink",
        data: { link_type: "Document", id: "x", type: "service", uid: "auditorias-ux", lang: "es-ar" },
      },
      { start: 31, end: 35, type: "hyperlink", data: { link_type: "Web", url: "https://example.org/docs" } },
      { start: 27, end: 30, type: "em" },
    ],
  },
  { type: "list-item", text: "One", spans: [] },
  { type: "list-item", text: "Two", spans: [] },
  { type: "o-list-item", text: "First", spans: [] },
  { type: "preformatted", text: "<b>raw</b>", spans: [] },
  {
    type: "image",
    url: "/images/cases/itau-device.png",
    alt: "An audit board",
    copyright: "Lumbre",
    dimensions: { width: 1600, height: 1200 },
  },
  {
    type: "embed",
    oembed: {
      embed_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      type: "video",
      html: "<script>alert(1)</script>",
      title: "Talk",
    },
  },
  {
    type: "embed",
    oembed: {
      embed_url: "https://evil.example/embed",
      type: "rich",
      html: "<script>alert(2)</script>",
      title: "Other",
    },
  },
] as unknown as RichTextField;

describe("RichText", () => {
  const html = renderToStaticMarkup(<RichText field={field} />);

  it("maps every block type to the site's elements", () => {
    expect(html).toContain("<h2");
    expect(html).toContain("<strong");
    expect(html).toContain("<em>");
    expect(html).toMatch(/<ul[^>]*><li>One<\/li><li>Two<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li>First<\/li><\/ol>/);
    expect(html).toContain("&lt;b&gt;raw&lt;/b&gt;");
    // Images go through the site's image component: WebP first, PNG for a master with transparency.
    expect(html).toContain('srcSet="/_ipx/f_webp,w_320,q_72/images/cases/itau-device.png 320w');
    expect(html).toContain('src="/_ipx/f_png,w_1024/images/cases/itau-device.png"');
    expect(html).toContain('alt="An audit board"');
  });

  it("resolves document links through the route table, in the document's language", () => {
    expect(html).toContain('href="/es/servicios/auditorias-ux/"');
    expect(html).toContain('href="https://example.org/docs"');
  });

  it("embeds only allowlisted providers, never the oEmbed html", () => {
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).not.toContain("<script");
    expect(html).toContain('href="https://evil.example/embed"');
  });
});

describe("RichText image blocks", () => {
  const image = { alt: "The audit board", copyright: null, dimensions: { width: 1600, height: 1200 } };
  const render = (blocks: unknown[]) => renderToStaticMarkup(<RichText field={blocks as RichTextField} />);

  it("links an image to a site page through the route table, in the linked document's language", () => {
    const html = render([
      {
        type: "image",
        url: "/images/cases/itau-device.png",
        ...image,
        linkTo: { link_type: "Document", id: "x", type: "case_study", uid: "itau", lang: "es-ar" },
      },
    ]);
    expect(html).toMatch(
      /<a[^>]*href="\/es\/casos-de-estudio\/itau\/"[^>]*><picture[^>]*>.*alt="The audit board".*<\/a><\/figure>/,
    );
  });

  it("links an image to a web page, opening a new tab only when the link says so", () => {
    const html = render([
      {
        type: "image",
        url: "/images/cases/itau-device.png",
        ...image,
        linkTo: { link_type: "Web", url: "https://example.org/report", target: "_blank" },
      },
    ]);
    expect(html).toContain('href="https://example.org/report" target="_blank" rel="noreferrer"');
  });

  it("renders the label as the figure's class and leaves an unresolvable link out", () => {
    const html = render([
      {
        type: "image",
        url: "/images/cases/itau-device.png",
        ...image,
        label: "full-bleed",
        linkTo: { link_type: "Document", id: "gone", isBroken: true },
      },
    ]);
    expect(html).toMatch(/<figure class="mt-10 full-bleed">/);
    expect(html).not.toContain("<a");
  });

  it("drops a label that is not one class name", () => {
    const html = render([
      { type: "image", url: "/images/cases/itau-device.png", ...image, label: 'x" onload="alert(1)' },
    ]);
    expect(html).toMatch(/<figure class="mt-10">/);
    expect(html).not.toContain("onload");
  });
});

describe("safeEmbed", () => {
  it("accepts YouTube and Vimeo URLs over https only", () => {
    expect(safeEmbed("https://youtu.be/dQw4w9WgXcQ")?.provider).toBe("YouTube");
    expect(safeEmbed("https://vimeo.com/76979871")?.src).toBe("https://player.vimeo.com/video/76979871");
    expect(safeEmbed("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeUndefined();
    expect(safeEmbed("javascript:alert(1)")).toBeUndefined();
    expect(safeEmbed("https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ")).toBeUndefined();
  });
});
