import { asHTML, type RichTextField } from "@prismicio/client";

/** An RSS 2.0 feed (https://www.rssboard.org/rss-specification) of a language's insight articles. */

export interface FeedItem {
  readonly title: string;
  /** Absolute URL of the article. */
  readonly url: string;
  readonly published: string;
  readonly excerpt: string;
  readonly category: string;
  readonly author: string;
  readonly body: RichTextField;
}

export interface Feed {
  readonly title: string;
  readonly description: string;
  /** Absolute URLs of the insights page and of the feed itself. */
  readonly pageUrl: string;
  readonly feedUrl: string;
  /** BCP 47, e.g. en-US. */
  readonly language: string;
  readonly items: readonly FeedItem[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 dates, as RSS requires: "Tue, 10 Nov 2026 00:00:00 GMT". */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/** Relative links and images of the article body made absolute, so feed readers can follow them. */
function absoluteHtml(
  body: RichTextField,
  origin: string,
  resolve: (link: unknown) => string | null,
): string {
  const html = asHTML(body, { linkResolver: (link) => resolve(link) });
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

export function renderFeed(feed: Feed, resolve: (link: unknown) => string | null): string {
  const origin = new URL(feed.pageUrl).origin;
  const lastBuild = feed.items[0]?.published;
  const items = feed.items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <pubDate>${rfc822(item.published)}</pubDate>
      <category>${escapeXml(item.category)}</category>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <description>${escapeXml(item.excerpt)}</description>
      <content:encoded>${escapeXml(absoluteHtml(item.body, origin, resolve))}</content:encoded>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.pageUrl)}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>${escapeXml(feed.language)}</language>
    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>
${lastBuild ? `    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
