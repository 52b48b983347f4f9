import "server-only";
/** Pages, assets and images are read-only. */
export const READ_ONLY_ALLOW = "GET, HEAD";

/**
 * A 405 that says what the resource does allow (RFC 9110 §15.5.6); Next's own 405 for a method a route
 * does not export has no Allow header, so each API route exports this for the methods it refuses.
 */
export function methodNotAllowed(allow: string): () => Response {
  return () =>
    new Response("Method not allowed\n", {
      status: 405,
      headers: { allow, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
}
