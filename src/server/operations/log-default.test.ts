import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const saved = process.env.LOG_FORMAT;

beforeAll(() => {
  // env.ts reads the environment when first imported: set it before the dynamic import below.
  process.env.LOG_FORMAT = "json";
});

afterAll(() => {
  if (saved === undefined) delete process.env.LOG_FORMAT;
  else process.env.LOG_FORMAT = saved;
  vi.restoreAllMocks();
});

describe("the process's logger", () => {
  it("writes LOG_FORMAT lines, one per call: events to stdout, warnings and errors to stderr", async () => {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => out.push(String(chunk)) > 0);
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => err.push(String(chunk)) > 0);
    const { log } = await import("./log");
    log.event("start.rendered", { pages: 143 });
    log.warn("outbox", { message: "mail m1 failed" });
    log.error("site.render", new Error("boom"), { requestId: "r1" });
    vi.restoreAllMocks();

    expect(out).toHaveLength(1);
    expect(out[0]?.endsWith("}\n")).toBe(true);
    expect(JSON.parse(out[0] ?? "")).toMatchObject({ level: "info", event: "start.rendered", pages: 143 });
    expect(err.map((line) => JSON.parse(line))).toMatchObject([
      { level: "warn", event: "outbox", message: "mail m1 failed" },
      { level: "error", event: "site.render", requestId: "r1", error: { name: "Error", message: "boom" } },
    ]);
  });
});
