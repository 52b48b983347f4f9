// Relative imports, as in snap.ts: the pre-render script loads this module through tsx as well as the app.
import "server-only";
import { type ImageModifiers, parseModifiers } from "./modifiers";
import { snapModifiers } from "./snap";
import { checkSourcePath, type SourceFormat } from "./source-path";

/** Where the service is public. Its route file's own path, /api/ipx/, is internal. */
export const PUBLIC_PREFIX = "/_ipx/";

/** `b_fff` and `b_ffffff` are one colour: written in six digits. */
function sixDigits(hex: string): string {
  return hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
}

/**
 * The modifiers of the one spelling of the variant that `modifiers` make of a `source`. Sizes and quality
 * are snapped (snap.ts); the format is always named, the source's own when none was asked (the same
 * encode either way); `fit` only where ipx uses it, a box of both sides, and not its default `cover`
 * (ipx resizes a lone side with neither); a background in six digits. An SVG is served as it is, whatever
 * the modifiers, so its spelling has none.
 */
export function canonicalModifiers(modifiers: ImageModifiers, source: SourceFormat): ImageModifiers {
  if (source === "svg") return {};
  const { format, fit, width, height, quality, background } = snapModifiers(modifiers);
  const box = width !== undefined && height !== undefined;
  return {
    format: format ?? source,
    ...(box && fit !== undefined && fit !== "cover" && { fit }),
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    ...(quality !== undefined && { quality }),
    ...(background !== undefined && { background: sixDigits(background) }),
  };
}

/** The modifiers segment, in the order of README's table (f, fit, w, h, q, b); `_` for none. */
export function writeModifiers(modifiers: ImageModifiers): string {
  const { format, fit, width, height, quality, background } = modifiers;
  const parts = [
    format !== undefined && `f_${format}`,
    fit !== undefined && `fit_${fit}`,
    width !== undefined && `w_${width}`,
    height !== undefined && `h_${height}`,
    quality !== undefined && `q_${quality}`,
    background !== undefined && `b_${background}`,
  ].filter((part): part is string => typeof part === "string");
  return parts.length > 0 ? parts.join(",") : "_";
}

export type VariantPath =
  | {
      readonly ok: true;
      /** The source under the public folder, `images/…`. */
      readonly relative: string;
      readonly format: SourceFormat;
      /** Already canonical: what the service encodes and keys its cache on. */
      readonly modifiers: ImageModifiers;
      /** `{modifiers}/{path}`, the one spelling after /_ipx/ of the variant asked for. */
      readonly canonical: string;
    }
  | { readonly ok: false; readonly status: 400 | 403; readonly message: string };

/**
 * Reads what follows /_ipx/ (still percent-encoded, without the query): where the file is comes first
 * (anything that does not name a file under images/ is a 403, whatever its modifiers), then the modifiers
 * (400 when they are bad). Reads no file: the spelling depends on the path's extension alone.
 */
export function readVariantPath(rest: string): VariantPath {
  const slash = rest.indexOf("/");
  const path = checkSourcePath(slash < 0 ? "" : rest.slice(slash + 1));
  if (!path.ok) return path;
  let segment: string;
  try {
    segment = decodeURIComponent(rest.slice(0, slash));
  } catch {
    return { ok: false, status: 400, message: "Malformed modifiers: bad percent-encoding" };
  }
  const parsed = parseModifiers(segment);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  const modifiers = canonicalModifiers(parsed.modifiers, path.format);
  // Path segments are letters, digits, dot, dash and underscore (checkSourcePath): nothing to encode.
  return {
    ok: true,
    relative: path.relative,
    format: path.format,
    modifiers,
    canonical: `${writeModifiers(modifiers)}/${path.relative}`,
  };
}

const SERVICE_TARGET = /^\/(?:_ipx|api\/ipx)\/([^?#]*)/;

/**
 * RFC 3986 §6.2.2.2: a percent-encoded letter, digit, `-`, `.`, `_` or `~` is that character. Astro
 * decodes them before routing, so `/%5Fipx/…` reaches the service as well as `/_ipx/…` does.
 */
function decodeUnreserved(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (encoded, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return /^[\w.~-]$/.test(character) ? character : encoded;
  });
}

/**
 * For a request target as it arrived (origin-form, still percent-encoded, with its query): the variant's
 * one URL when the target is the service's but spells it otherwise (other modifiers for the same
 * variant, another order, percent-encoding, a query, the internal /api/ipx/ path), so the caller
 * redirects there. Undefined when the target is that URL, is not the service's, or names no variant (the
 * service's own 400 or 403 says why).
 */
export function variantRedirect(target: string): string | undefined {
  const match = SERVICE_TARGET.exec(decodeUnreserved(target));
  if (!match) return undefined;
  const read = readVariantPath(match[1] ?? "");
  if (!read.ok) return undefined;
  const location = `${PUBLIC_PREFIX}${read.canonical}`;
  return location === target ? undefined : location;
}
