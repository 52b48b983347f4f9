import "server-only";
/** Pages, assets and images are read-only. */
export const READ_ONLY_ALLOW = "GET, HEAD";

/** A 405 that says what the resource does allow (RFC 9110 §15.5.6), for a method no handler serves. */
export function methodNotAllowed(allow: string): () => Response {
  return () =>
    new Response("Method not allowed\n", {
      status: 405,
      headers: { allow, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
}

/**
 * An endpoint's answers to the methods it does not serve with a handler of its own: OPTIONS lists the
 * methods it serves (and itself), any other method is a 405 with the same list. An endpoint exports them
 * as OPTIONS and ALL; the framework's own answer to a method nobody exported is a bare 404, and its
 * OPTIONS would not know which methods the resource serves.
 */
export function otherMethods(allow: string): {
  readonly OPTIONS: () => Response;
  readonly ALL: () => Response;
} {
  // One list for both: exactly the methods that get something other than a 405.
  const served = `${allow}, OPTIONS`;
  return {
    OPTIONS: () => new Response(null, { status: 204, headers: { allow: served } }),
    ALL: methodNotAllowed(served),
  };
}
