import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { CSP_HASHES_FILE, type CspHashManifest, pageKey } from "./inline-scripts";

const manifestSchema = z.object({
  version: z.literal(1),
  pages: z.record(z.string(), z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]+=*$/))),
});

let manifest: CspHashManifest | undefined;

function load(): CspHashManifest {
  try {
    return manifestSchema.parse(
      JSON.parse(readFileSync(join(/* turbopackIgnore: true */ process.cwd(), CSP_HASHES_FILE), "utf8")),
    );
  } catch (error) {
    // Without it pre-rendered pages cannot run their inline scripts: say so loudly, once.
    console.error(`[csp] ${CSP_HASHES_FILE} is missing or invalid; run \`npm run build\`.`, error);
    return { version: 1, pages: {} };
  }
}

/** The hashes recorded at build time for a pre-rendered internal page (none for pages rendered on demand). */
export function pageScriptHashes(internalPathname: string): readonly string[] {
  manifest ??= load();
  return manifest.pages[pageKey(internalPathname)] ?? [];
}
