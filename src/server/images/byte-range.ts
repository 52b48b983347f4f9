import "server-only";

/**
 * What a GET with a `Range` header gets (RFC 9110 §14): the whole representation (200), one part of it
 * (206), or 416 when the range selects nothing. Shared by the build's files (static-files.ts) and the
 * image service, the two places that answer with bytes they hold whole.
 */
export type ByteRange =
  | { readonly kind: "whole" }
  /** First and last byte, both included, as Content-Range writes them. */
  | { readonly kind: "part"; readonly start: number; readonly end: number }
  | { readonly kind: "unsatisfiable" };

const WHOLE: ByteRange = { kind: "whole" };
const UNSATISFIABLE: ByteRange = { kind: "unsatisfiable" };

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/**
 * Reads a `Range` header against a representation of `size` bytes.
 *
 * - No header, another unit than `bytes`, or text that is not a byte range at all (`bytes=abc`,
 *   `bytes=1-2-3`, `bytes=`): ignored, the whole representation (§14.2: a server MAY ignore a Range it
 *   cannot parse, and MUST ignore an unknown unit).
 * - Ranges that have the shape of byte ranges but select nothing: 416 (§14.1.1, §15.5.17), namely a first
 *   byte at or past the end, `bytes=-0`, and a last byte before the first (`bytes=5-1`, invalid, which
 *   §14.2 lets a server reject; a client asking for it is told so rather than sent what it did not ask).
 * - One range that selects something: that part, its end clamped to the representation (huge numbers
 *   included: digits beyond any size only clamp or miss, they never overflow into something else).
 * - Several ranges with at least one that selects something: the whole representation, as a server that
 *   does not send multipart/byteranges may (§14.2), so overlapping or many small ranges cost nothing.
 */
export function byteRange(header: string | null | undefined, size: number): ByteRange {
  if (header === null || header === undefined) return WHOLE;
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match) return WHOLE;
  // A list may have empty elements (RFC 9110 §5.6.1): "bytes=0-1," is one range.
  const specs = (match[1] ?? "")
    .split(",")
    .map((spec) => spec.trim())
    .filter((spec) => spec !== "");
  if (specs.length === 0) return WHOLE;

  const satisfiable: { start: number; end: number }[] = [];
  let wholeOfEmpty = false;
  for (const spec of specs) {
    const int = INT_RANGE.exec(spec);
    if (int) {
      const first = Number(int[1]);
      const last = int[2] === "" || int[2] === undefined ? Number.POSITIVE_INFINITY : Number(int[2]);
      if (last >= first && first < size) satisfiable.push({ start: first, end: Math.min(last, size - 1) });
      continue;
    }
    const suffix = SUFFIX_RANGE.exec(spec);
    if (suffix) {
      const length = Number(suffix[1]);
      // A non-zero suffix of an empty representation is satisfiable (§14.1.1) but has no bytes to send.
      if (length > 0 && size === 0) wholeOfEmpty = true;
      else if (length > 0) satisfiable.push({ start: Math.max(0, size - length), end: size - 1 });
      continue;
    }
    return WHOLE;
  }
  if (wholeOfEmpty) return WHOLE;
  const [only] = satisfiable;
  if (!only) return UNSATISFIABLE;
  if (specs.length > 1) return WHOLE;
  return { kind: "part", start: only.start, end: only.end };
}

/**
 * Whether a Range may be honoured given `If-Range` (RFC 9110 §13.1.5): only while the client's copy is the
 * current one, named by a strong entity tag or by the exact Last-Modified date; otherwise the whole
 * representation is sent, so a client never stitches parts of two versions together.
 */
export function rangeStillApplies(
  ifRange: string | null | undefined,
  validators: { readonly etag: string; readonly lastModified?: string | undefined },
): boolean {
  if (ifRange === null || ifRange === undefined) return true;
  const value = ifRange.trim();
  // A weak tag never matches: If-Range compares strongly.
  if (value.startsWith('"') || value.startsWith("W/")) return value === validators.etag;
  if (validators.lastModified === undefined) return false;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === Date.parse(validators.lastModified);
}

/** The range a request's headers select: Range is defined for GET only (§14.2), so HEAD gets the whole. */
export function requestedRange(
  method: string | undefined,
  headers: { readonly range: string | null | undefined; readonly ifRange: string | null | undefined },
  size: number,
  validators: { readonly etag: string; readonly lastModified?: string | undefined },
): ByteRange {
  if (method !== "GET" || !rangeStillApplies(headers.ifRange, validators)) return WHOLE;
  return byteRange(headers.range, size);
}

/** `Content-Range` of a part, or of a 416 (an asterisk for the range, then the current length). */
export function contentRange(range: ByteRange, size: number): string {
  return range.kind === "part" ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}
