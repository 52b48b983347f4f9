/**
 * The Document API (REST API v2) part of the stand-in: the site's own embedded content service
 * (createContentHandler) serving what the Migration API stand-in received, so a production build pointed
 * at it with CONTENT_API_URL reads pushed content exactly as it reads hosted Prismic. Published documents
 * are the master; drafts are the migration release, a ref listed only to a caller with the access token,
 * as a repository whose API is "public for master only" lists its releases. A private repository (Prismic's
 * third setting) refuses every request without the token. Documents are served with every field of their
 * custom type, empty ones in Prismic's empty shapes (empty-fields.ts), and a client going faster than the
 * Document API's documented rate is answered 429 (rate-limit.ts).
 */
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { createContentHandler } from "../../../src/content/service/content-handler";
import {
  type ContentRelease,
  type ContentStore,
  contentHash,
  LANGUAGES,
} from "../../../src/content/service/content-store";
import type { StoredDocument } from "../../../src/content/service/types";
import { fieldsOf, type SharedSlices, servedData } from "./empty-fields";
import { type Route, send } from "./http";
import type { DocumentVersion, RepositoryLanguage, StandInDocument } from "./migration-api";
import type { StoredCustomType } from "./models";
import { createRateLimiter, DOCUMENT_API_LIMIT, type RateLimiter, tooManyRequests } from "./rate-limit";

export const MIGRATION_RELEASE = { id: "migration-release", label: "Migration release" } as const;

interface Version {
  readonly document: StandInDocument;
  readonly version: DocumentVersion;
  readonly first: string | null;
  readonly last: string | null;
}

/** The models documents are served by: their custom types, and the shared slices of their slice zones. */
export interface StandInModels {
  readonly customTypes: ReadonlyMap<string, StoredCustomType>;
  readonly sharedSlices: SharedSlices;
}

function stored(versions: readonly Version[], models: StandInModels): StoredDocument[] {
  const dataOf = (document: StandInDocument, version: DocumentVersion) => {
    const type = models.customTypes.get(document.type);
    return type ? servedData(fieldsOf(type), version.data, models.sharedSlices) : version.data;
  };
  return versions.map(({ document, version, first, last }) => ({
    id: document.id,
    uid: version.uid,
    type: document.type,
    lang: document.lang,
    tags: version.tags,
    first_publication_date: first,
    last_publication_date: last,
    alternate_languages: versions
      .filter((other) => other.document.group === document.group && other.document.id !== document.id)
      .map((other) => ({
        id: other.document.id,
        type: other.document.type,
        lang: other.document.lang,
        ...(other.version.uid ? { uid: other.version.uid } : {}),
      })),
    data: dataOf(document, version),
  }));
}

function labelOf(type: string): string {
  const words = type.split("_").join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The repository as the Document API shows it: the published master and, while drafts wait, their release. */
export function storeOf(
  documents: Iterable<StandInDocument>,
  models: StandInModels,
  languages: readonly RepositoryLanguage[] = LANGUAGES,
): ContentStore {
  const all = [...documents];
  const published = all.flatMap((document): Version[] =>
    document.published
      ? [
          {
            document,
            version: document.published,
            first: document.published.first_publication_date,
            last: document.published.last_publication_date,
          },
        ]
      : [],
  );
  const master = stored(published, models);
  const masterRef = contentHash(master);
  const drafts = all.flatMap((document): Version[] =>
    document.draft ? [{ document, version: document.draft, first: null, last: null }] : [],
  );
  const releases: ContentRelease[] = [];
  if (drafts.length > 0) {
    const draftIds = new Set(drafts.map(({ document }) => document.id));
    const layered = stored(
      [...published.filter(({ document }) => !draftIds.has(document.id)), ...drafts],
      models,
    );
    releases.push({
      ...MIGRATION_RELEASE,
      ref: `${contentHash(drafts.map(({ document, version }) => [document.id, version]))}~${masterRef}`,
      documents: layered,
      sources: new Map(),
    });
  }
  const types = [...new Set(all.map((document) => document.type))].sort();
  return {
    masterRef,
    master,
    sources: new Map(),
    releases,
    scheduledTimes: [],
    experiments: { draft: [], running: [] },
    languages: languages.map((language) => language.id),
    types: Object.fromEntries(types.map((type) => [type, labelOf(type)])),
    bookmarks: {},
  };
}

function toRequest(request: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const bodyless = request.method === "GET" || request.method === "HEAD";
  return new Request(url, {
    method: request.method ?? "GET",
    headers,
    ...(bodyless ? {} : { body: Readable.toWeb(request) as ReadableStream, duplex: "half" }),
  });
}

/**
 * Prismic's API visibility settings (Settings › API & Security): "public for master only" answers anyone
 * on the master ref and asks the token for releases; "private" asks it on every request.
 */
export type DocumentApiVisibility = "public-master" | "private";

export interface ContentRouteOptions {
  readonly documents: ReadonlyMap<string, StandInDocument>;
  /** The custom types received: each document is served with every field of its type. */
  readonly customTypes: StandInModels["customTypes"];
  /** The shared slices received: each slice is served with every field of its variation. */
  readonly sharedSlices: SharedSlices;
  /** The repository's locales (Settings › Translations & Locales); default the site's two, en-us master. */
  readonly languages?: readonly RepositoryLanguage[];
  readonly accessToken: string;
  /** Default "public-master". */
  readonly visibility?: DocumentApiVisibility;
  /** Signs preview tokens: the editor's Preview hands them out (editor-actions.ts), the Document API checks them. */
  readonly previewSecret: string;
  /** Default: the Document API's documented rate, on the process's clock. */
  readonly limiter?: RateLimiter;
}

/**
 * Prismic's 401 to a request without a valid access_token on a private repository: the body its clients
 * read (`message`; @prismicio/client throws ForbiddenError with it) and the OAuth addresses the API names
 * (REST API v2 notes §1 and §2.3; "Invalid access token" is the wording of Prismic's own mock of the API,
 * prismicio/prismic-client test/__testutils__/mockPrismicRestAPIV2.ts).
 */
function invalidToken(origin: string) {
  return {
    type: "api_security_error",
    message: "Invalid access token",
    oauth_initiate: `${origin}/auth`,
    oauth_token: `${origin}/auth/token`,
  };
}

export function contentRoute(options: ContentRouteOptions): Route {
  const handler = createContentHandler({
    getStore: async () => storeOf(options.documents.values(), options, languages),
    accessToken: options.accessToken,
    previewSecret: options.previewSecret,
  });
  const limiter = options.limiter ?? createRateLimiter(DOCUMENT_API_LIMIT);
  const languages = options.languages ?? LANGUAGES;
  return async ({ request, response, url, path }) => {
    if (path !== "/api/v2" && !path.startsWith("/api/v2/")) return false;
    const verdict = limiter.take();
    if (!verdict.allowed) {
      // The body of Prismic's 429 (REST API v2 notes §2.3), without the request count it names.
      return tooManyRequests(response, verdict.retryAfterSeconds, {
        status_code: 429,
        status_message: `Your request count is over the allowed limit of ${DOCUMENT_API_LIMIT.perSecond}.`,
      });
    }
    if (options.visibility === "private" && url.searchParams.get("access_token") !== options.accessToken) {
      return send(response, 401, invalidToken(url.origin), { "cache-control": "private, no-store" });
    }
    const answer = await handler(toRequest(request, url));
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // The embedded service's root names the site's own locales; the stand-in's are the repository's.
    if (path === "/api/v2" && answer.ok && options.languages) {
      const root = (await answer.json()) as Record<string, unknown>;
      delete headers["content-length"];
      return send(response, answer.status, { ...root, languages }, headers);
    }
    return send(response, answer.status, Buffer.from(await answer.arrayBuffer()), headers);
  };
}
