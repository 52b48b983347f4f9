import "server-only";
import { createHash } from "node:crypto";

/** Where `npm run build` records each pre-rendered page's inline-script hashes (scripts/csp-hashes.ts). */
export const CSP_HASHES_FILE = ".next/csp-hashes.json";

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
