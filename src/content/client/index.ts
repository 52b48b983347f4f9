import "server-only";

export { DEFAULT_CACHE_CAPACITY, EXPERIMENT_COOKIE, PREVIEW_COOKIE, ROOT_CACHE_TTL_MS } from "./constants";
export type { ContentClient, ContentClientOptions, Predicates } from "./content-client";
export { createContentClient } from "./content-client";
export {
  ContentClientError,
  InvalidResponseError,
  ResponseTimeoutError,
  UnexpectedStatusError,
} from "./errors";
export type { FetchLike } from "./http";
export type { DateValue, PredicateValue } from "./predicates";
export { encodeValue, predicate } from "./predicates";
export type { Ordering, QueryOptions, RefOptions } from "./query-options";
export type { ApiRef, ApiRoot, ContentDocument, Experiment, SearchResponse } from "./schemas";
