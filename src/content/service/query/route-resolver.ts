import "server-only";
import type { ContentRoute, StoredDocument } from "@/content/service/types";
import type { DocumentIndex } from "./document-index";
import { isDocumentLink } from "./field-values";

const KEYWORD = /:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g;

function routeApplies(route: ContentRoute, document: StoredDocument): boolean {
  if (typeof route.type !== "string" || typeof route.path !== "string") return false;
  if (route.type !== document.type) return false;
  if (route.uid !== undefined && route.uid !== document.uid) return false;
  return route.lang === undefined || route.lang === document.lang;
}

/** Follows `a.b` Content Relationships from the document and returns the last linked document's uid. */
function resolverValue(
  document: StoredDocument,
  fieldPath: string,
  index: DocumentIndex,
): string | undefined {
  let current: StoredDocument | undefined = document;
  for (const field of fieldPath.split(".")) {
    const link: unknown = current?.data[field];
    current = isDocumentLink(link) ? index.byId.get(link.id) : undefined;
  }
  return current?.uid ?? undefined;
}

function keywordValue(
  keyword: string,
  route: ContentRoute,
  document: StoredDocument,
  index: DocumentIndex,
): string | undefined {
  const resolver = route.resolvers?.[keyword];
  if (typeof resolver === "string") return resolverValue(document, resolver, index);
  if (keyword === "uid") return document.uid ?? undefined;
  if (keyword === "lang") return document.lang;
  return undefined;
}

/**
 * Substitutes the path's keywords segment by segment. A segment whose optional keyword (`:parent?`) has
 * no value is dropped; a required keyword without a value leaves the document without a URL.
 */
function buildPath(route: ContentRoute, document: StoredDocument, index: DocumentIndex): string | null {
  const segments: string[] = [];
  for (const segment of route.path.split("/")) {
    let missingRequired = false;
    let missingOptional = false;
    const resolved = segment.replace(KEYWORD, (_match, keyword: string, optional: string | undefined) => {
      const value = keywordValue(keyword, route, document, index);
      if (value !== undefined && value !== "") return value;
      if (optional) missingOptional = true;
      else missingRequired = true;
      return "";
    });
    if (missingRequired) return null;
    if (!missingOptional) segments.push(resolved);
  }
  const path = segments.join("/");
  return path === "" ? "/" : path;
}

/**
 * The route resolver of the `routes` parameter: the first route whose type (and uid/lang when given)
 * match wins; no match means `url: null`. URLs are memoised because the same documents recur as link targets.
 */
export function createRouteResolver(
  routes: readonly ContentRoute[],
  index: DocumentIndex,
): (document: StoredDocument) => string | null {
  const cache = new Map<StoredDocument, string | null>();
  return (document) => {
    const cached = cache.get(document);
    if (cached !== undefined) return cached;
    const route = routes.find((candidate) => routeApplies(candidate, document));
    const url = route ? buildPath(route, document, index) : null;
    cache.set(document, url);
    return url;
  };
}
