import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Editors own the case studies, the industries and the legal pages: their uids are content. A uid written into the code
 * (a route, a list, a lookup) would break when an editor renames or removes the document. Tests and the
 * seed-URL fixtures (tests/e2e/seed-urls.ts) name the seed's, which is what they are for.
 */
const root = join(import.meta.dirname, "../..");
const CODE_FOLDERS = ["src", "scripts"];
const CODE_FILE = /\.(?:ts|tsx|astro|mjs)$/;
const TEST_FILE = /\.(?:test|type-test|property\.test)\.tsx?$/;

/**
 * Files that may name a family's uid, and why. The specification fixes the forms' service options (five
 * families and their labels); a lead stores the option's value, the family's English uid, so the forms
 * keep them as their own list (a test beside it checks that each still names a published family).
 */
const ALLOWED: Readonly<Record<string, string>> = {
  "src/features/leads/schemas.ts": "the contact form's and the popup's service options",
};

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    const allowed = relative(root, path) in ALLOWED;
    return CODE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !allowed ? [path] : [];
  });
}

/**
 * A file without its imports and comments: a module named like a uid (`./cookies`) or an example in a
 * comment is no slug the site depends on.
 */
function codeOf(source: string): string {
  return source
    .split("\n")
    .filter(
      (line) => !/^\s*(?:import\b|export\b.*\bfrom\b|\/\/|\/?\*)/.test(line) && !/^\s*} from /.test(line),
    )
    .join("\n");
}

/** The uids of a type's documents in content/, in both languages. */
function uidsOf(type: string): string[] {
  const folder = join(root, "content", "documents", type);
  return readdirSync(folder).map(
    (file) => (JSON.parse(readFileSync(join(folder, file), "utf8")) as { uid: string }).uid,
  );
}

describe("the documents editors own", () => {
  it("have no uid in the code: no case study's, industry's, legal page's, service's or family's", () => {
    const types = ["case_study", "industry", "landing_page", "page", "service", "service_family"];
    const uids = [...new Set(types.flatMap(uidsOf))];
    expect(uids.length).toBeGreaterThan(10);
    // A uid as a string of its own or a path segment: "ank", 'ank', `ank`, /ank/.
    const written = new RegExp(`["'\`/](?:${uids.join("|")})["'\`/]`);
    const found = CODE_FOLDERS.flatMap((folder) => codeFiles(join(root, folder))).flatMap((file) => {
      const match = written.exec(codeOf(readFileSync(file, "utf8")));
      return match ? [`${relative(root, file)}: ${match[0]}`] : [];
    });
    expect(found).toEqual([]);
  });
});
