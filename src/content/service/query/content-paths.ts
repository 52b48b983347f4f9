import "server-only";
import type { ContentPath } from "./ast";

const DOCUMENT_PATHS: Readonly<Record<string, ContentPath>> = {
  document: { kind: "document" },
  "document.id": { kind: "document.id" },
  "document.type": { kind: "document.type" },
  "document.tags": { kind: "document.tags" },
  "document.first_publication_date": { kind: "document.first_publication_date" },
  "document.last_publication_date": { kind: "document.last_publication_date" },
};

/** Reads a dotted path (`document.id`, `my.<type>.<field>`...); undefined when the API knows no such path. */
export function parseContentPath(text: string): ContentPath | undefined {
  // Own keys only: "constructor" or "__proto__" are not paths, whatever Object.prototype holds.
  const known = Object.hasOwn(DOCUMENT_PATHS, text) ? DOCUMENT_PATHS[text] : undefined;
  if (known) return known;
  const [root, type, field, subfield, ...rest] = text.split(".");
  if (root !== "my" || !type || !field || subfield === "" || rest.length > 0) return undefined;
  if (field === "uid" && subfield === undefined) return { kind: "uid", type };
  return { kind: "field", type, field, subfield };
}

/** The custom type a `my.<type>…` path implicitly restricts results to. */
export function restrictedType(path: ContentPath): string | undefined {
  return path.kind === "field" || path.kind === "uid" ? path.type : undefined;
}
