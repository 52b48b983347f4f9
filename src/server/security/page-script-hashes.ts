import "server-only";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { CSP_HASHES_FILE, type CspHashManifest, manifestsWritten, pageKey } from "./inline-scripts";

const manifestSchema = z.object({
  version: z.literal(1),
  pages: z.record(z.string(), z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]+=*$/))),
});

/** How often the file is looked at again when another process may have rewritten it (see csp-manifest.ts). */
const RECHECK_MS = 1000;

let manifest: CspHashManifest | undefined;
let loadedVersion: number | undefined;
let loadedWrites = 0;
let checkedAt = 0;

function manifestPath(): string {
  return join(/* turbopackIgnore: true */ process.cwd(), CSP_HASHES_FILE);
}

function modifiedAt(): number | undefined {
  try {
    return statSync(manifestPath()).mtimeMs;
  } catch {
    return undefined;
  }
}

function load(): CspHashManifest {
  try {
    return manifestSchema.parse(JSON.parse(readFileSync(manifestPath(), "utf8")));
  } catch (error) {
    // Without it pre-rendered pages cannot run their inline scripts: say so loudly, once.
    console.error(`[csp] ${CSP_HASHES_FILE} is missing or invalid; run \`npm run build\`.`, error);
    return { version: 1, pages: {} };
  }
}

/**
 * The hashes recorded for a pre-rendered internal page (none for pages rendered on demand): at build time,
 * and again when a publish has rendered the pages anew.
 */
export function pageScriptHashes(internalPathname: string): readonly string[] {
  const now = Date.now();
  // This process rewrote it (after a publish): read it now, not up to a second later.
  if (manifestsWritten() !== loadedWrites) {
    loadedWrites = manifestsWritten();
    checkedAt = 0;
  }
  if (!manifest || now - checkedAt >= RECHECK_MS) {
    checkedAt = now;
    const version = modifiedAt();
    if (!manifest || version !== loadedVersion) {
      manifest = load();
      loadedVersion = version;
    }
  }
  return manifest.pages[pageKey(internalPathname)] ?? [];
}
