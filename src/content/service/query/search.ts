import "server-only";
import {
  DEFAULT_PAGE_SIZE,
  MASTER_LANGUAGE,
  MAX_PAGE_SIZE,
  type ParsingErrorBody,
  type ResultDocument,
  type SearchParams,
  type StoredDocument,
} from "@/content/service/types";
import type { Predicate } from "./ast";
import { type DocumentIndex, indexDocuments } from "./document-index";
import { filterDocuments } from "./evaluate";
import { type FieldSelection, parseFieldList, selectFields } from "./field-list";
import { enrichLinks, type LinkContext } from "./link-enrichment";
import { type Ordering, parseOrderings, sortDocuments } from "./orderings";
import { parsePredicates } from "./parse-predicates";
import { QueryParseError, toParsingErrorBody } from "./query-parse-error";
import { createRouteResolver } from "./route-resolver";
import { assertKnownFields } from "./validate-fields";

export interface SearchOptions {
  hrefFor(document: StoredDocument): string;
}

export interface SearchSuccess {
  readonly ok: true;
  readonly page: number;
  readonly pageSize: number;
  readonly totalResults: number;
  readonly totalPages: number;
  readonly results: ResultDocument[];
}

export interface SearchFailure {
  readonly ok: false;
  readonly error: ParsingErrorBody;
}

export type SearchOutcome = SearchSuccess | SearchFailure;

interface ParsedQuery {
  readonly predicates: readonly Predicate[];
  readonly orderings: readonly Ordering[];
}

function parseQuery(params: SearchParams, index: DocumentIndex): ParsedQuery {
  const queries = Array.isArray(params.q) ? params.q.filter((q) => typeof q === "string") : [];
  const predicates = queries.flatMap((query) => {
    const parsed = parsePredicates(query);
    assertKnownFields(parsed, index);
    return parsed;
  });
  const orderings = typeof params.orderings === "string" ? parseOrderings(params.orderings) : [];
  return { predicates, orderings };
}

function inLanguage(
  documents: readonly StoredDocument[],
  lang: string | undefined,
): readonly StoredDocument[] {
  if (lang === "*") return documents;
  const wanted = lang ?? MASTER_LANGUAGE;
  return documents.filter((document) => document.lang === wanted);
}

/** The caller validates numbers already; clamping again keeps the engine safe on its own. */
function pagination(params: SearchParams): { page: number; pageSize: number } {
  const page = Number.isFinite(params.page) && params.page >= 1 ? Math.floor(params.page) : 1;
  const size = Number.isFinite(params.pageSize) ? Math.floor(params.pageSize) : DEFAULT_PAGE_SIZE;
  return { page, pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, size)) };
}

function afterDocument(
  ordered: readonly StoredDocument[],
  after: string | undefined,
): readonly StoredDocument[] {
  if (after === undefined) return ordered;
  const position = ordered.findIndex((document) => document.id === after);
  // An id that is not in the result list leaves nothing "after" it.
  return position === -1 ? [] : ordered.slice(position + 1);
}

interface Shaping {
  readonly fetch: FieldSelection | undefined;
  readonly links: LinkContext;
  readonly hrefFor: (document: StoredDocument) => string;
}

function toResult(document: StoredDocument, shaping: Shaping): ResultDocument {
  const { links } = shaping;
  return {
    id: document.id,
    uid: document.uid,
    url: links.urlOf ? links.urlOf(document) : null,
    type: document.type,
    href: shaping.hrefFor(document),
    tags: document.tags,
    first_publication_date: document.first_publication_date,
    last_publication_date: document.last_publication_date,
    slugs: document.uid ? [document.uid] : [],
    linked_documents: [],
    lang: document.lang,
    alternate_languages: document.alternate_languages,
    data: enrichLinks(selectFields(document.type, document.data, shaping.fetch), links),
  };
}

/**
 * The search endpoint's engine (GET /api/v2/documents/search): filters by language and predicates,
 * orders, applies `after`, paginates, and shapes the page's documents (fetch, fetchLinks, routes). A bad
 * `q` or `orderings` comes back as Prismic's parsing-error body instead of a throw.
 */
export function searchDocuments(
  documents: readonly StoredDocument[],
  params: SearchParams,
  options: SearchOptions,
): SearchOutcome {
  const index = indexDocuments(documents);
  let query: ParsedQuery;
  try {
    query = parseQuery(params, index);
  } catch (error) {
    if (error instanceof QueryParseError) return { ok: false, error: toParsingErrorBody(error) };
    throw error;
  }

  const filtered = filterDocuments(inLanguage(documents, params.lang), query.predicates, index);
  const ordered = sortDocuments(filtered.documents, query.orderings, filtered.rank);
  const remaining = afterDocument(ordered, params.after);
  const { page, pageSize } = pagination(params);
  const start = (page - 1) * pageSize;
  const routes = Array.isArray(params.routes) && params.routes.length > 0 ? params.routes : undefined;
  const links: LinkContext = {
    index,
    fetchLinks: parseFieldList(params.fetchLinks),
    urlOf: routes ? createRouteResolver(routes, index) : undefined,
    brokenRoute: typeof params.brokenRoute === "string" ? params.brokenRoute : undefined,
  };
  const shaping: Shaping = {
    fetch: parseFieldList(params.fetch),
    links,
    hrefFor: (document) => options.hrefFor(document),
  };
  return {
    ok: true,
    page,
    pageSize,
    totalResults: remaining.length,
    totalPages: Math.ceil(remaining.length / pageSize),
    results: remaining.slice(start, start + pageSize).map((document) => toResult(document, shaping)),
  };
}
