import "server-only";
import { z } from "zod";

/** The largest side the service renders (the widest image breakpoint is 1536; 2x screens ask for more). */
export const MAX_DIMENSION = 3840;

/**
 * How far apart the sides of a box (both w and h, or s) may be. Beyond it the box is a line, not an
 * image: `w_1,h_3840` once reached sharp as a 0 px side (ipx shrinks the box to the source first).
 */
export const MAX_ASPECT_RATIO = 64;

export const OUTPUT_FORMATS = ["webp", "avif", "jpeg", "png"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

const dimension = z
  .string()
  .regex(/^\d+$/, "must be a whole number of pixels")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be at least 1").max(MAX_DIMENSION, `must be at most ${MAX_DIMENSION}`));

const size = z
  .string()
  .regex(/^\d+x\d+$/, "must be WIDTHxHEIGHT in whole pixels")
  .transform((value) => value.split("x").map(Number))
  .pipe(
    z.tuple([
      z.number().int().min(1).max(MAX_DIMENSION, `width must be at most ${MAX_DIMENSION}`),
      z.number().int().min(1).max(MAX_DIMENSION, `height must be at most ${MAX_DIMENSION}`),
    ]),
  );

/**
 * The one schema for the modifiers segment of /_ipx/{modifiers}/{path}: keys f, fit, w, h, s, q, b.
 * Values arrive as strings; anything unknown, out of range or not a whole number is refused.
 */
const modifiersSchema = z
  .object({
    f: z
      .enum(["webp", "avif", "jpeg", "jpg", "png", "auto"], "must be webp, avif, jpeg, jpg, png or auto")
      .transform((format) => (format === "jpg" ? "jpeg" : format))
      .optional(),
    fit: z
      .enum(
        ["cover", "contain", "fill", "inside", "outside"],
        "must be cover, contain, fill, inside or outside",
      )
      .optional(),
    w: dimension.optional(),
    h: dimension.optional(),
    s: size.optional(),
    q: z
      .string()
      .regex(/^\d+$/, "must be a whole number")
      .transform(Number)
      .pipe(z.number().int().min(1, "must be at least 1").max(100, "must be at most 100"))
      .optional(),
    b: z
      .string()
      .regex(/^([\da-f]{3}|[\da-f]{6})$/i, "must be a hex colour such as fff or f5f1ea")
      .transform((hex) => hex.toLowerCase())
      .optional(),
  })
  .strict()
  .refine((value) => value.s === undefined || (value.w === undefined && value.h === undefined), {
    message: "s sets both sides: use s or w/h, not both",
  })
  .refine(
    ({ s, w, h }) => {
      const [width, height] = s ?? [w, h];
      if (width === undefined || height === undefined) return true;
      return Math.max(width, height) / Math.min(width, height) <= MAX_ASPECT_RATIO;
    },
    { message: `the sides of the box may be at most ${MAX_ASPECT_RATIO}:1 apart` },
  );

/** Parsed modifiers, with the size normalised to width/height whichever way it was written. */
export interface ImageModifiers {
  readonly format?: OutputFormat | "auto";
  readonly fit?: "cover" | "contain" | "fill" | "inside" | "outside";
  readonly width?: number;
  readonly height?: number;
  readonly quality?: number;
  /** Hex without the '#', lower case. */
  readonly background?: string;
}

export type ParseResult = { ok: true; modifiers: ImageModifiers } | { ok: false; message: string };

/**
 * Reads the modifiers segment: `_` for none, else `key_value` pairs joined by commas
 * (`f_webp,w_640,q_75`). The value is everything after the first underscore, so `s_640x480` works.
 * Any order and spelling the schema accepts is read here; canonical.ts says which one is the variant's URL.
 */
export function parseModifiers(segment: string): ParseResult {
  if (segment === "_") return { ok: true, modifiers: {} };
  const entries = new Map<string, string>();
  for (const part of segment.split(",")) {
    const separator = part.indexOf("_");
    if (separator <= 0 || separator === part.length - 1) {
      return { ok: false, message: `Bad modifier "${part}": write key_value, e.g. w_640` };
    }
    const key = part.slice(0, separator);
    const value = part.slice(separator + 1);
    const given = entries.get(key);
    // The same pair twice means one thing (the service redirects to the spelling with it once); two
    // values for one key mean nothing.
    if (given === value) continue;
    if (given !== undefined)
      return { ok: false, message: `Modifier "${key}" is given twice, with two values` };
    entries.set(key, value);
  }
  // fromEntries defines own properties, so a key such as __proto__ is just an unknown key.
  const parsed = modifiersSchema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `Modifier "${String(issue.path[0])}"` : "Modifiers";
    const message =
      issue?.code === "unrecognized_keys"
        ? `Unknown modifier ${issue.keys.map((key) => `"${key}"`).join(", ")}: use f, fit, w, h, s, q or b`
        : `${where}: ${issue?.message ?? "invalid"}`;
    return { ok: false, message };
  }
  const { f, fit, w, h, s, q, b } = parsed.data;
  const modifiers: ImageModifiers = {
    ...(f !== undefined && { format: f }),
    ...(fit !== undefined && { fit }),
    ...((s?.[0] ?? w) !== undefined && { width: s?.[0] ?? w }),
    ...((s?.[1] ?? h) !== undefined && { height: s?.[1] ?? h }),
    ...(q !== undefined && { quality: q }),
    ...(b !== undefined && { background: b }),
  };
  return { ok: true, modifiers };
}

/** The modifiers in ipx's own vocabulary. Both sides go through `s`: ipx's separate w and h would not combine. */
export function toIpxModifiers(modifiers: ImageModifiers, format: OutputFormat): Record<string, string> {
  const { width, height, fit, quality, background } = modifiers;
  return {
    f: format,
    ...(width !== undefined && height !== undefined
      ? { s: `${width}x${height}` }
      : {
          ...(width !== undefined && { w: String(width) }),
          ...(height !== undefined && { h: String(height) }),
        }),
    ...(fit !== undefined && { fit }),
    ...(quality !== undefined && { q: String(quality) }),
    // A background colour also fills transparent areas, so it means something without `fit_contain` too.
    ...(background !== undefined && { b: background, flatten: "" }),
  };
}

/** A stable text form of the modifiers for cache keys (same request, same key, whatever the order). */
export function modifiersKey(modifiers: ImageModifiers, format: OutputFormat): string {
  const { width, height, fit, quality, background } = modifiers;
  return [format, width ?? "", height ?? "", fit ?? "", quality ?? "", background ?? ""].join(";");
}
