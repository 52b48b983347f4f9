import { describe, expect, it } from "vitest";
import { createLogger, type LogFormat, pathForLog } from "./log";

const AT = new Date("2026-11-26T10:41:07.123Z");

function capture(format: LogFormat) {
  const lines: string[] = [];
  const logger = createLogger({ format, write: (line) => lines.push(line), now: () => AT });
  return { logger, lines };
}

function onlyLine(lines: readonly string[]): string {
  expect(lines).toHaveLength(1);
  return lines[0] ?? "";
}

function parsed(lines: readonly string[]): Record<string, unknown> {
  return JSON.parse(onlyLine(lines)) as Record<string, unknown>;
}

const request = {
  requestId: "3f2a9c1e-0b7d-4c55-9a4e-6f1d2b8c7e10",
  method: "GET",
  path: "/en/services/?utm_source=mail",
  status: 200,
  durationMs: 3.14,
  cache: "hit",
} as const;

describe("a request line", () => {
  it("in JSON carries time, request id, method, path, status, duration and cache outcome", () => {
    const { logger, lines } = capture("json");
    logger.request(request);
    expect(parsed(lines)).toEqual({
      time: "2026-11-26T10:41:07.123Z",
      level: "info",
      event: "request",
      requestId: request.requestId,
      method: "GET",
      path: "/en/services/",
      status: 200,
      durationMs: 3.1,
      cache: "hit",
    });
  });

  it("in text reads as one line a person can scan", () => {
    const { logger, lines } = capture("text");
    logger.request(request);
    expect(onlyLine(lines)).toBe(
      `2026-11-26T10:41:07.123Z INFO  request GET /en/services/ 200 3.1ms cache=hit requestId=${request.requestId}`,
    );
  });

  it.each([
    ["a preview token", "/api/preview?token=eyJhbGciOiJIUzI1NiJ9.secret", "/api/preview"],
    ["a cancel token", "/api/bookings/b_1/cancel?token=abc123#x", "/api/bookings/b_1/cancel"],
    ["an e-mail address", "/en/contact/?email=ana%40example.com", "/en/contact/"],
    ["credentials in an absolute-form target", "http://admin:hunter2@example.com/en/?q=1", "/en/"],
  ])("leaves out the query string and anything but the path (%s)", (_what, target, path) => {
    for (const format of ["json", "text"] as const) {
      const { logger, lines } = capture(format);
      logger.request({ ...request, path: target });
      const line = onlyLine(lines);
      expect(line).toContain(path);
      expect(line).not.toMatch(/token|secret|abc123|ana|hunter2|admin|q=1|utm/);
    }
  });

  it("cannot be split into a forged second line by what a visitor put in the path", () => {
    const forged =
      "/x\n2026-11-26T10:41:07.123Z INFO  request GET /admin 200 1ms cache=hit id=forged\r\u2028\u001b[2J";
    for (const format of ["json", "text"] as const) {
      const { logger, lines } = capture(format);
      logger.request({ ...request, path: forged });
      const line = onlyLine(lines);
      for (const char of ["\n", "\r", "\u2028", "\u2029", "\u001b"]) expect(line).not.toContain(char);
      if (format === "json") expect(parsed(lines).path).toBe(pathForLog(forged));
      // The text line has one path, quoted, and one set of fields: the forged ones sit inside the quotes.
      else
        expect(line).toMatch(/^\S+ INFO {2}request GET "\/x\\\\n2026.*" 200 3\.1ms cache=hit requestId=3f2a/);
    }
  });

  it("bounds a long path and a bogus method", () => {
    const { logger, lines } = capture("json");
    logger.request({ ...request, method: "G\nET", path: `/${"a".repeat(100_000)}` });
    const line = parsed(lines);
    expect(line.method).toBe("OTHER");
    expect(String(line.path).length).toBeLessThanOrEqual(513);
    expect(onlyLine(lines).length).toBeLessThan(1000);
  });
});

describe("an event line", () => {
  it("in JSON carries its fields next to time and level", () => {
    const { logger, lines } = capture("json");
    logger.event("publish.refreshed", { pages: 143, durationMs: 812.46, change: "all", skipped: undefined });
    expect(parsed(lines)).toEqual({
      time: "2026-11-26T10:41:07.123Z",
      level: "info",
      event: "publish.refreshed",
      pages: 143,
      durationMs: 812.5,
      change: "all",
    });
  });

  it("in text quotes a value that holds spaces, quotes or an equals sign, so it reads as one value", () => {
    const { logger, lines } = capture("text");
    logger.warn("outbox", { message: 'mail m1 is dead: 550 "no" level=error' });
    expect(onlyLine(lines)).toBe(
      '2026-11-26T10:41:07.123Z WARN  outbox message="mail m1 is dead: 550 \\"no\\" level=error"',
    );
  });

  it("keeps its time and level whatever fields a caller passes", () => {
    const { logger, lines } = capture("json");
    logger.event("start", { time: "yesterday", level: "error" });
    const line = parsed(lines);
    expect(line.time).toBe("2026-11-26T10:41:07.123Z");
    expect(line.level).toBe("info");
    expect(line.time_).toBe("yesterday");
  });
});

describe("an error line", () => {
  function failure(): Error {
    const error = new TypeError("cannot read 'title'\nof undefined");
    Object.assign(error, {
      code: "E_RENDER",
      body: "name=Ana&email=ana@example.com",
      headers: { cookie: "s=1" },
    });
    return error;
  }

  it("in JSON carries the request id, the error's name, message, code and stack frames, and nothing else of it", () => {
    const { logger, lines } = capture("json");
    logger.error("site.render", failure(), { requestId: "req-1" });
    const line = parsed(lines);
    expect(line).toMatchObject({ level: "error", event: "site.render", requestId: "req-1" });
    expect(line.error).toMatchObject({
      name: "TypeError",
      message: "cannot read 'title'\\nof undefined",
      code: "E_RENDER",
    });
    const { stack } = line.error as { stack: string[] };
    expect(stack.length).toBeGreaterThan(0);
    expect(stack.every((frame) => frame.startsWith("at "))).toBe(true);
    expect(onlyLine(lines)).not.toMatch(/ana@example\.com|cookie/);
  });

  it("in text stays on one line, stack included", () => {
    const { logger, lines } = capture("text");
    logger.error("site.render", failure(), { requestId: "req-1" });
    const line = onlyLine(lines);
    expect(line).toMatch(
      /^2026-11-26T10:41:07\.123Z ERROR site\.render requestId=req-1 error="TypeError: cannot read 'title'\\\\nof undefined" code=E_RENDER stack="at /,
    );
    expect(line).not.toContain("\n");
  });

  it("names a cause, and takes a thrown value that is not an Error", () => {
    const { logger, lines } = capture("json");
    logger.error("publish.failed", new Error("fetch failed", { cause: new Error("connect ECONNREFUSED") }));
    logger.error("publish.failed", "plain string");
    const [withCause, plain] = lines.map((line) => JSON.parse(line) as { error: Record<string, unknown> });
    expect(withCause?.error.cause).toBe("Error: connect ECONNREFUSED");
    expect(plain?.error).toEqual({ name: "string", message: "plain string", stack: [] });
  });
});

describe("pathForLog", () => {
  it("keeps an encoded path as it arrived and says '-' for what is not a target", () => {
    expect(pathForLog("/en/insights/a%20b/")).toBe("/en/insights/a%20b/");
    expect(pathForLog(undefined)).toBe("-");
    expect(pathForLog("not a url")).toBe("-");
    expect(pathForLog("*")).toBe("*");
  });

  it("redacts a token sent as a path, and keeps ids and slugs readable", () => {
    const token = "release-autumn:4f9c2b7e1a0d8c6b5e3f2a1d0c9b8a7e6f5d4c3b";
    expect(pathForLog(`/api/v2/previews/${token}`)).toBe("/api/v2/previews/[redacted]");
    expect(pathForLog(`/${token}/`)).toBe("/[redacted]/");
    expect(pathForLog("/api/bookings/0b6f3c52-1f7e-4d8a-9c1b-2e3f4a5b6c7d/cancel")).toBe(
      "/api/bookings/0b6f3c52-1f7e-4d8a-9c1b-2e3f4a5b6c7d/cancel",
    );
    expect(pathForLog("/es/servicios/auditorias-ux/")).toBe("/es/servicios/auditorias-ux/");
  });
});

describe("fields that carry credentials", () => {
  it("are redacted whatever their value looks like", () => {
    const lines: string[] = [];
    const logger = createLogger({
      format: "json",
      write: (line) => lines.push(line),
      now: () => new Date(0),
    });
    logger.event("preview.opened", { previewToken: "abc", secret: "s3cret", page: "/cases/" });
    const line = JSON.parse(lines[0] ?? "{}");
    expect(line.previewToken).toBe("[redacted]");
    expect(line.secret).toBe("[redacted]");
    expect(line.page).toBe("/cases/");
  });
});
