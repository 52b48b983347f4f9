/**
 * Whether a document in the repository already holds what the push would write. The Document API gives
 * back more than was written (links carry their target's type, uid and language; images their CDN URL,
 * size and crop; empty fields are null; slices their id and their variation's version), so both sides are
 * reduced to what an editor wrote: link targets by id, images by asset id with their alt text, copyright
 * and label, slices by type, variation and fields, embed fields by their address (the push writes the
 * address alone and Prismic adds the provider's oEmbed data), no empty values.
 */
import type { PrismicDocument } from "@prismicio/client";
import { isRecord } from "./content-images";

const IMAGE_KEYS_SET_BY_PRISMIC = new Set(["url", "dimensions", "edit"]);
/**
 * Prismic gives each slice it stores an id of its own and its model's version: a file's slices have
 * neither (or ids the push does not send), and a slice is the same slice whatever they are.
 */
const SLICE_KEYS_SET_BY_PRISMIC = new Set(["id", "version"]);

/** A rich text's embed block keeps the oEmbed data it was written with: there, all of it is compared. */
const OEMBED_OF_A_BLOCK = "oembed";

function comparable(value: unknown, key?: string): unknown {
  if (value === null || value === "" || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => comparable(item)).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (!isRecord(value)) return value;
  if (value.link_type === "Any") return undefined;
  if (value.link_type === "Document") return { link_type: "Document", id: value.id };
  if (typeof value.embed_url === "string" && key !== OEMBED_OF_A_BLOCK) return { embed_url: value.embed_url };
  const image = "dimensions" in value && "id" in value;
  const slice = typeof value.slice_type === "string" && "variation" in value;
  const entries = Object.entries(value)
    .filter(([key]) => !(image && IMAGE_KEYS_SET_BY_PRISMIC.has(key)))
    .filter(([key]) => !(slice && SLICE_KEYS_SET_BY_PRISMIC.has(key)))
    .map(([name, inner]) => [name, comparable(inner, name)] as const)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function sameDocument(
  existing: PrismicDocument,
  wanted: { readonly uid: string | null; readonly tags: readonly string[]; readonly data: unknown },
): boolean {
  return (
    (existing.uid ?? null) === wanted.uid &&
    JSON.stringify([...existing.tags].sort()) === JSON.stringify([...wanted.tags].sort()) &&
    JSON.stringify(comparable(existing.data)) === JSON.stringify(comparable(wanted.data))
  );
}
