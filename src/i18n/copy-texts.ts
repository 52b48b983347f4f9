import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { CopyText } from "./copy-rules";

/**
 * The visible text of one language, for the copy checks (spanish-copy.test.ts, english-copy.test.ts):
 * every string field of every document in content/ (master and releases) and every message.
 */

const root = join(import.meta.dirname, "../..");

/**
 * Fields that hold no words a visitor reads: identifiers, slugs, links, icon names, rich-text plumbing,
 * and a case's `screens`, the product as the client shipped it, whose alt texts quote the product's own
 * words ("Email" on Mercado Pago's share sheet is Mercado Pago's).
 */
const NOT_COPY = new Set([
  "id",
  "uid",
  "type",
  "lang",
  "tags",
  "url",
  "link_type",
  "alternate_languages",
  "first_publication_date",
  "last_publication_date",
  "embed_url",
  "html",
  "provider_name",
  "spans",
  "icons",
  "services",
  "industry",
  "category",
  "screens",
]);

/** An address, a path or an e-mail address: not words. */
const ADDRESS = /^(?:https?:|mailto:|tel:|\/)|^[^\s@]+@[^\s@]+$/;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return path.endsWith(".json") ? [path] : [];
  });
}

/** Every string under `value` with its path (`data.row3_boxes[1].title`), fields in NOT_COPY skipped. */
function strings(value: unknown, path: string, skip: ReadonlySet<string>): Array<[string, string]> {
  if (typeof value === "string") return ADDRESS.test(value) ? [] : [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`, skip));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      skip.has(key) ? [] : strings(child, path ? `${path}.${key}` : key, skip),
    );
  }
  return [];
}

/** The documents of one language (`es-ar`, `en-us`), master and releases. */
export function contentTexts(lang: "es-ar" | "en-us"): CopyText[] {
  return jsonFiles(join(root, "content"))
    .filter((file) => file.endsWith(`.${lang}.json`))
    .flatMap((file) =>
      strings(JSON.parse(readFileSync(file, "utf8")), "", NOT_COPY).map(([field, text]) => ({
        file: relative(root, file),
        field,
        text,
      })),
    );
}

/** The UI strings of one language (messages/es.json, messages/en.json), by key. */
export function messageTexts(locale: "es" | "en"): CopyText[] {
  const file = `messages/${locale}.json`;
  return strings(JSON.parse(readFileSync(join(root, file), "utf8")), "", new Set()).map(([field, text]) => ({
    file,
    field,
    text,
  }));
}
