import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Server modules read secrets (env), the database and the file system; an island that reaches one would put
// that code in the browser bundle, whose build then fails (src/site/integrations/server-only-guard.ts). This
// test makes a forgotten guard, or an island's import of a guarded module, fail first, with the path.

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

const GUARD = /^import "server-only";$/m;
const isModule = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

function guardedModules(): string[] {
  const inFolders = serverFolders.flatMap((folder) => filesUnder(path.join(root, folder)));
  return [...inFolders.filter(isModule).map(relative), ...serverFiles].filter(
    (file) => !file.includes("/testing/"),
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

const FRONTMATTER = /^---\n([\s\S]*?)\n---/;
const BINDINGS = /(?:^|\n)\s*import\s+(?!type\s)([^;]*?)\s+from\s+"([^"]+)"/g;

/** The names an .astro file's frontmatter imports (type-only ones aside), each with the file it names. */
function componentImports(file: string, text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of (FRONTMATTER.exec(text)?.[1] ?? "").matchAll(BINDINGS)) {
    const [, clause = "", specifier = ""] = match;
    const resolved = resolveImport(file, specifier);
    if (resolved === undefined) continue;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? "";
    const names = [
      ...named.split(",").map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? "",
      ),
      clause
        .replace(/\{[^}]*\}/, "")
        .replace(/,/g, "")
        .trim(),
    ];
    for (const name of names) if (/^[A-Z]\w*$/.test(name)) found.set(name, resolved);
  }
  return found;
}

/** Each `<Tag …>` of an .astro file's markup: its name and everything up to its closing `>`. */
function* openingTags(text: string): Generator<{ name: string; tag: string }> {
  for (const match of text.matchAll(/<([A-Z][\w.]*)/g)) {
    let depth = 0;
    let quote: string | undefined;
    let end = match.index + match[0].length;
    for (; end < text.length; end += 1) {
      const char = text[end];
      if (quote !== undefined) {
        if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'" || char === "`") quote = char;
      else if (char === "{") depth += 1;
      else if (char === "}") depth -= 1;
      else if (char === ">" && depth === 0) break;
    }
    yield { name: match[1] ?? "", tag: text.slice(match.index, end) };
  }
}

/**
 * The islands: the modules of the components the site's .astro files mount with a client: directive,
 * the only React that reaches the browser. Everything else renders on the server.
 */
function islands(): string[] {
  const found = new Set<string>();
  for (const file of filesUnder(path.join(src, "site")).filter((name) => name.endsWith(".astro"))) {
    const text = readFileSync(file, "utf8");
    const imports = componentImports(file, text);
    const markup = text.replace(FRONTMATTER, "");
    for (const { name, tag } of openingTags(markup)) {
      if (!/\sclient:[a-z]/.test(tag)) continue;
      const module = imports.get(name.split(".")[0] ?? "");
      if (module === undefined) throw new Error(`${relative(file)}: the island <${name}> is not imported`);
      found.add(module);
    }
  }
  return [...found];
}

describe("server-only guard", () => {
  it("marks every server module", () => {
    const guarded = guardedModules();
    expect(guarded.length).toBeGreaterThan(100);
    const missing = guarded.filter((file) => !GUARD.test(readFileSync(path.join(root, file), "utf8")));
    expect(missing).toEqual([]);
  });

  it("lets no island reach a guarded module through its imports", () => {
    const entries = islands();
    expect(entries.length).toBeGreaterThan(10);
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
    for (const entry of entries) walk(entry, []);
    expect(leaks).toEqual([]);
  });
});
