import "server-only";
import type { Predicate } from "./ast";
import { buildPredicate } from "./predicate-builder";
import { describeCharacter, queryParseError } from "./query-parse-error";
import type { RawArgument, RawPredicate, RawScalarItem } from "./raw-syntax";

const WORD_START = /[A-Za-z_]/;
const WORD_CHAR = /[A-Za-z0-9_.-]/;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Recursive-descent reader over one `q` value; every failure points at the offending character. */
class Reader {
  position = 0;

  constructor(readonly query: string) {}

  peek(): string | undefined {
    return this.query[this.position];
  }

  skipWhitespace(): void {
    while (/\s/.test(this.query[this.position] ?? "")) this.position += 1;
  }

  fail(at = this.position): never {
    throw queryParseError(`unexpected ${describeCharacter(this.query, at)}`, this.query, at);
  }

  expect(character: string): void {
    this.skipWhitespace();
    if (this.peek() !== character) this.fail();
    this.position += 1;
  }

  word(): { text: string; offset: number } {
    this.skipWhitespace();
    const offset = this.position;
    if (!WORD_START.test(this.peek() ?? "")) this.fail();
    while (WORD_CHAR.test(this.peek() ?? "")) this.position += 1;
    return { text: this.query.slice(offset, this.position), offset };
  }

  string(): string {
    const start = this.position;
    this.position += 1;
    let value = "";
    for (;;) {
      const character = this.peek();
      if (character === undefined) {
        throw queryParseError("unterminated string", this.query, start);
      }
      this.position += 1;
      if (character === '"') return value;
      const next = this.peek();
      // v7 escapes only quotes, so a backslash before anything else is kept literally.
      if (character === "\\" && (next === '"' || next === "\\")) {
        value += next;
        this.position += 1;
      } else {
        value += character;
      }
    }
  }

  number(): number {
    NUMBER.lastIndex = this.position;
    const match = NUMBER.exec(this.query);
    if (!match) this.fail();
    this.position += match[0].length;
    return Number(match[0]);
  }

  /** A string, number or boolean; bare words other than true/false are rejected here. */
  scalar(): RawScalarItem {
    this.skipWhitespace();
    const offset = this.position;
    const character = this.peek();
    if (character === '"') return { value: this.string(), offset };
    if (character === "-" || /\d/.test(character ?? "")) return { value: this.number(), offset };
    const { text } = this.word();
    if (text === "true" || text === "false") return { value: text === "true", offset };
    return this.fail(offset);
  }

  array(): RawArgument {
    const offset = this.position;
    this.position += 1;
    const items: RawScalarItem[] = [];
    this.skipWhitespace();
    if (this.peek() === "]") {
      this.position += 1;
      return { kind: "array", items, offset };
    }
    for (;;) {
      items.push(this.scalar());
      this.skipWhitespace();
      if (this.peek() === "]") break;
      this.expect(",");
    }
    this.position += 1;
    return { kind: "array", items, offset };
  }

  argument(): RawArgument {
    this.skipWhitespace();
    const offset = this.position;
    const character = this.peek();
    if (character === "[") return this.array();
    if (character !== undefined && WORD_START.test(character)) {
      const { text } = this.word();
      if (text === "true" || text === "false") return { kind: "scalar", value: text === "true", offset };
      return { kind: "path", text, offset };
    }
    const item = this.scalar();
    return { kind: "scalar", value: item.value, offset };
  }

  predicate(): RawPredicate {
    this.expect("[");
    this.skipWhitespace();
    if (this.peek() === ":") {
      this.position += 1;
      this.word();
      this.expect("=");
    }
    const { text: name, offset: nameOffset } = this.word();
    this.expect("(");
    const args: RawArgument[] = [];
    this.skipWhitespace();
    if (this.peek() !== ")") {
      for (;;) {
        args.push(this.argument());
        this.skipWhitespace();
        if (this.peek() === ")") break;
        this.expect(",");
      }
    }
    const closeOffset = this.position;
    this.expect(")");
    this.expect("]");
    return { name, nameOffset, args, closeOffset };
  }

  list(): RawPredicate[] {
    this.expect("[");
    const predicates: RawPredicate[] = [];
    for (;;) {
      this.skipWhitespace();
      if (this.peek() === "]") break;
      if (this.peek() !== "[") this.fail();
      predicates.push(this.predicate());
    }
    this.position += 1;
    this.skipWhitespace();
    if (this.position < this.query.length) this.fail();
    return predicates;
  }
}

/**
 * Parses one `q` value: `[[at(document.type, "page")][at(my.page.uid, "home")]]`, with or without the
 * `:d = ` binder, in v7 or v3 encoding. Throws QueryParseError on a syntax error, an unknown predicate or
 * arguments that do not fit the predicate. A blank value means "no predicates".
 */
export function parsePredicates(query: string): Predicate[] {
  if (query.trim() === "") return [];
  return new Reader(query).list().map((raw) => buildPredicate(raw, query));
}

export { QueryParseError } from "./query-parse-error";
