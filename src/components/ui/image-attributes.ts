/**
 * The two image attributes whose values are restricted: `crossorigin` is one of anonymous, use-credentials,
 * the empty string, true or false; `decoding` one of async, auto, sync. Typed for code, and checked at
 * run time for values that arrive untyped (content documents), so a wrong one fails the render that
 * uses it with a message naming it, instead of reaching the HTML.
 */
export const CROSS_ORIGIN_VALUES = ["anonymous", "use-credentials", "", true, false] as const;
export const DECODING_VALUES = ["async", "auto", "sync"] as const;

export type ImageCrossOrigin = (typeof CROSS_ORIGIN_VALUES)[number];
export type ImageDecoding = (typeof DECODING_VALUES)[number];

/** The string spellings of the booleans are accepted too ("true", "false"). */
export function parseCrossOrigin(value: unknown): ImageCrossOrigin {
  if (value === "true") return true;
  if (value === "false") return false;
  const known = CROSS_ORIGIN_VALUES.find((candidate) => candidate === value);
  if (known === undefined) {
    throw new TypeError(
      `Invalid image crossorigin ${JSON.stringify(value)}: use anonymous, use-credentials, "", true or false`,
    );
  }
  return known;
}

export function parseDecoding(value: unknown): ImageDecoding {
  const known = DECODING_VALUES.find((candidate) => candidate === value);
  if (known === undefined) {
    throw new TypeError(`Invalid image decoding ${JSON.stringify(value)}: use async, auto or sync`);
  }
  return known;
}

/** The HTML attribute: true is the bare attribute (anonymous), false none at all. */
export function crossOriginAttribute(
  value: ImageCrossOrigin,
): "anonymous" | "use-credentials" | "" | undefined {
  if (value === true) return "";
  if (value === false) return undefined;
  return value;
}
