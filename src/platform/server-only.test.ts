import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Server modules read secrets (env), the database and the file system; a client component that reaches one
// would put that code in the browser bundle. `import "server-only"` makes such a build fail; this test makes
// a forgotten guard fail first, with the file's name.

const root = path.resolve(__dirname, "../..");
const src = path.join(root, "src");

const serverFolders = [
  "src/server",
  "src/platform",
  "src/content/service",
  "src/content/client",
  "src/content/read",
];
const serverFiles = [
  "src/content/source.ts",
  "src/content/queries.ts",
  "src/features/preview/open-preview.ts",
  "src/features/preview/preview-route.ts",
  "src/features/preview/preview-session.ts",
  "src/features/preview/start-preview.ts",
  "src/features/seo/page-json-ld.ts",
  "src/features/seo/load-site-pages.ts",
];
// next.config.ts loads these while Next starts, outside its server layer, where "server-only" throws.
// They hold no secret: header builders and a manifest reader.
const readByNextConfig = new Set([
  "src/server/images/linked-variants.ts",
  "src/server/images/response-headers.ts",
  "src/server/security/content-security-policy.ts",
  "src/server/security/security-headers.ts",
]);

const GUARD = /^import "server-only";$/m;
const isModule = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");
const allSources = filesUnder(src).filter(isModule);

function guardedModules(): string[] {
  const inFolders = serverFolders.flatMap((folder) => filesUnder(path.join(root, folder)));
  return [...inFolders.filter(isModule).map(relative), ...serverFiles].filter(
    (file) => !readByNextConfig.has(file) && !file.includes("/testing/"),
  );
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this spelling; try the next
    }
  }
  return undefined;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    // Type-only imports vanish at compile time and cannot carry server code to the browser.
    if (specifier === undefined || /^\s*(?:import|export)\s+type\s/.test(match[0].trimStart())) continue;
    const resolved = resolveImport(file, specifier);
    if (resolved !== undefined) found.push(resolved);
  }
  return found;
}

describe("server-only guard", () => {
  it("marks every server module", () => {
    const guarded = guardedModules();
    expect(guarded.length).toBeGreaterThan(100);
    const missing = guarded.filter((file) => !GUARD.test(readFileSync(path.join(root, file), "utf8")));
    expect(missing).toEqual([]);
  });

  it("keeps the modules next.config.ts reads free of secrets", () => {
    for (const file of readByNextConfig) {
      const text = readFileSync(path.join(root, file), "utf8");
      expect(text, file).not.toMatch(/platform\/(env|secrets)|server\/db/);
    }
  });

  it("lets no client component reach a guarded module through static imports", () => {
    const clientEntries = allSources.filter((file) =>
      /^["']use client["'];?/m.test(readFileSync(file, "utf8")),
    );
    expect(clientEntries.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    const seen = new Set<string>();
    const walk = (file: string, trail: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (GUARD.test(readFileSync(file, "utf8"))) {
        leaks.push([...trail, file].map(relative).join(" → "));
        return;
      }
      for (const next of importsOf(file)) walk(next, [...trail, file]);
    };
    for (const entry of clientEntries) walk(entry, []);
    expect(leaks).toEqual([]);
  });
});
