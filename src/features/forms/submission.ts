/**
 * Sending a form to the API: JSON with an Idempotency-Key, so a retry of the same
 * submission (a lost answer, a connection that came back) is stored once. A changed form is a new
 * submission with a new key: reusing the old one would be refused as a mismatch.
 */

export type PostResult<Data> =
  | { readonly kind: "ok"; readonly data: Data }
  /** 400: the server's per-field messages, already in the visitor's language. */
  | { readonly kind: "invalid"; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  /** Any other refusal (409 slot taken, 429, 503 …) with the server's localized message and code. */
  | { readonly kind: "refused"; readonly status: number; readonly code: string; readonly message: string }
  /** No answer at all while the browser says it is offline. */
  | { readonly kind: "offline" }
  /** No answer, or one that is not ours (a proxy's error page). */
  | { readonly kind: "failed" };

export interface ApiErrorBody {
  readonly error?: unknown;
  readonly message?: unknown;
  readonly fields?: unknown;
}

/** Reads the answer of a POST into a result; never throws. */
export function readAnswer<Data>(status: number, body: unknown): PostResult<Data> {
  if (status >= 200 && status < 300) return { kind: "ok", data: body as Data };
  const error = (typeof body === "object" && body !== null ? body : {}) as ApiErrorBody;
  const message = typeof error.message === "string" ? error.message : undefined;
  const code = typeof error.error === "string" ? error.error : undefined;
  if (!message || !code) return { kind: "failed" };
  if (status === 400 && code === "invalid") {
    return { kind: "invalid", message, fields: stringRecord(error.fields) };
  }
  return { kind: "refused", status, code, message };
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** A fresh key: crypto.randomUUID where the page is a secure context, random bytes otherwise. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/** Keeps the key of the last submission and hands it out again only for the very same body. */
export function createKeyKeeper(makeKey: () => string = newIdempotencyKey) {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(body: string): string {
      if (last?.body !== body) last = { body, key: makeKey() };
      return last.key;
    },
    /** After a definitive answer the next submission, even an identical one, is a new request. */
    forget(): void {
      last = undefined;
    },
  };
}

export async function postJson<Data>(url: string, body: string, key: string, signal?: AbortSignal) {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body,
      signal,
    });
    const answer: unknown = await response.json().catch(() => undefined);
    return readAnswer<Data>(response.status, answer);
  } catch {
    return (navigator.onLine === false ? { kind: "offline" } : { kind: "failed" }) as PostResult<Data>;
  }
}

/** Resolves when the browser is back online (at once if it is), or never once `signal` aborts. */
export function whenOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine !== false) {
      resolve();
      return;
    }
    const done = () => {
      window.removeEventListener("online", done);
      if (!signal.aborted) resolve();
    };
    window.addEventListener("online", done);
    signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * Posts once the browser is online and, when the connection drops before an answer, again as soon as it
 * is back, with the same key. `onWaiting` tells the form to say so; the typed input stays untouched.
 */
export async function postWhenOnline<Data>(
  url: string,
  body: string,
  key: string,
  options: { readonly signal: AbortSignal; readonly onWaiting: () => void },
): Promise<PostResult<Data>> {
  for (;;) {
    if (navigator.onLine === false) {
      options.onWaiting();
      await whenOnline(options.signal);
    }
    if (options.signal.aborted) return { kind: "failed" };
    const result = await postJson<Data>(url, body, key, options.signal);
    if (result.kind !== "offline") return result;
  }
}
