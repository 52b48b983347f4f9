/**
 * An embed as the stand-in serves it. Prismic's Migration API takes an Embed field as its address alone,
 * `{ "embed_url": "https://…" }` (@prismicio/client's migration types: `Pick<EmbedField, "embed_url">`), or
 * as a whole embed; Prismic fetches the provider's oEmbed data and its Document API serves it with the
 * address: `{ embed_url, type, version, provider_name, provider_url, title, html, width, height,
 * thumbnail_url, … }`, and an empty field as `{}`.
 *
 * The stand-in calls no provider (it is loopback-only). It knows YouTube and Vimeo by the address, as the
 * site does (src/content/embeds.ts), and serves what their oEmbed answers always hold: type "video",
 * version "1.0", the provider's name and address, and an html player of 480×270; any other address is a
 * "link" named by its host, without html. What the provider would tell and the stand-in cannot (a title,
 * an author, a thumbnail) is served as the body sent it, or left out.
 */
import { safeEmbed } from "../../../src/content/embeds";

const PROVIDER_URLS: Readonly<Record<string, string>> = {
  YouTube: "https://www.youtube.com/",
  Vimeo: "https://vimeo.com/",
};

/** The embed of an address the Migration API was sent, with what the body sent besides it. */
export function servedEmbed(
  embedUrl: string,
  sent: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const video = safeEmbed(embedUrl);
  const known = video
    ? {
        type: "video",
        version: "1.0",
        provider_name: video.provider,
        provider_url: PROVIDER_URLS[video.provider] ?? null,
        html: `<iframe width="480" height="270" src="${video.src}" frameborder="0" allowfullscreen></iframe>`,
        width: 480,
        height: 270,
      }
    : { type: "link", version: "1.0", provider_name: new URL(embedUrl).hostname, html: null };
  return { ...sent, embed_url: embedUrl, ...known };
}
