/**
 * The Asset API part of the stand-in (https://asset-api.prismic.io), answering what `@prismicio/client`'s
 * write client sends (node_modules/@prismicio/client/src/WriteClient.ts): POST /assets as multipart form
 * data (`file`, and `notes`, `credits`, `alt` when set) answered 200 with the asset, PATCH /assets/:id
 * with JSON, and GET /assets with `pageSize` and `cursor`, the listing the push reads to match files
 * already uploaded. Errors are JSON `{ error }`, as the client reads them. Each asset gets the URL Prismic
 * gives it on its image CDN, `https://images.prismic.io/<repository>/<id>_<file name>`; the stand-in serves
 * the bytes at /cdn/<repository>/<id>_<file name> so a test can answer the CDN's requests with them.
 *
 * A client going faster than the documented one request a second (the CDN aside) is answered 429 with
 * Retry-After (rate-limit.ts).
 *
 * What it does not prove: imgix's resizing and format negotiation (it serves the original bytes), tags,
 * Prismic's file size and type limits, search, and the words of its 429.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { PRISMIC_IMAGE_ORIGIN } from "../../../src/content/prismic-image-url";
import { authorised, isRecord, type Route, readBody, readJson, send } from "./http";
import { ASSET_API_LIMIT, createRateLimiter, type RateLimiter, tooManyRequests } from "./rate-limit";

const PREFIX = "/asset-api";

/** An asset as the Asset API shows it (`Asset` in @prismicio/client, which the package does not export). */
export interface Asset {
  readonly id: string;
  readonly url: string;
  readonly created_at: number;
  readonly last_modified: number;
  readonly filename: string;
  readonly extension: string;
  readonly size: number;
  readonly kind: "image" | "document";
  readonly width?: number;
  readonly height?: number;
  readonly notes?: string;
  readonly credits?: string;
  readonly alt?: string;
}

export interface StoredAsset extends Asset {
  readonly bytes: Buffer;
  readonly contentType: string;
}

export interface AssetRouteOptions {
  readonly repositoryName: string;
  readonly token: string;
  readonly assets: Map<string, StoredAsset>;
  /** Default: the Asset API's documented rate, on the process's clock. */
  readonly limiter?: RateLimiter;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
};

/** Prismic's ids are 16 URL-safe characters. */
export function prismicId(): string {
  return randomBytes(12).toString("base64url");
}

function extensionOf(filename: string): string {
  return /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? "";
}

async function dimensionsOf(bytes: Buffer): Promise<{ width?: number; height?: number }> {
  try {
    const { width, height } = await sharp(bytes).metadata();
    return { width, height };
  } catch {
    return {};
  }
}

async function createAsset(options: AssetRouteOptions, form: FormData): Promise<StoredAsset | string> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return "A file is required.";
  const filename = file.name;
  if (!filename || filename.includes("/")) return "The file needs a name without slashes.";
  const extension = extensionOf(filename);
  const contentType = IMAGE_TYPES[extension] ?? (file.type || "application/octet-stream");
  const bytes = Buffer.from(await file.arrayBuffer());
  const id = prismicId();
  const now = Date.now();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.length > 0 ? value : undefined;
  };
  const image = extension in IMAGE_TYPES;
  const notes = text("notes");
  const credits = text("credits");
  const alt = text("alt");
  return {
    id,
    url: `${PRISMIC_IMAGE_ORIGIN}/${options.repositoryName}/${id}_${filename}`,
    created_at: now,
    last_modified: now,
    filename,
    extension,
    size: bytes.length,
    kind: image ? "image" : "document",
    ...(image ? await dimensionsOf(bytes) : {}),
    ...(notes ? { notes } : {}),
    ...(credits ? { credits } : {}),
    ...(alt ? { alt } : {}),
    bytes,
    contentType,
  };
}

/** The asset as the API shows it: without the stand-in's own fields. */
function publicAsset(asset: StoredAsset): Asset {
  const { bytes: _bytes, contentType: _type, ...shown } = asset;
  return shown;
}

const PAGE_SIZE_LIMIT = 100;

export function assetRoute(options: AssetRouteOptions): Route {
  const { assets } = options;
  const limiter = options.limiter ?? createRateLimiter(ASSET_API_LIMIT);
  return async ({ request, response, method, url, path }) => {
    const cdn = new RegExp(`^/cdn/${options.repositoryName}/([A-Za-z0-9_-]{16})_`).exec(path);
    if (cdn?.[1] !== undefined && (method === "GET" || method === "HEAD")) {
      const asset = assets.get(cdn[1]);
      if (!asset) return send(response, 404, "Not Found");
      return send(response, 200, asset.bytes, {
        "content-type": asset.contentType,
        "cache-control": "public, max-age=31536000, immutable",
      });
    }
    if (!path.startsWith(`${PREFIX}/`)) return false;
    const verdict = limiter.take();
    if (!verdict.allowed) {
      return tooManyRequests(response, verdict.retryAfterSeconds, {
        error: "Too many requests: the Asset API takes one request a second.",
      });
    }
    if (!authorised(request, options.repositoryName, options.token))
      return send(response, 401, { error: "Unauthorized: invalid token or repository." });
    const local = path.slice(PREFIX.length);

    if (local === "/assets" && method === "GET") {
      const pageSize = Math.min(Number(url.searchParams.get("pageSize") ?? 50) || 50, PAGE_SIZE_LIMIT);
      const start = Number(url.searchParams.get("cursor") ?? 0) || 0;
      const all = [...assets.values()];
      const items = all.slice(start, start + pageSize).map(publicAsset);
      const next = start + pageSize < all.length ? String(start + pageSize) : undefined;
      return send(response, 200, {
        items,
        total: all.length,
        ...(next ? { cursor: next } : {}),
        is_opensearch_result: false,
      });
    }
    if (local === "/assets" && method === "POST") {
      const body = await readBody(request);
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body), {
          headers: { "content-type": request.headers["content-type"] ?? "" },
        }).formData();
      } catch {
        return send(response, 400, { error: "The body must be multipart form data." });
      }
      const created = await createAsset(options, form);
      if (typeof created === "string") return send(response, 400, { error: created });
      assets.set(created.id, created);
      return send(response, 200, publicAsset(created));
    }
    const one = /^\/assets\/([^/]+)$/.exec(local);
    if (one?.[1] !== undefined && method === "PATCH") {
      const asset = assets.get(one[1]);
      if (!asset) return send(response, 404, { error: `Asset ${one[1]} not found.` });
      const body = await readJson(request);
      if (!isRecord(body)) return send(response, 400, { error: "The body must be a JSON object." });
      const changed: StoredAsset = { ...asset, last_modified: Date.now() };
      for (const key of ["notes", "credits", "alt", "filename"] as const) {
        const value = body[key];
        if (typeof value === "string") Object.assign(changed, { [key]: value });
      }
      assets.set(asset.id, changed);
      return send(response, 200, publicAsset(changed));
    }
    return send(response, 404, { error: "Not Found" });
  };
}
