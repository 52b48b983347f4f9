import "server-only";
import type {
  ContentPath,
  DateArgument,
  DateComparison,
  DatePart,
  DatePath,
  FieldPath,
  Predicate,
  PredicateBody,
  PredicateSource,
  Scalar,
  UidPath,
} from "./ast";
import { parseContentPath } from "./content-paths";
import { dateArgument, datePartValue } from "./dates";
import { queryParseError } from "./query-parse-error";
import type { RawArgument, RawPredicate, RawScalarItem } from "./raw-syntax";

/** Walks one predicate's arguments against its signature, failing with Prismic's `[function x(..)]` prefix. */
class Arguments {
  private index = 0;
  pathText: string | undefined;
  pathOffset: number | undefined;

  constructor(
    private readonly raw: RawPredicate,
    private readonly query: string,
  ) {}

  fail(problem: string, offset: number): never {
    throw queryParseError(`[function ${this.raw.name}(..)] ${problem}`, this.query, offset);
  }

  private next(): RawArgument {
    const argument = this.raw.args[this.index];
    if (!argument) return this.fail("missing argument", this.raw.closeOffset);
    this.index += 1;
    return argument;
  }

  path<P extends ContentPath>(accepts: (path: ContentPath) => path is P): P {
    const argument = this.next();
    if (argument.kind !== "path") return this.fail("expected a field", argument.offset);
    const path = parseContentPath(argument.text);
    if (!path || !accepts(path)) return this.fail(`unexpected field '${argument.text}'`, argument.offset);
    this.pathText = argument.text;
    this.pathOffset = argument.offset;
    return path;
  }

  scalar(): RawScalarItem {
    const argument = this.next();
    if (argument.kind === "scalar") return { value: argument.value, offset: argument.offset };
    if (argument.kind === "path") return this.fail(`unexpected '${argument.text}'`, argument.offset);
    return this.fail("expected a single value, not an array", argument.offset);
  }

  scalarOrArray(): Scalar | readonly Scalar[] {
    const argument = this.raw.args[this.index];
    if (argument?.kind === "array") return this.array();
    return this.scalar().value;
  }

  array(): readonly Scalar[] {
    const argument = this.next();
    if (argument.kind !== "array") return this.fail("expected an array", argument.offset);
    return argument.items.map((item) => item.value);
  }

  strings(): readonly string[] {
    const argument = this.next();
    if (argument.kind !== "array") return this.fail("expected an array", argument.offset);
    return argument.items.map((item) =>
      typeof item.value === "string" ? item.value : this.fail("expected a string", item.offset),
    );
  }

  string(): string {
    const { value, offset } = this.scalar();
    return typeof value === "string" ? value : this.fail("expected a string", offset);
  }

  number(): number {
    const { value, offset } = this.scalar();
    return typeof value === "number" ? value : this.fail("expected a number", offset);
  }

  date(): DateArgument {
    const { value, offset } = this.scalar();
    return dateArgument(value) ?? this.fail(`invalid date ${JSON.stringify(value)}`, offset);
  }

  datePart(part: DatePart): number {
    const { value, offset } = this.scalar();
    return datePartValue(part, value) ?? this.fail(`invalid ${part} ${JSON.stringify(value)}`, offset);
  }

  end(): void {
    const extra = this.raw.args[this.index];
    if (extra) this.fail("unexpected argument", extra.offset);
  }
}

const anyButDocument = (path: ContentPath): path is ContentPath => path.kind !== "document";
const isField = (path: ContentPath): path is FieldPath => path.kind === "field";
const isDatePath = (path: ContentPath): path is DatePath =>
  path.kind === "field" ||
  path.kind === "document.first_publication_date" ||
  path.kind === "document.last_publication_date";
const isIdPath = (path: ContentPath): path is { kind: "document.id" } | { kind: "uid"; type: string } =>
  path.kind === "document.id" || path.kind === "uid";
const isFulltextPath = (path: ContentPath): path is { kind: "document" } | FieldPath | UidPath =>
  path.kind === "document" || path.kind === "field" || path.kind === "uid";

const DATE_PARTS: readonly DatePart[] = ["day-of-month", "day-of-week", "month", "year", "hour"];
const DATE_PART_NAME = /^date\.(day-of-month|day-of-week|month|year|hour)(?:-(after|before))?$/;

function buildBody(name: string, args: Arguments): PredicateBody | undefined {
  switch (name) {
    case "at":
    case "not": {
      const path = args.path(anyButDocument);
      const value = path.kind === "document.tags" ? args.scalarOrArray() : args.scalar().value;
      return { kind: name, path, value };
    }
    case "any":
      return { kind: "any", path: args.path(anyButDocument), values: args.array() };
    case "in":
      return { kind: "in", path: args.path(isIdPath), values: args.strings() };
    case "fulltext": {
      const path = args.path(isFulltextPath);
      const terms = args
        .string()
        .toLowerCase()
        .split(/\s+/)
        .filter((term) => term !== "");
      return { kind: "fulltext", path, terms };
    }
    case "has":
    case "missing":
      return { kind: name, path: args.path(anyButDocument) };
    case "similar":
      return { kind: "similar", documentId: args.string(), maxDocuments: args.number() };
    case "geopoint.near":
      return {
        kind: "geopoint.near",
        path: args.path(isField),
        latitude: args.number(),
        longitude: args.number(),
        radiusKm: args.number(),
      };
    case "number.lt":
    case "number.gt":
      return { kind: name, path: args.path(isField), value: args.number() };
    case "number.inRange":
      return { kind: "number.inRange", path: args.path(isField), low: args.number(), high: args.number() };
    case "date.after":
    case "date.before":
      return { kind: name, path: args.path(isDatePath), date: args.date() };
    case "date.between":
      return { kind: "date.between", path: args.path(isDatePath), start: args.date(), end: args.date() };
  }
  const datePart = DATE_PART_NAME.exec(name);
  if (!datePart) return undefined;
  const part = DATE_PARTS.find((candidate) => candidate === datePart[1]);
  if (!part) return undefined;
  const comparison: DateComparison =
    datePart[2] === "after" || datePart[2] === "before" ? datePart[2] : "equal";
  // The API has no date.year-after/-before.
  if (part === "year" && comparison !== "equal") return undefined;
  const path = args.path(isDatePath);
  return { kind: "date.part", path, part, comparison, value: args.datePart(part) };
}

/** Gives a raw predicate its typed meaning, or throws QueryParseError. */
export function buildPredicate(raw: RawPredicate, query: string): Predicate {
  const args = new Arguments(raw, query);
  const body = buildBody(raw.name, args);
  if (!body) throw queryParseError(`unknown function '${raw.name}'`, query, raw.nameOffset);
  args.end();
  const source: PredicateSource = {
    query,
    name: raw.name,
    nameOffset: raw.nameOffset,
    pathText: args.pathText,
    pathOffset: args.pathOffset,
  };
  return { ...body, source };
}
