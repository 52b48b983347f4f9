import "server-only";
import { READ_ONLY_ALLOW } from "@/server/http/methods";
import { acceptsFormPost, FORM_PAGE_ALLOW } from "@/server/routing/route-request";

/**
 * What the production server refuses before the site (its files, the Astro app) sees a request: the
 * request line itself. Neither the files nor a route then meets a path it cannot decode, a TRACE, or a
 * page asked for with a method pages do not answer; each gets a bounded, plain answer, and dot segments
 * a redirect to the one canonical URL.
 */
export type GateVerdict =
  | { readonly kind: "pass" }
  | { readonly kind: "redirect"; readonly location: string }
  | {
      readonly kind: "refuse";
      readonly status: 400 | 405 | 501;
      readonly message: string;
      readonly allow?: string;
    };

/** Methods an Astro endpoint can answer, and TRACE (refused below); anything else (PROPFIND, BREW) is 501. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"]);
const PASS: GateVerdict = { kind: "pass" };

/** Longest request target looked at; Node already caps the whole header block at 16 KB. */
const MAX_TARGET_LENGTH = 8 * 1024;

// Control characters (C0, DEL, C1) have no business in a path, even percent-encoded.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function gateRequest(method: string | undefined, target: string | undefined): GateVerdict {
  const verb = (method ?? "").toUpperCase();
  if (!KNOWN_METHODS.has(verb)) return refuse(501, "Method not implemented");

  const sent = target ?? "";
  // A fragment is the browser's own, never sent: a target carrying one is another spelling of the page.
  const fragmentAt = sent.indexOf("#");
  const url = fragmentAt < 0 ? sent : sent.slice(0, fragmentAt);
  // Origin-form only ("/path?query"): absolute-form and "*" are for proxies, which this server is not.
  if (!url.startsWith("/") || url.startsWith("//") || url.length > MAX_TARGET_LENGTH) {
    return refuse(400, "Bad request target");
  }
  const queryAt = url.indexOf("?");
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? "" : url.slice(queryAt);

  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return refuse(400, "Malformed percent-encoding in the path");
  }
  // URLSearchParams reads a malformed escape as literal text (or U+FFFD), so a route would read something
  // other than what was sent.
  if (!isDecodable(query)) return refuse(400, "Malformed percent-encoding in the query");
  if (CONTROL.test(decoded) || rawPath.includes("\\")) return refuse(400, "Bad characters in the path");

  const isApi = rawPath.startsWith("/api/") || rawPath === "/api";
  // TRACE would echo the request (cookies included) back: never. An API's own Allow list is the route's.
  if (verb === "TRACE") {
    return isApi ? refuse(501, "Method not implemented") : refuse(405, "Method not allowed", READ_ONLY_ALLOW);
  }
  if (!isApi && verb !== "GET" && verb !== "HEAD") {
    // A page with its own form (the contact page without JavaScript) takes that form's POST; the
    // request pipeline answers it. Every other page stays read-only.
    const formPage = acceptsFormPost(rawPath);
    if (!formPage) return refuse(405, "Method not allowed", READ_ONLY_ALLOW);
    if (verb !== "POST") return refuse(405, "Method not allowed", FORM_PAGE_ALLOW);
  }

  const withoutDots = withoutDotSegments(rawPath);
  // Repeated slashes on a page path: one spelling per page (force-url). Astro's router would collapse
  // them silently and answer two URLs with one page.
  // Either way a redirect never starts with "//": that names another host to a client that does not
  // normalise the URL.
  // One spelling per page: a percent-escape of a character that needs none (/%63ontact/) is that
  // character, and the others are written in upper case, so every spelling of a page is one cache entry.
  const canonical = isApi
    ? withoutDots.replace(/^\/{2,}/, "/")
    : canonicalEscapes(withoutDots.replace(/\/{2,}/g, "/"));
  if (canonical !== rawPath || url !== sent) return { kind: "redirect", location: `${canonical}${query}` };
  return PASS;
}

/** RFC 3986 §2.3: characters a URI never needs to escape. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** RFC 3986 §6.2.2: unreserved characters decoded, every other escape in upper case. */
export function canonicalEscapes(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escaped, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escaped.toUpperCase();
  });
}

function isDecodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A segment that means "here" or "up", spelled plainly or percent-encoded. */
function isDotSegment(segment: string): boolean {
  const plain = segment.replace(/%2e/gi, ".");
  return plain === "." || plain === "..";
}

/** RFC 3986 §5.2.4 on the path's segments, keeping a trailing slash where the last segment was a dot. */
export function withoutDotSegments(path: string): string {
  const segments = path.split("/").slice(1);
  if (!segments.some(isDotSegment)) return path;
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (isDotSegment(segment)) {
      if (segment.replace(/%2e/gi, ".") === "..") kept.pop();
      if (last) kept.push("");
      return;
    }
    kept.push(segment);
  });
  return `/${kept.join("/")}`;
}

function refuse(status: 400 | 405 | 501, message: string, allow?: string): GateVerdict {
  return { kind: "refuse", status, message, ...(allow !== undefined && { allow }) };
}
