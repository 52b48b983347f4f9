import "server-only";
import type { ParsingErrorBody } from "@/content/service/types";

/**
 * A malformed `q` or `orderings` value. Carries Prismic's 400 `parsing-error` details so the
 * search endpoint can answer exactly like the real API (400 with line, column and location).
 */
export class QueryParseError extends Error {
  readonly line: number;
  readonly column: number;

  constructor(message: string, line: number, column: number) {
    super(message);
    this.name = "QueryParseError";
    this.line = line;
    this.column = column;
  }
}

/** 1-based line and column of a 0-based offset; offsets past the end point just after the last character. */
export function locate(query: string, offset: number): { line: number; column: number } {
  const end = Math.max(0, Math.min(offset, query.length));
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < end; index += 1) {
    if (query.charCodeAt(index) === 10) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Builds the error the way Prismic words it: `<problem> on line:L col:C in query '<q>'`, followed by the
 * offending line and a caret under the column (real bodies end with `\n<q>\n   ^\n`).
 */
export function queryParseError(problem: string, query: string, offset: number): QueryParseError {
  const { line, column } = locate(query, offset);
  const offendingLine = query.split("\n")[line - 1] ?? "";
  const message = `${problem} on line:${line} col:${column} in query '${query}'\n${offendingLine}\n${" ".repeat(column - 1)}^\n`;
  return new QueryParseError(message, line, column);
}

/** Describes the character at `offset` for an "unexpected …" message. */
export function describeCharacter(query: string, offset: number): string {
  const character = query[offset];
  return character === undefined ? "end of input" : `'${character}'`;
}

export function toParsingErrorBody(error: QueryParseError): ParsingErrorBody {
  return {
    type: "parsing-error",
    message: error.message,
    line: error.line,
    column: error.column,
    id: 0,
    location: "query",
  };
}
