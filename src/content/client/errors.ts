import "server-only";
/**
 * Every error the content client raises; messages are those of the v3 client (prismic-javascript),
 * verbatim, e.g. 'Unexpected status code [404] on URL …'.
 */
export class ContentClientError extends Error {
  override name = "ContentClientError";
}

/** A non-2xx answer from the content service. */
export class UnexpectedStatusError extends ContentClientError {
  override name = "UnexpectedStatusError";
  readonly status: number;
  readonly url: string;

  constructor(status: number, url: string) {
    super(`Unexpected status code [${status}] on URL ${url}`);
    this.status = status;
    this.url = url;
  }
}

/**
 * Statuses the Content API gives a ref it will not answer: 401/403 not exposed to this
 * client, 404 unknown (or an expired preview token), 410 expired.
 */
const REF_GONE_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 410]);

/** Whether a search failed because of its ref rather than the service. */
export function isRefGone(error: unknown): boolean {
  return error instanceof UnexpectedStatusError && REF_GONE_STATUSES.has(error.status);
}

/** Raised only when a timeout is configured and the answer (headers and body) took longer. */
export class ResponseTimeoutError extends ContentClientError {
  override name = "ResponseTimeoutError";
  readonly url: string;

  constructor(url: string) {
    super(`${url} response timeout`);
    this.url = url;
  }
}

/** A 2xx answer whose JSON does not have the shape the protocol promises. */
export class InvalidResponseError extends ContentClientError {
  override name = "InvalidResponseError";
  readonly url: string;

  constructor(url: string, detail: string, options?: ErrorOptions) {
    super(`Invalid response from ${url}: ${detail}`, options);
    this.url = url;
  }
}

export function forbiddenUidLookupError(): ContentClientError {
  return new ContentClientError("FORBIDDEN. You can't use getByUID with *, use the predicates instead.");
}

export function unknownFieldError(name: string): ContentClientError {
  return new ContentClientError(`Unknown field ${name}`);
}

export function invalidQueryError(query: string): ContentClientError {
  return new ContentClientError(`Invalid query : ${query}`);
}

export function missingFormError(form: "everything" | "tags"): ContentClientError {
  return new ContentClientError(`Missing ${form} form`);
}

export function masterRefNotFoundError(): ContentClientError {
  return new ContentClientError("Master ref could not be found.");
}

export function bookmarkNotFoundError(): ContentClientError {
  return new ContentClientError("Error retrieving bookmarked id");
}

export function encodeError(value: unknown): ContentClientError {
  return new ContentClientError(`Unable to encode ${describe(value)} of type ${typeof value}`);
}

// String() throws for objects without a prototype; the message must still be built.
function describe(value: unknown): string {
  try {
    return String(value);
  } catch {
    return "[object]";
  }
}
