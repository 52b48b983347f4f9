import "server-only";
/**
 * Whether a Content-Type names JSON (application/json, any parameters, any case). Anything else is
 * refused with 415 before the body is read: a cross-site form post (text/plain, form-urlencoded)
 * cannot reach the handlers without a CORS preflight this way.
 */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [mediaType = "", ...parameters] = header.split(";");
  if (mediaType.trim().toLowerCase() !== "application/json") return false;
  // The body is decoded as UTF-8 (RFC 8259 §8.1); a declared other charset would be misread.
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith("charset="));
  return charset === undefined || /^charset="?utf-8"?$/.test(charset);
}
