/**
 * After `next build`: records the inline-script hashes of every pre-rendered page, so the proxy can send a
 * Content-Security-Policy without 'unsafe-inline' while the pages stay static (no per-request nonce).
 */
import { writeCspManifest } from "../src/server/security/csp-manifest";
import { CSP_HASHES_FILE } from "../src/server/security/inline-scripts";

const { pages } = writeCspManifest(process.cwd());
const counts = Object.values(pages).map((hashes) => hashes.length);
console.log(
  `CSP: ${counts.length} pre-rendered pages, ${Math.max(0, ...counts)} inline scripts at most, in ${CSP_HASHES_FILE}`,
);
