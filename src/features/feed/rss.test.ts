import type { RichTextField } from "@prismicio/client";
import { describe, expect, it } from "vitest";
import { escapeXml, renderFeed } from "./rss";

const body = [
  { type: "paragraph", text: "Read the guide & more.", spans: [] },
  { type: "image", url: "/images/insights/a.svg", alt: "A", dimensions: { width: 1, height: 1 } },
] as unknown as RichTextField;

const item = {
  title: "Tokens & themes",
  url: "https://lumbre.studio/insights/tokens/",
  published: "2026-11-10",
  excerpt: "Why <tokens> matter",
  category: "Product design",
  author: "Lumbre design team",
  body,
};

const feed = {
  title: "Lumbre Insights",
  description: "Notes <from> the team",
  pageUrl: "https://lumbre.studio/insights/",
  feedUrl: "https://lumbre.studio/insights/feed.xml",
  language: "en-US",
  items: [item],
};

describe("renderFeed", () => {
  it("writes the RSS 2.0 channel and items with escaped text and RFC 822 dates", () => {
    const xml = renderFeed(feed, () => null);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<description>Notes &lt;from&gt; the team</description>");
    expect(xml).toContain("<title>Tokens &amp; themes</title>");
    expect(xml).toContain("<pubDate>Tue, 10 Nov 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain('<atom:link href="https://lumbre.studio/insights/feed.xml" rel="self"');
    expect(xml).toContain('<guid isPermaLink="true">https://lumbre.studio/insights/tokens/</guid>');
  });

  it("carries the article body as HTML with absolute image URLs", () => {
    const xml = renderFeed(feed, () => null);
    expect(xml).toContain("src=&quot;https://lumbre.studio/images/insights/a.svg&quot;");
    expect(xml).toContain("&lt;p&gt;Read the guide &amp;amp; more.&lt;/p&gt;");
  });

  it("keeps an image on Prismic's CDN as it is, not under the site's origin", () => {
    const url = "https://images.prismic.io/lumbre/Z3x9abc_hero.jpg?auto=format,compress";
    const hosted = [
      { type: "image", url, alt: "A", dimensions: { width: 1, height: 1 } },
    ] as unknown as RichTextField;
    const xml = renderFeed({ ...feed, items: [{ ...item, body: hosted }] }, () => null);
    expect(xml).toContain(`src=&quot;${url}&quot;`);
  });

  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;",
    );
  });
});
