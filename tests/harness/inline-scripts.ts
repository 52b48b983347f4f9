// What a browser checks a page's inline scripts and styles against: their hashes, for tests that compare
// a page with the policy it was served with.
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** JSON-LD and other data blocks are not run, so no policy applies; speculation rules are run. */
const DATA_BLOCK = /\stype=["']?(?!text\/javascript|module|speculationrules|["'\s>])/i;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The CSP hash sources of a page's executable inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!DATA_BLOCK.test(attributes)) hashes.add(sha256(body));
  }
  return [...hashes];
}

/** The CSP hash sources of a page's <style> elements. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => sha256(body)))];
}
