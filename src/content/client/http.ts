import "server-only";
import { DEFAULT_MAX_RETRIES, DEFAULT_RETRY_AFTER_MS } from "./constants";
import { InvalidResponseError, ResponseTimeoutError, UnexpectedStatusError } from "./errors";
import type { LruCache } from "./lru-cache";

/** The fetch shape the client needs; the site passes an in-process handler of the same shape. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpOptions {
  readonly fetch: FetchLike;
  /** Parsed JSON bodies keyed by URL. */
  readonly cache: LruCache<unknown>;
  /** Bounds each attempt (headers and body); without it requests may wait forever, as in v3. */
  readonly timeoutMs?: number | undefined;
  /** 429 answers retried before the 429 itself is raised. */
  readonly maxRetries?: number | undefined;
  readonly sleep?: ((ms: number) => Promise<void>) | undefined;
}

export interface GetJsonOptions {
  /** Used when the response carries no positive `max-age`; without either, nothing is stored. */
  readonly defaultTtlMs?: number;
}

export interface HttpClient {
  /** GETs JSON through the cache and the in-flight table; the body comes back unvalidated. */
  getJson(url: string, options?: GetJsonOptions): Promise<unknown>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds from `max-age=N` when N > 0; v3 reads nothing else from Cache-Control. */
export function maxAgeSeconds(cacheControl: string | null): number | undefined {
  const match = /(?:^|[,\s])max-age=(\d+)/i.exec(cacheControl ?? "");
  const seconds = match?.[1] === undefined ? 0 : Number.parseInt(match[1], 10);
  return seconds > 0 ? seconds : undefined;
}

/** Retry-After in seconds, or 1000 ms when it is missing or not a number (e.g. an HTTP date). */
export function retryAfterMs(header: string | null): number {
  if (header === null || header.trim() === "") return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS;
}

function parseJson(url: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InvalidResponseError(url, "the body is not JSON", { cause: error });
  }
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

export function createHttpClient(options: HttpOptions): HttpClient {
  const { cache, timeoutMs } = options;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const sleep = options.sleep ?? defaultSleep;
  const inFlight = new Map<string, Promise<unknown>>();

  async function attempt(url: string, signal: AbortSignal | undefined): Promise<Answer> {
    const response = await options.fetch(url, { headers: { Accept: "application/json" }, signal });
    // Reading the body on every status drains the connection so it can be reused.
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  }

  async function attemptWithTimeout(url: string): Promise<Answer> {
    if (timeoutMs === undefined) return attempt(url, undefined);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing as well as aborting: an injected handler may ignore the signal.
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new ResponseTimeoutError(url));
        controller.abort();
      }, timeoutMs);
    });
    try {
      return await Promise.race([attempt(url, controller.signal), expired]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function request(url: string, getOptions: GetJsonOptions): Promise<unknown> {
    for (let retries = 0; ; retries += 1) {
      const answer = await attemptWithTimeout(url);
      if (answer.status === 429 && retries < maxRetries) {
        await sleep(retryAfterMs(answer.headers.get("retry-after")));
        continue;
      }
      if (answer.status < 200 || answer.status > 299) throw new UnexpectedStatusError(answer.status, url);
      const body = parseJson(url, answer.text);
      const maxAge = maxAgeSeconds(answer.headers.get("cache-control"));
      const ttlMs = maxAge === undefined ? getOptions.defaultTtlMs : maxAge * 1000;
      if (ttlMs !== undefined && ttlMs > 0) cache.set(url, body, ttlMs, answer.text.length);
      return body;
    }
  }

  return {
    getJson(url, getOptions = {}) {
      const cached = cache.get(url);
      if (cached !== undefined) return Promise.resolve(cached);
      const pending = inFlight.get(url);
      if (pending !== undefined) return pending;
      const started = request(url, getOptions).finally(() => inFlight.delete(url));
      inFlight.set(url, started);
      return started;
    },
  };
}
