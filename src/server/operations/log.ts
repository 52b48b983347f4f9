import "server-only";
import { env } from "@/platform/env";
import { printable } from "./printable";

/**
 * One line per request and per event, for people (text) or a log collector (JSON). Every value is
 * bounded and made printable here, whoever calls: a path, a header or an error message may be a
 * visitor's text, and a visitor must not be able to write a line of their own (a newline in a value)
 * or hide one (a carriage return, a bidi override, a 100 kB value).
 */

export type LogFormat = "text" | "json";
export type LogLevel = "info" | "warn" | "error";
export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Readonly<Record<string, LogValue>>;

/** How the shared cache took part in an answer: served from it, asked the site and may keep it, or not involved. */
export type CacheOutcome = "hit" | "miss" | "bypass";

export interface RequestEntry {
  readonly requestId: string;
  readonly method: string | undefined;
  /** The request's target as it arrived (request.url): only its path is logged, never its query. */
  readonly path: string | undefined;
  readonly status: number;
  readonly durationMs: number;
  readonly cache: CacheOutcome;
}

export interface Logger {
  request(entry: RequestEntry): void;
  /** Something that happened (a publish, a start); `name` is a short dotted word such as "publish.refreshed". */
  event(name: string, fields?: LogFields): void;
  /** Something an operator may have to look at, that the server works around. */
  warn(name: string, fields?: LogFields): void;
  /** A failure, with the error's name, message and stack; pass `{ requestId }` when a request failed. */
  error(name: string, error: unknown, fields?: LogFields): void;
}

export interface LoggerOptions {
  readonly format: LogFormat;
  /** Receives each line, without its line break; default: stdout (info) and stderr (warn, error). */
  readonly write?: (line: string) => void;
  readonly now?: () => Date;
}

const MAX_MESSAGE = 1024;
const MAX_FRAMES = 10;
const MAX_FIELDS = 32;
const MAX_NAME = 64;
/** Keys a caller's field could otherwise overwrite (a line's time, say). */
const RESERVED = new Set(["time", "level", "event", "error"]);

/** What stands in a log line for a token or a secret. */
export const REDACTED = "[redacted]";
/** A segment that may be a credential: long and made of token characters (a request id's UUID is not). */
const TOKEN_SEGMENT = /^[A-Za-z0-9._~:%+=-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Fields whose values are credentials, whatever they look like. */
const SECRET_FIELD = /token|secret|password|authorization|cookie|signature/i;

/** The path with every segment that may be a credential (a preview token sent as a path) redacted. */
function withoutTokens(path: string): string {
  return path
    .split("/")
    .map((segment, index, segments) =>
      segments[index - 1] === "previews" || (TOKEN_SEGMENT.test(segment) && !UUID.test(segment))
        ? REDACTED
        : segment,
    )
    .join("/");
}

/**
 * The path of a request target, without its query string or fragment (they carry preview and cancel
 * tokens, e-mail addresses, search terms). An absolute-form target (`GET http://user:pass@host/x`)
 * gives only its path, so credentials in it never reach the log; a segment that may be a token (a
 * preview token sent as a path) is redacted.
 */
export function pathForLog(target: string | undefined): string {
  if (target === undefined || target === "") return "-";
  if (target === "*") return "*";
  let path: string;
  if (target.startsWith("/")) {
    const end = target.search(/[?#]/);
    path = end === -1 ? target : target.slice(0, end);
  } else {
    try {
      path = new URL(target).pathname;
    } catch {
      return "-";
    }
  }
  return printable(withoutTokens(path));
}

/** Methods are a handful of capital words; anything else is not worth its length in a log line. */
function methodForLog(method: string | undefined): string {
  return method !== undefined && /^[A-Z][A-Z-]{0,19}$/.test(method) ? method : "OTHER";
}

function nameForLog(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_.:-]/g, "_").slice(0, MAX_NAME);
  return cleaned === "" ? "unnamed" : cleaned;
}

function numberForLog(value: number): number | null {
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : null;
}

type CleanValue = string | number | boolean | null;

function cleanValue(value: LogValue): CleanValue | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return printable(value);
  if (typeof value === "number") return numberForLog(value);
  return value;
}

function cleanFields(fields: LogFields | undefined): [string, CleanValue][] {
  if (!fields) return [];
  const pairs: [string, CleanValue][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (pairs.length >= MAX_FIELDS) break;
    const cleaned = SECRET_FIELD.test(key) && value !== undefined ? REDACTED : cleanValue(value);
    if (cleaned === undefined) continue;
    const name = nameForLog(key);
    pairs.push([RESERVED.has(name) ? `${name}_` : name, cleaned]);
  }
  return pairs;
}

interface ErrorFacts {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
  readonly cause?: string;
  readonly stack: readonly string[];
}

/**
 * What a log line says of an error: its name, message, code, cause and stack frames. Nothing else of it
 * (a request, a response body, a configuration an error may carry as properties) is read.
 */
function errorFacts(error: unknown): ErrorFacts {
  if (!(error instanceof Error)) {
    return { name: typeof error, message: printable(String(error), MAX_MESSAGE), stack: [] };
  }
  const code =
    "code" in error && (typeof error.code === "string" || typeof error.code === "number")
      ? printable(String(error.code), 64)
      : undefined;
  const cause =
    error.cause instanceof Error
      ? printable(`${error.cause.name}: ${error.cause.message}`, MAX_MESSAGE)
      : undefined;
  // The stack's first lines repeat the message (which may span lines); the frames are the "at" lines.
  const stack = (error.stack ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, MAX_FRAMES)
    .map((line) => printable(line));
  return {
    name: printable(error.name, MAX_NAME),
    message: printable(error.message, MAX_MESSAGE),
    ...(code !== undefined && { code }),
    ...(cause !== undefined && { cause }),
    stack,
  };
}

/** A text value: bare when it cannot be mistaken for two, quoted (JSON string rules) otherwise. */
function textValue(value: CleanValue): string {
  if (typeof value !== "string") return String(value);
  return /^[^\s"=\\]+$/.test(value) ? value : JSON.stringify(value);
}

function textPairs(pairs: readonly [string, CleanValue][]): string {
  return pairs.map(([key, value]) => ` ${key}=${textValue(value)}`).join("");
}

const TEXT_LEVELS: Readonly<Record<LogLevel, string>> = { info: "INFO ", warn: "WARN ", error: "ERROR" };

export function createLogger(options: LoggerOptions): Logger {
  const now = options.now ?? (() => new Date());
  const json = options.format === "json";
  const write = (level: LogLevel, line: string) => {
    if (options.write) options.write(line);
    else (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
  };

  /** A line of the chosen format; `text` is what a text line says between its level and its fields. */
  function emit(
    level: LogLevel,
    event: string,
    pairs: readonly [string, CleanValue][],
    text: string,
    error?: ErrorFacts,
  ): void {
    const time = now().toISOString();
    if (json) {
      const record: Record<string, unknown> = { time, level, event };
      for (const [key, value] of pairs) record[key] = value;
      if (error) record.error = error;
      write(level, JSON.stringify(record));
      return;
    }
    let line = `${time} ${TEXT_LEVELS[level]} ${text}${textPairs(pairs)}`;
    if (error) {
      line += textPairs([
        ["error", `${error.name}: ${error.message}`],
        ...(error.code !== undefined ? [["code", error.code] as [string, CleanValue]] : []),
        ...(error.cause !== undefined ? [["cause", error.cause] as [string, CleanValue]] : []),
      ]);
      if (error.stack.length > 0) line += ` stack=${JSON.stringify(error.stack.join(" | "))}`;
    }
    write(level, line);
  }

  return {
    request(entry) {
      const method = methodForLog(entry.method);
      const path = pathForLog(entry.path);
      const status =
        Number.isInteger(entry.status) && entry.status >= 100 && entry.status <= 599 ? entry.status : 0;
      const durationMs = numberForLog(entry.durationMs);
      const requestId = printable(entry.requestId, 64);
      const pairs: [string, CleanValue][] = [
        ["requestId", requestId],
        ["method", method],
        ["path", path],
        ["status", status],
        ["durationMs", durationMs],
        ["cache", entry.cache],
      ];
      if (json) return emit("info", "request", pairs, "");
      const text = `request ${method} ${textValue(path)} ${status} ${durationMs ?? "-"}ms`;
      emit(
        "info",
        "request",
        [],
        `${text}${textPairs([
          ["cache", entry.cache],
          ["requestId", requestId],
        ])}`,
      );
    },
    event(name, fields) {
      const event = nameForLog(name);
      emit("info", event, cleanFields(fields), event);
    },
    warn(name, fields) {
      const event = nameForLog(name);
      emit("warn", event, cleanFields(fields), event);
    },
    error(name, error, fields) {
      const event = nameForLog(name);
      emit("error", event, cleanFields(fields), event, errorFacts(error));
    },
  };
}

/**
 * The process's logger, in LOG_FORMAT. Code that logged with `console.log("[publish] …")` moves to
 * `log.event("publish…", { … })`, `console.error(…, error)` to `log.error(name, error)`.
 */
export const log: Logger = createLogger({ format: env.LOG_FORMAT });
