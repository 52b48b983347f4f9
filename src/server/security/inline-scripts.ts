import "server-only";
import { createHash } from "node:crypto";

/** Where `npm run build` records each pre-rendered page's inline-script hashes (scripts/csp-hashes.ts). */
export const CSP_HASHES_FILE = ".next/csp-hashes.json";

// The proxy and the production server are separate module graphs in one process: the count of
// manifests written lives on globalThis, so the proxy reads a new one at once.
const WRITTEN = Symbol.for("lumbre.csp-manifests-written");

/** How many times this process has rewritten the manifest. */
export function manifestsWritten(): number {
  const count = (globalThis as Record<symbol, unknown>)[WRITTEN];
  return typeof count === "number" ? count : 0;
}

export function noteManifestWritten(): void {
  (globalThis as Record<symbol, unknown>)[WRITTEN] = manifestsWritten() + 1;
}

export interface CspHashManifest {
  readonly version: 1;
  /** Internal page path without its trailing slash ("/es/services/ux-audits") → `sha256-…` sources. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

// Script elements without a src: their text is what the browser hashes. Next escapes "</script" inside them.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\stype=["']?(?!text\/javascript|module|["'\s>])/i;

/** The CSP hash sources of a page's executable inline scripts (JSON-LD data blocks need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** The manifest key of an internal page path: "/es/services/ux-audits/" → "/es/services/ux-audits". */
export function pageKey(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+=*'$/;

/**
 * `csp` with its script-src hash sources replaced by `hashes`, the hashes of the page as it is served
 * now: a page Next renders again after a publish carries the new content in its inline scripts, so the
 * hashes recorded at build time no longer match it. A policy without hash sources (a page rendered on
 * demand, with a nonce) comes back unchanged.
 */
export function withScriptHashes(csp: string, hashes: readonly string[]): string {
  return csp
    .split(";")
    .map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (name !== "script-src" || !sources.some((source) => HASH_SOURCE.test(source))) return part.trim();
      const others = sources.filter((source) => !HASH_SOURCE.test(source));
      const self = others.filter((source) => source === "'self'");
      const rest = others.filter((source) => source !== "'self'");
      return [name, ...self, ...hashes.map((hash) => `'${hash}'`), ...rest].join(" ");
    })
    .join("; ");
}
