import "server-only";
import type { StoredDocument } from "@/content/service/types";
import type { ContentPath, DatePath, Predicate, Scalar } from "./ast";
import { restrictedType } from "./content-paths";
import {
  dateArgument,
  datePartOf,
  isAfter,
  isBefore,
  isBetween,
  isSameDate,
  parseIsoDate,
  timeOf,
} from "./dates";
import type { DocumentIndex } from "./document-index";
import { collectText, comparableValue, documentText, fieldValues, isFilled } from "./field-values";
import { asGeoPoint, distanceKm } from "./geo";
import { similarityScorer } from "./similarity";

export interface CompiledPredicate {
  readonly matches: (document: StoredDocument) => boolean;
  /** Order imposed by the predicate itself (in, similar, geopoint.near); lower comes first. */
  readonly rank: ((document: StoredDocument) => number) | undefined;
}

type Test = (document: StoredDocument) => boolean;

function pathValues(document: StoredDocument, path: ContentPath): readonly unknown[] {
  switch (path.kind) {
    case "document":
      return [];
    case "document.id":
      return [document.id];
    case "document.type":
      return [document.type];
    case "document.tags":
      return document.tags;
    case "document.first_publication_date":
      return [document.first_publication_date];
    case "document.last_publication_date":
      return [document.last_publication_date];
    case "uid":
      return document.type === path.type ? [document.uid] : [];
    case "field":
      return fieldValues(document, path);
  }
}

function isDocumentDate(path: ContentPath): boolean {
  return path.kind === "document.first_publication_date" || path.kind === "document.last_publication_date";
}

/** Equality for at/any: exact, or the same instant/day when both sides are dates (Date and Timestamp fields). */
function valueEquals(stored: unknown, expected: Scalar): boolean {
  const comparable = comparableValue(stored);
  if (comparable === expected) return true;
  if (typeof comparable !== "string" || typeof expected === "boolean") return false;
  const storedTime = parseIsoDate(comparable)?.time;
  const date = storedTime === undefined ? undefined : dateArgument(expected);
  return storedTime !== undefined && date !== undefined && isSameDate(storedTime, date);
}

function equalsTest(path: ContentPath, expected: Scalar | readonly Scalar[]): Test {
  if (path.kind === "document.tags") {
    const tags = typeof expected === "object" ? expected : [expected];
    return (document) => tags.every((tag) => typeof tag === "string" && document.tags.includes(tag));
  }
  if (typeof expected === "object") return () => false;
  if (isDocumentDate(path)) {
    const date = dateArgument(expected);
    return (document) => {
      const time = timeOf(pathValues(document, path)[0]);
      return date !== undefined && time !== undefined && isSameDate(time, date);
    };
  }
  return (document) => pathValues(document, path).some((value) => valueEquals(value, expected));
}

function anyTest(path: ContentPath, candidates: readonly Scalar[]): Test {
  const tests = candidates.map((candidate) => equalsTest(path, candidate));
  return (document) => tests.some((test) => test(document));
}

function hasTest(path: ContentPath): Test {
  switch (path.kind) {
    case "document":
    case "document.id":
    case "document.type":
      return () => true;
    case "document.tags":
      return (document) => document.tags.length > 0;
    default:
      return (document) => pathValues(document, path).some(isFilled);
  }
}

/**
 * Applies the implicit `my.<type>` restriction in front of a test: has, missing, number.* and date.* on a
 * `my.<type>…` path match only documents of that type.
 */
function withinType(path: ContentPath, test: Test): Test {
  const type = restrictedType(path);
  return type === undefined ? test : (document) => document.type === type && test(document);
}

function dateTest(path: DatePath, check: (time: number) => boolean): Test {
  return (document) =>
    pathValues(document, path).some((value) => {
      const time = timeOf(value);
      return time !== undefined && check(time);
    });
}

function fulltextTest(predicate: Extract<Predicate, { kind: "fulltext" }>): Test {
  const { path, terms } = predicate;
  if (path.kind === "document") {
    return (document) => {
      const text = documentText(document);
      return terms.every((term) => text.includes(term));
    };
  }
  return (document) => {
    const parts: string[] = [];
    for (const value of pathValues(document, path)) collectText(value, parts);
    const text = parts.join("\n").toLowerCase();
    return parts.length > 0 && terms.every((term) => text.includes(term));
  };
}

function positionRank(path: ContentPath, values: readonly string[]): CompiledPredicate {
  const positions = new Map<string, number>();
  values.forEach((value, position) => {
    if (!positions.has(value)) positions.set(value, position);
  });
  const keyOf = (document: StoredDocument) => (path.kind === "uid" ? document.uid : document.id);
  return {
    matches: withinType(path, (document) => positions.has(keyOf(document) ?? "")),
    rank: (document) => positions.get(keyOf(document) ?? "") ?? Number.POSITIVE_INFINITY,
  };
}

function nearRank(predicate: Extract<Predicate, { kind: "geopoint.near" }>): CompiledPredicate {
  const origin = { latitude: predicate.latitude, longitude: predicate.longitude };
  const nearest = (document: StoredDocument) => {
    let best = Number.POSITIVE_INFINITY;
    for (const value of fieldValues(document, predicate.path)) {
      const point = asGeoPoint(value);
      if (point) best = Math.min(best, distanceKm(origin, point));
    }
    return best;
  };
  return { matches: (document) => nearest(document) <= predicate.radiusKm, rank: nearest };
}

function similarRank(
  predicate: Extract<Predicate, { kind: "similar" }>,
  index: DocumentIndex,
): CompiledPredicate {
  const target = index.byId.get(predicate.documentId);
  if (!target) return { matches: () => false, rank: undefined };
  const score = similarityScorer(target, index.byType.get(target.type) ?? [], predicate.maxDocuments);
  return { matches: (document) => score(document) > 0, rank: (document) => -score(document) };
}

function numberTest(path: ContentPath, check: (value: number) => boolean): Test {
  return (document) => pathValues(document, path).some((value) => typeof value === "number" && check(value));
}

function simpleTest(predicate: Predicate): Test {
  switch (predicate.kind) {
    case "at":
      return withinType(predicate.path, equalsTest(predicate.path, predicate.value));
    case "not": {
      const equals = equalsTest(predicate.path, predicate.value);
      return withinType(predicate.path, (document) => !equals(document));
    }
    case "any":
      return withinType(predicate.path, anyTest(predicate.path, predicate.values));
    case "fulltext":
      return fulltextTest(predicate);
    case "has":
      return withinType(predicate.path, hasTest(predicate.path));
    case "missing": {
      const has = hasTest(predicate.path);
      return withinType(predicate.path, (document) => !has(document));
    }
    case "number.lt":
      return numberTest(predicate.path, (value) => value < predicate.value);
    case "number.gt":
      return numberTest(predicate.path, (value) => value > predicate.value);
    case "number.inRange":
      return numberTest(predicate.path, (value) => value >= predicate.low && value <= predicate.high);
    case "date.after":
      return dateTest(predicate.path, (time) => isAfter(time, predicate.date));
    case "date.before":
      return dateTest(predicate.path, (time) => isBefore(time, predicate.date));
    case "date.between":
      return dateTest(predicate.path, (time) => isBetween(time, predicate.start, predicate.end));
    case "date.part": {
      const { part, comparison, value: expected } = predicate;
      return dateTest(predicate.path, (time) => {
        const actual = datePartOf(time, part);
        if (comparison === "after") return actual > expected;
        if (comparison === "before") return actual < expected;
        return actual === expected;
      });
    }
    case "in":
    case "similar":
    case "geopoint.near":
      return () => false;
  }
}

/** Turns a predicate into a test over documents, plus the order it imposes (`in`: its list's), if any. */
export function compilePredicate(predicate: Predicate, index: DocumentIndex): CompiledPredicate {
  switch (predicate.kind) {
    case "in":
      return positionRank(predicate.path, predicate.values);
    case "similar":
      return similarRank(predicate, index);
    case "geopoint.near":
      return nearRank(predicate);
    default:
      return { matches: simpleTest(predicate), rank: undefined };
  }
}

export interface FilterResult {
  readonly documents: StoredDocument[];
  /** The first ranking predicate's order, used when no orderings are given. */
  readonly rank: ((document: StoredDocument) => number) | undefined;
}

/** Keeps the documents every predicate accepts (predicates across all `q` values are ANDed). */
export function filterDocuments(
  documents: readonly StoredDocument[],
  predicates: readonly Predicate[],
  index: DocumentIndex,
): FilterResult {
  const compiled = predicates.map((predicate) => compilePredicate(predicate, index));
  const tests = compiled.map((predicate) => predicate.matches);
  return {
    documents: documents.filter((document) => tests.every((test) => test(document))),
    rank: compiled.find((predicate) => predicate.rank !== undefined)?.rank,
  };
}
