import "server-only";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  CSP_HASHES_FILE,
  type CspHashManifest,
  inlineScriptHashes,
  noteManifestWritten,
} from "./inline-scripts";

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/** Built pages: .next/server/app/<path>.html. */
function builtPages(projectRoot: string): [string, string][] {
  const appDir = join(projectRoot, ".next/server/app");
  return [...htmlFiles(appDir)].map((file) => [file, relative(appDir, file)]);
}

/** Pages Next rendered again (after a publish): .next/server/route-cache/APP_PAGE/<route>/$/<path>.html. */
function renderedAgain(projectRoot: string): [string, string][] {
  const cacheDir = join(projectRoot, ".next/server/route-cache/APP_PAGE");
  if (!existsSync(cacheDir)) return [];
  return readdirSync(cacheDir).flatMap((route) => {
    const pagesDir = join(cacheDir, route, "$");
    if (!existsSync(pagesDir)) return [];
    return [...htmlFiles(pagesDir)].map((file): [string, string] => [file, relative(pagesDir, file)]);
  });
}

/**
 * The inline-script hashes of every pre-rendered page as Next serves it now: the built page, or the
 * newer one it wrote when it rendered the page again after a publish.
 */
export function buildCspManifest(projectRoot: string): CspHashManifest {
  const newest = new Map<string, { file: string; modified: number }>();
  for (const [file, path] of [...builtPages(projectRoot), ...renderedAgain(projectRoot)]) {
    const key = `/${path.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`;
    const page = key === "/" ? "/" : key.replace(/\/$/, "");
    const modified = statSync(file).mtimeMs;
    const known = newest.get(page);
    if (!known || modified >= known.modified) newest.set(page, { file, modified });
  }
  const pages: Record<string, string[]> = {};
  for (const [page, { file }] of newest) pages[page] = inlineScriptHashes(readFileSync(file, "utf8"));
  return { version: 1, pages };
}

/** Writes the manifest the proxy reads (whole, then renamed into place: never half a file). */
export function writeCspManifest(projectRoot: string): CspHashManifest {
  const manifest = buildCspManifest(projectRoot);
  const target = join(projectRoot, CSP_HASHES_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest));
  renameSync(temporary, target);
  noteManifestWritten();
  return manifest;
}
