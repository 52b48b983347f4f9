/**
 * Embeds the site shows (a rich text's embed blocks, the video slice): only these providers, and only as
 * an iframe the site builds itself from the embed URL. The oEmbed `html` is never injected, so an embed
 * cannot carry script into the page. The content model refuses a video of any other provider
 * (model/fields.ts), and the page's Content-Security-Policy frames these origins alone
 * (server/security/content-security-policy.ts).
 */
const PROVIDERS: readonly { name: string; toEmbedUrl(url: URL): string | undefined }[] = [
  {
    name: "YouTube",
    toEmbedUrl(url) {
      const host = url.hostname.replace(/^www\./, "");
      const id =
        host === "youtu.be"
          ? url.pathname.slice(1)
          : host === "youtube.com" || host === "m.youtube.com"
            ? (url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts)\/([\w-]+)/)?.[1])
            : undefined;
      return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
    },
  },
  {
    name: "Vimeo",
    toEmbedUrl(url) {
      const host = url.hostname.replace(/^www\./, "");
      const id = host === "vimeo.com" ? url.pathname.match(/^\/(\d+)/)?.[1] : undefined;
      return id ? `https://player.vimeo.com/video/${id}` : undefined;
    },
  },
];

export interface SafeEmbed {
  readonly provider: string;
  readonly src: string;
}

export function safeEmbed(embedUrl: string): SafeEmbed | undefined {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:") return undefined;
  for (const provider of PROVIDERS) {
    const src = provider.toEmbedUrl(url);
    if (src) return { provider: provider.name, src };
  }
  return undefined;
}

/** Origins a Content-Security-Policy frame-src must allow for these embeds. */
export const EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;
