import "server-only";
import type { z } from "zod";
import { DEFAULT_CACHE_BYTES, MAX_PAGE_SIZE, ROOT_CACHE_TTL_MS } from "./constants";
import { experimentRefFromCookie, previewRefFromCookie, repositoryHostsOf } from "./cookies";
import {
  bookmarkNotFoundError,
  forbiddenUidLookupError,
  InvalidResponseError,
  invalidQueryError,
  isRefGone,
  masterRefNotFoundError,
  missingFormError,
} from "./errors";
import { createHttpClient, type FetchLike } from "./http";
import { LruCache } from "./lru-cache";
import { predicate } from "./predicates";
import { optionsToFormValues, type QueryOptions, type RefOptions, toQueryValue } from "./query-options";
import {
  type ApiRoot,
  apiRootSchema,
  type ContentDocument,
  type SearchResponse,
  searchResponseSchema,
  tagsSchema,
} from "./schemas";
import { appendQuery, buildFormUrl } from "./search-form";

export interface ContentClientOptions {
  /** The repository root, ending in `/api/v2`. */
  readonly endpoint: string;
  readonly accessToken?: string | undefined;
  /**
   * Route resolvers sent (as JSON) to the root, which echoes them into the forms; a function is asked at
   * each root read (the site's routes follow its published content).
   */
  readonly routes?: readonly object[] | (() => readonly object[]) | undefined;
  /** Defaults to `globalThis.fetch`; the site passes its in-process content service here. */
  readonly fetch?: FetchLike | undefined;
  /** Per-request limit; unset means no limit. */
  readonly timeoutMs?: number | undefined;
  /** Responses kept in the LRU (default 1000). */
  readonly cacheSize?: number | undefined;
  /** Most bytes of answers' text the response cache keeps (default DEFAULT_CACHE_BYTES). */
  readonly cacheBytes?: number | undefined;
  readonly now?: (() => number) | undefined;
  readonly sleep?: ((ms: number) => Promise<void>) | undefined;
  /** 429 answers retried before giving up (default 10). */
  readonly maxRetries?: number | undefined;
  /** Told what each search read: the site records which documents a page was made of. */
  readonly onRead?: ((read: ContentRead) => void) | undefined;
}

/**
 * What one search read: its predicates and orderings as sent, and the documents it returned (with their
 * types). The site turns it into cache tags (src/platform/content-tags.ts).
 */
export interface ContentRead {
  readonly q: string | undefined;
  readonly orderings: string | undefined;
  readonly documents: readonly { readonly id: string; readonly type: string }[];
}

export type Predicates = string | readonly string[];

/**
 * What the service says about a ref: `live` (it answers at that ref), `gone` (unknown, expired or not
 * shown to this client), or `unavailable` (no answer either way: an outage, a time-out).
 */
export type RefStatus = "live" | "gone" | "unavailable";

export interface ContentClient {
  getApi(): Promise<ApiRoot>;
  resolveRef(options?: RefOptions): Promise<string>;
  query(predicates: Predicates, options?: QueryOptions): Promise<SearchResponse>;
  queryFirst(predicates: Predicates, options?: QueryOptions): Promise<ContentDocument | undefined>;
  /** `lang` defaults to `*`: an id is unique across languages. */
  getByID(id: string, options?: QueryOptions): Promise<ContentDocument | undefined>;
  getByIDs(ids: readonly string[], options?: QueryOptions): Promise<SearchResponse>;
  getByUID(type: string, uid: string, options?: QueryOptions): Promise<ContentDocument | undefined>;
  getSingle(type: string, options?: QueryOptions): Promise<ContentDocument | undefined>;
  /** Every document of the type, walking the pages at the largest page size; `page`/`pageSize` are ignored. */
  getAllByType(type: string, options?: QueryOptions): Promise<ContentDocument[]>;
  getBookmark(name: string, options?: QueryOptions): Promise<ContentDocument | undefined>;
  getTags(): Promise<string[]>;
  /** The preview token a visitor's Cookie header holds for this repository, if any (no I/O). */
  previewRef(cookie: string): string | undefined;
  /** Asks the service whether it still answers at `ref` (one search for one document). */
  refStatus(ref: string): Promise<RefStatus>;
  /**
   * Drops the cached API root, so the next call learns the current master ref instead of one up to
   * 5 s old: after a publish, pages rendered again must read the new content.
   */
  forgetApiRoot(): void;
}

function validate<Schema extends z.ZodType>(schema: Schema, body: unknown, url: string): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const detail = issue === undefined ? "invalid" : `${issue.path.join(".") || "(root)"}: ${issue.message}`;
  throw new InvalidResponseError(url, detail, { cause: result.error });
}

/** An empty id, uid or type would silently match nothing; the caller meant to ask for something. */
function requireIdentifier(value: string, query: string): void {
  if (value.trim() === "") throw invalidQueryError(query);
}

/**
 * A Prismic REST API v2 reader with the old v3 client's semantics (`prismic-javascript`) and the product's
 * constants: root cached 5 s, an LRU of 1000 responses (16 MB of text at most), a 429 retried after Retry-After or 1000 ms.
 * Construction does no I/O.
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const repositoryHosts = repositoryHostsOf(options.endpoint);
  const { accessToken } = options;
  const rootParams: [string, string][] = [];
  if (accessToken !== undefined && accessToken !== "") rootParams.push(["access_token", accessToken]);
  // The root URL is read for every query: built again only when the routes given are new ones.
  let root: { readonly routes: readonly object[] | undefined; readonly url: string } | undefined;
  const rootUrl = () => {
    const routes = typeof options.routes === "function" ? options.routes() : options.routes;
    if (root && root.routes === routes) return root.url;
    const withRoutes: [string, string][] =
      routes === undefined ? rootParams : [...rootParams, ["routes", JSON.stringify(routes)]];
    root = { routes, url: appendQuery(options.endpoint, withRoutes) };
    return root.url;
  };

  const cache = new LruCache<unknown>({
    capacity: options.cacheSize,
    maxWeight: options.cacheBytes ?? DEFAULT_CACHE_BYTES,
    now: options.now,
  });
  const http = createHttpClient({
    // Looked up per call, so a fetch installed after construction is still used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    cache,
    timeoutMs: options.timeoutMs,
    maxRetries: options.maxRetries,
    sleep: options.sleep,
  });

  async function getApi(): Promise<ApiRoot> {
    const url = rootUrl();
    return validate(apiRootSchema, await http.getJson(url, { defaultTtlMs: ROOT_CACHE_TTL_MS }), url);
  }

  function masterRef(root: ApiRoot): string {
    const master = root.refs.find((ref) => ref.isMasterRef);
    if (master === undefined) throw masterRefNotFoundError();
    return master.ref;
  }

  // Ref priority: explicit ref, then preview cookie, then experiment cookie, then master. `fromCookie`
  // marks a ref the visitor's browser chose: the service may have forgotten it since.
  async function chooseRef(
    refOptions: RefOptions,
    knownRoot?: ApiRoot,
  ): Promise<{ ref: string; fromCookie: boolean }> {
    const { ref, cookie } = refOptions;
    if (ref !== undefined && ref !== "") return { ref, fromCookie: false };
    const preview = cookie === undefined ? undefined : previewRefFromCookie(cookie, repositoryHosts);
    if (preview !== undefined) return { ref: preview, fromCookie: true };
    const root = knownRoot ?? (await getApi());
    const experiment =
      cookie === undefined ? undefined : experimentRefFromCookie(cookie, root.experiments.running);
    return experiment === undefined
      ? { ref: masterRef(root), fromCookie: false }
      : { ref: experiment, fromCookie: true };
  }

  /** A search, and the ref that answered it. */
  async function search(
    predicates: Predicates,
    queryOptions: QueryOptions,
  ): Promise<{ response: SearchResponse; ref: string }> {
    const q = toQueryValue(predicates);
    const formValues = optionsToFormValues(queryOptions);
    const root = await getApi();
    const form = root.forms.everything;
    if (form === undefined) throw missingFormError("everything");
    const at = async (ref: string) => {
      const values: [string, string][] = [["ref", ref]];
      if (q !== undefined) values.push(["q", q]);
      values.push(...formValues);
      const url = buildFormUrl(form, values);
      return validate(searchResponseSchema, await http.getJson(url), url);
    };
    const chosen = await chooseRef(queryOptions, root);
    const noted = (response: SearchResponse) => {
      options.onRead?.({
        q,
        orderings: formValues.find(([name]) => name === "orderings")?.[1],
        documents: response.results,
      });
      return response;
    };
    try {
      return { response: noted(await at(chosen.ref)), ref: chosen.ref };
    } catch (error) {
      // A cookie naming a ref the service no longer answers (a preview whose release was published or
      // deleted, an ended experiment) must not turn every page into an error for that visitor: they read
      // the published content instead. An explicit ref is the caller's own choice, so its failure is theirs.
      if (!chosen.fromCookie || !isRefGone(error)) throw error;
      const master = masterRef(root);
      return { response: noted(await at(master)), ref: master };
    }
  }

  async function query(predicates: Predicates, queryOptions: QueryOptions = {}): Promise<SearchResponse> {
    return (await search(predicates, queryOptions)).response;
  }

  async function queryFirst(predicates: Predicates, queryOptions: QueryOptions = {}) {
    const response = await query(predicates, { ...queryOptions, page: 1, pageSize: 1 });
    return response.results[0];
  }

  async function getByID(id: string, queryOptions: QueryOptions = {}) {
    const byId = predicate.at("document.id", id);
    requireIdentifier(id, byId);
    return queryFirst(byId, { ...queryOptions, lang: queryOptions.lang ?? "*" });
  }

  async function getByIDs(ids: readonly string[], queryOptions: QueryOptions = {}) {
    const byIds = predicate.in("document.id", ids);
    if (ids.length === 0) throw invalidQueryError(byIds);
    for (const id of ids) requireIdentifier(id, byIds);
    return query(byIds, { ...queryOptions, lang: queryOptions.lang ?? "*" });
  }

  async function getByUID(type: string, uid: string, queryOptions: QueryOptions = {}) {
    if (queryOptions.lang === "*") throw forbiddenUidLookupError();
    const byType = predicate.at("document.type", type);
    const byUid = predicate.at(`my.${type}.uid`, uid);
    requireIdentifier(type, byType);
    requireIdentifier(uid, byUid);
    return queryFirst([byType, byUid], queryOptions);
  }

  async function getSingle(type: string, queryOptions: QueryOptions = {}) {
    const byType = predicate.at("document.type", type);
    requireIdentifier(type, byType);
    return queryFirst(byType, queryOptions);
  }

  async function getAllByType(type: string, queryOptions: QueryOptions = {}) {
    const byType = predicate.at("document.type", type);
    requireIdentifier(type, byType);
    const first = await search(byType, { ...queryOptions, page: 1, pageSize: MAX_PAGE_SIZE });
    const documents: ContentDocument[] = [...first.response.results];
    let { next_page: next, results } = first.response;
    // Every later page at the ref that answered the first, so a publish halfway through cannot mix versions.
    for (let page = 2; next !== null && results.length > 0; page += 1) {
      const response = await query(byType, {
        ...queryOptions,
        ref: first.ref,
        page,
        pageSize: MAX_PAGE_SIZE,
      });
      documents.push(...response.results);
      // An empty page ends the walk even if a faulty server keeps announcing a next one.
      ({ next_page: next, results } = response);
    }
    return documents;
  }

  async function getBookmark(name: string, queryOptions: QueryOptions = {}) {
    const { bookmarks } = await getApi();
    const id = Object.hasOwn(bookmarks, name) ? bookmarks[name] : undefined;
    if (id === undefined) throw bookmarkNotFoundError();
    return getByID(id, queryOptions);
  }

  async function getTags(): Promise<string[]> {
    const form = (await getApi()).forms.tags;
    if (form === undefined) throw missingFormError("tags");
    let url = buildFormUrl(form, []);
    // Hosted repositories may not echo the token into the tags form; private ones still need it.
    const tokenDeclared = Object.hasOwn(form.fields, "access_token");
    if (accessToken !== undefined && accessToken !== "" && !tokenDeclared) {
      url = appendQuery(url, [["access_token", accessToken]]);
    }
    return validate(tagsSchema, await http.getJson(url), url);
  }

  async function refStatus(ref: string): Promise<RefStatus> {
    try {
      // A root the service will not give (a private repository without the token) says nothing of the ref.
      await getApi();
    } catch {
      return "unavailable";
    }
    try {
      await query([], { ref, pageSize: 1 });
      return "live";
    } catch (error) {
      return isRefGone(error) ? "gone" : "unavailable";
    }
  }

  return {
    getApi,
    resolveRef: async (refOptions = {}) => (await chooseRef(refOptions)).ref,
    query,
    queryFirst,
    getByID,
    getByIDs,
    getByUID,
    getSingle,
    getAllByType,
    getBookmark,
    getTags,
    previewRef: (cookie) => previewRefFromCookie(cookie, repositoryHosts),
    refStatus,
    forgetApiRoot: () => {
      cache.delete(rootUrl());
    },
  };
}
