import "server-only";
/** Longest string value kept by default; paths and header values are far shorter. */
export const MAX_VALUE = 512;

/**
 * C0 and C1 controls (newline, carriage return, escape…), the Unicode line and paragraph separators, and
 * the bidi controls that make a terminal show text in another order than it was written.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A half of a surrogate pair on its own: not text, and a cut at the bound may make one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `value` on one printable line of at most `max` characters (and an ellipsis when cut). */
export function printable(value: string, max: number = MAX_VALUE): string {
  const cut = value.length > max * 6 ? value.slice(0, max * 6) : value;
  const escaped = cut
    .replace(
      UNPRINTABLE,
      (char) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    )
    .replace(LONE_SURROGATE, "\ufffd");
  if (escaped.length <= max) return escaped;
  // Never end on the first half of a pair: that half alone is not a character.
  const end = /[\ud800-\udbff]/.test(escaped.charAt(max - 1)) ? max - 1 : max;
  return `${escaped.slice(0, end)}…`;
}
