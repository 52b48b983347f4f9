import "server-only";
/**
 * Whether the request URL holds a percent sign that does not start an escape, or escapes that are not
 * UTF-8 (`%ZZ`, `%FF`, `%E0%A4%A`). URLSearchParams quietly turns those into U+FFFD, and decodeURIComponent
 * throws on them, so they are refused as a whole before any part of the URL is read.
 */
export function hasMalformedPercentEncoding(url: URL): boolean {
  const parts = [url.pathname, ...url.search.slice(1).split(/[&=]/)];
  try {
    for (const part of parts) decodeURIComponent(part.replaceAll("+", " "));
    return false;
  } catch {
    return true;
  }
}
