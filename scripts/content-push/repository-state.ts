/**
 * What the repository holds already, read before anything is written: the media library through the
 * Asset API's listing, and the documents through the Document API, on the master ref and on the migration
 * release (the drafts an earlier push left for review, when the token may read releases). A push matches
 * an asset by its file's checksum and a document by type, uid and language, so running it again changes
 * nothing that is there.
 */
import type { PrismicDocument, WriteClient } from "@prismicio/client";
import { z } from "zod";
import { PRISMIC_IMAGE_ORIGIN } from "../../src/content/prismic-image-url";
import { sha256 } from "./content-images";

const DEFAULT_ASSET_API = "https://asset-api.prismic.io";
const PAGE_SIZE = 100;
/**
 * The Asset API takes one request a second (prismic.io/docs/asset-api-technical-reference) and answers a
 * faster client 429 with Retry-After; the listing is a plain fetch, not the write client's throttled one,
 * so it waits that out itself: Retry-After seconds, or Prismic's client's own 1.5 s when it names none.
 */
const DEFAULT_RETRY_AFTER_MS = 1500;
const MAX_RATE_LIMITED_RETRIES = 10;
/** A media library bigger than this is not one this site's push was meant for. */
const MAX_PAGES = 500;

const assetSchema = z.object({
  id: z.string().min(1),
  url: z.url(),
  filename: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().optional(),
  height: z.number().optional(),
  alt: z.string().nullish(),
  credits: z.string().nullish(),
});

const assetPageSchema = z.object({ items: z.array(assetSchema), cursor: z.string().nullish() });

export type RemoteAsset = z.infer<typeof assetSchema>;

export interface AssetSource {
  readonly repositoryName: string;
  readonly writeToken: string;
  readonly assetEndpoint?: string;
  readonly imageCdnEndpoint?: string;
  readonly fetch: typeof fetch;
  /** How a 429 is waited out; default a timer. */
  readonly sleep?: (ms: number) => Promise<void>;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterMs(header: string | null): number {
  const seconds = header === null || header.trim() === "" ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS;
}

export class AssetApiError extends Error {}

/** Every asset in the media library, page by page. */
export async function listAssets(source: AssetSource): Promise<RemoteAsset[]> {
  const assets: RemoteAsset[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const url = new URL("assets", `${source.assetEndpoint ?? DEFAULT_ASSET_API}/`);
    url.searchParams.set("pageSize", String(PAGE_SIZE));
    if (cursor) url.searchParams.set("cursor", cursor);
    const response = await fetchWaitingOutRateLimit(source, url);
    const text = await response.text();
    if (!response.ok)
      throw new AssetApiError(`Prismic refused ${url.origin}${url.pathname} (${response.status}): ${text}`);
    const parsed = assetPageSchema.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new AssetApiError(
        `the Asset API answered a listing this push cannot read: ${text.slice(0, 200)}`,
      );
    assets.push(...parsed.data.items);
    cursor = parsed.data.cursor ?? undefined;
    if (!cursor || parsed.data.items.length === 0) return assets;
  }
  throw new AssetApiError(`the media library has more than ${MAX_PAGES * PAGE_SIZE} assets`);
}

async function fetchWaitingOutRateLimit(source: AssetSource, url: URL): Promise<Response> {
  for (let retries = 0; ; retries += 1) {
    const response = await source.fetch(url, {
      headers: { repository: source.repositoryName, authorization: `Bearer ${source.writeToken}` },
    });
    if (response.status !== 429 || retries >= MAX_RATE_LIMITED_RETRIES) return response;
    await response.arrayBuffer();
    await (source.sleep ?? timer)(retryAfterMs(response.headers.get("retry-after")));
  }
}

/** The asset's original bytes: its CDN URL without the parameters that would transform it. */
function originalUrl(asset: RemoteAsset, imageCdnEndpoint: string | undefined): string {
  const bare = asset.url.split("?")[0] ?? asset.url;
  return imageCdnEndpoint && bare.startsWith(`${PRISMIC_IMAGE_ORIGIN}/`)
    ? `${imageCdnEndpoint}/${bare.slice(PRISMIC_IMAGE_ORIGIN.length + 1)}`
    : bare;
}

/**
 * Checksum → asset, for the assets that may be one of `wanted`: the Asset API gives no checksum, so only
 * an asset whose size is a wanted file's size is downloaded and hashed.
 */
export async function assetsByChecksum(
  source: AssetSource,
  assets: readonly RemoteAsset[],
  wanted: readonly { readonly bytes: Buffer }[],
): Promise<Map<string, RemoteAsset>> {
  const sizes = new Set(wanted.map((file) => file.bytes.length));
  const found = new Map<string, RemoteAsset>();
  for (const asset of assets) {
    if (!sizes.has(asset.size)) continue;
    const response = await source.fetch(originalUrl(asset, source.imageCdnEndpoint));
    if (!response.ok) continue;
    const checksum = sha256(Buffer.from(await response.arrayBuffer()));
    if (!found.has(checksum)) found.set(checksum, asset);
  }
  return found;
}

export const documentKey = (document: { type: string; uid: string | null; lang: string }) =>
  `${document.type}|${document.uid ?? ""}|${document.lang}`;

/** The migration release, as the Document API lists it to a token that may read releases. */
const MIGRATION_RELEASE = /^migration release$/i;

/**
 * Type, uid and language → the document: its migration-release draft if there is one, else its master;
 * and how many drafts wait in the migration release.
 */
export async function existingDocuments(
  client: WriteClient,
): Promise<{ documents: Map<string, PrismicDocument>; drafts: number }> {
  const refs = await client.getRefs();
  const master = refs.find((ref) => ref.isMasterRef);
  const migration = refs.find((ref) => MIGRATION_RELEASE.test(ref.label));
  const found = new Map<string, PrismicDocument>();
  const published = new Map<string, string | null>();
  let drafts = 0;
  for (const ref of [master, migration]) {
    if (!ref) continue;
    for (const document of await client.dangerouslyGetAll({ lang: "*", ref: ref.ref })) {
      const key = documentKey(document);
      if (ref === master) published.set(key, document.last_publication_date);
      // A release shows every document; a draft is one that differs from the master's.
      else if (published.get(key) !== document.last_publication_date || !published.has(key)) drafts += 1;
      found.set(key, document);
    }
  }
  return { documents: found, drafts };
}
