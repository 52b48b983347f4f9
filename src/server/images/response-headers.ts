// Not marked server-only: next.config.ts reads it while loading, outside Next's server layer. No secret here.
/** A variant never changes under its URL (the URL names the file and every modifier). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

export const CONTENT_TYPES = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
} as const;

type Format = keyof typeof CONTENT_TYPES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Headers of the variants pre-rendered into public/_ipx/ (applied by next.config.ts). A file keeps its
 * master's extension, so its type comes from its format modifier. The rules name exactly those files (one
 * rule per modifier set, as Next caps a rule's length): the service's own answers, errors included, keep
 * the headers it sets.
 */
export function prerenderedVariantHeaders(
  urls: readonly string[],
): { source: string; headers: { key: string; value: string }[] }[] {
  const files = new Map<string, string[]>();
  for (const url of urls) {
    const match = /^\/_ipx\/(f_(?:webp|avif|jpeg|png),[^/]+)\/(.+)$/.exec(url);
    if (!match?.[1] || !match[2]) continue;
    files.set(match[1], [...(files.get(match[1]) ?? []), escapeRegExp(match[2])]);
  }
  return [...files].map(([modifiers, paths]) => ({
    source: `/_ipx/${modifiers}/:file(${paths.join("|")})`,
    headers: [
      { key: "Content-Type", value: CONTENT_TYPES[formatOf(modifiers)] },
      { key: "Cache-Control", value: IMMUTABLE },
    ],
  }));
}

function formatOf(modifiers: string): Format {
  const format = modifiers.slice(2, modifiers.indexOf(","));
  return format in CONTENT_TYPES ? (format as Format) : "webp";
}
