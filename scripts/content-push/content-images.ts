/**
 * The files content:push uploads: every site image (`/images/…`) a document uses, in an image field or a
 * rich-text image block, read from public/ and known by the SHA-256 of its bytes, which is how the push
 * tells a file already in the media library from a new one.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import type { StoredDocument } from "../../src/content/service/types";

export interface ContentImage {
  /** The site path, `/images/cases/ank-cover.en.svg`. */
  readonly path: string;
  /** The file name the asset keeps in the media library. */
  readonly filename: string;
  readonly bytes: Buffer;
  readonly checksum: string;
  /** The alt text of its first use in the master language: the asset's own alt text. */
  readonly alt: string | undefined;
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An image value of the site's shape: a path under /images/ with its size. */
export function isSiteImage(value: unknown): value is Readonly<Record<string, unknown>> & { url: string } {
  return (
    isRecord(value) &&
    typeof value.url === "string" &&
    value.url.startsWith("/images/") &&
    isRecord(value.dimensions)
  );
}

function collect(
  value: unknown,
  found: (image: Readonly<Record<string, unknown>> & { url: string }) => void,
) {
  if (isSiteImage(value)) found(value);
  if (Array.isArray(value)) for (const item of value) collect(item, found);
  else if (isRecord(value)) for (const item of Object.values(value)) collect(item, found);
}

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Every image the documents use, once each, the master language's documents first. */
export async function contentImages(
  documents: readonly StoredDocument[],
  publicDir: string,
  masterLanguage: string,
): Promise<ContentImage[]> {
  const alts = new Map<string, string | undefined>();
  const ordered = [...documents].sort(
    (a, b) => Number(b.lang === masterLanguage) - Number(a.lang === masterLanguage),
  );
  for (const document of ordered) {
    collect(document.data, (image) => {
      const alt = typeof image.alt === "string" && image.alt.trim() !== "" ? image.alt : undefined;
      if (!alts.has(image.url) || (alts.get(image.url) === undefined && alt !== undefined))
        alts.set(image.url, alt);
    });
  }
  return Promise.all(
    [...alts].map(async ([path, alt]) => {
      const bytes = await readFile(join(publicDir, path));
      return { path, filename: basename(path), bytes, checksum: sha256(bytes), alt };
    }),
  );
}
