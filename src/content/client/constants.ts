import "server-only";
/** The response cache holds 1000 entries (LRU). */
export const DEFAULT_CACHE_CAPACITY = 1000;

/**
 * …and at most 16 MB of answers' text (parsed, they take a few times that): with large documents a
 * thousand answers would hold hundreds of megabytes.
 */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

/** The API root is kept 5 s, short on purpose because refs change on every publish. */
export const ROOT_CACHE_TTL_MS = 5000;

/** The wait before retrying a 429 whose Retry-After is missing or not a number. */
export const DEFAULT_RETRY_AFTER_MS = 1000;

/** Bounds a server that answers 429 forever; past it the 429 surfaces as an unexpected status. */
export const DEFAULT_MAX_RETRIES = 10;

/** The largest page the API serves (pageSize 100), used to walk every page in as few requests as possible. */
export const MAX_PAGE_SIZE = 100;

export const PREVIEW_COOKIE = "io.prismic.preview";
export const EXPERIMENT_COOKIE = "io.prismic.experiment";
