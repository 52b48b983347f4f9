import "server-only";
import type { ContentPath, Predicate } from "./ast";
import type { DocumentIndex } from "./document-index";
import { queryParseError } from "./query-parse-error";

function isKnownPath(path: ContentPath, index: DocumentIndex): boolean {
  if (path.kind !== "field" && path.kind !== "uid") return true;
  const type = index.types.get(path.type);
  if (!type) return false;
  if (path.kind === "uid") return true;
  const subfields = type.fields.get(path.field);
  if (!subfields) return false;
  if (path.subfield === undefined) return true;
  if (subfields.has(path.subfield)) return true;
  // Only an always-empty group leaves the sub-field unknowable; give it the benefit of the doubt.
  return type.groups.has(path.field) && !type.groupsWithItems.has(path.field);
}

/**
 * Prismic answers 400 for `my.<type>.<field>` when the type has no such field, or no documents at all
 * (nuxt-modules/prismic#143). The field set is taken from the documents themselves.
 */
export function assertKnownFields(predicates: readonly Predicate[], index: DocumentIndex): void {
  for (const predicate of predicates) {
    if (!("path" in predicate) || isKnownPath(predicate.path, index)) continue;
    const { name, query, pathText, pathOffset, nameOffset } = predicate.source;
    throw queryParseError(
      `[function ${name}(..)] unexpected field '${pathText ?? ""}'`,
      query,
      pathOffset ?? nameOffset,
    );
  }
}
