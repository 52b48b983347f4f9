import "server-only";
/** Form posts are small; 32 KB holds the longest message (5,000 characters) several times over. */
export const MAX_BODY_BYTES = 32 * 1024;

export type BodyReadResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: "tooLarge" | "malformed" | "incomplete" };

/**
 * Reads a request body as UTF-8 text, at most `limit` bytes. A declared Content-Length over the limit
 * is refused before reading; the bytes are counted as they arrive too, because Content-Length can lie
 * and a chunked body has none. Reading stops at the first byte past the limit, so an endless body costs
 * at most `limit` bytes of memory. Bytes that are not UTF-8 are "malformed"; a body cut off is "incomplete".
 */
export async function readBody(request: Request, limit: number = MAX_BODY_BYTES): Promise<BodyReadResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    return { ok: false, reason: "tooLarge" };
  }
  if (!request.body) return { ok: true, text: "" };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away, or was too slow (the server's request time-out): an ordinary event on the
      // internet, not a fault of the site, and nobody is left to read the answer.
      return { ok: false, reason: "incomplete" };
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: "tooLarge" };
    }
    chunks.push(value);
  }

  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}
