/**
 * After `next build`: records the inline-script hashes of every pre-rendered page, so the proxy can send a
 * Content-Security-Policy without 'unsafe-inline' while the pages stay static (no per-request nonce).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  CSP_HASHES_FILE,
  type CspHashManifest,
  inlineScriptHashes,
} from "../src/server/security/inline-scripts";

const root = join(process.cwd(), ".next/server/app");

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

const pages: Record<string, string[]> = {};
for (const file of htmlFiles(root)) {
  const key = `/${relative(root, file)
    .replace(/\.html$/, "")
    .replace(/(^|\/)index$/, "")}`;
  pages[key === "/" ? "/" : key.replace(/\/$/, "")] = inlineScriptHashes(readFileSync(file, "utf8"));
}
const manifest: CspHashManifest = { version: 1, pages };
writeFileSync(CSP_HASHES_FILE, JSON.stringify(manifest));
const counts = Object.values(pages).map((hashes) => hashes.length);
console.log(
  `CSP: ${counts.length} pre-rendered pages, ${Math.max(0, ...counts)} inline scripts at most, in ${CSP_HASHES_FILE}`,
);
