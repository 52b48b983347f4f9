import { describe, expect, it } from "vitest";
import { createConnectionReport } from "./connection-report";

describe("the report of refused and closed connections", () => {
  it("counts every one, and logs a line per reason at most every ten seconds with how many", () => {
    let clock = 0;
    const lines: [string, Record<string, unknown>][] = [];
    const counted: string[] = [];
    const report = createConnectionReport({
      logger: {
        warn: (name, fields) => lines.push([name, fields ?? {}]),
        event: (name, fields) => lines.push([name, fields ?? {}]),
      },
      countRefusal: (reason) => counted.push(reason),
      countClosing: (reason) => counted.push(reason),
      now: () => clock,
    });
    for (let index = 0; index < 500; index += 1) report.onRefused("203.0.113.9", "client-share");
    report.onClosed("idle-timeout");
    clock += 10_000;
    report.onRefused("203.0.113.10", "client-share");
    expect(counted).toHaveLength(502);
    expect(lines).toEqual([
      ["connections.refused", { reason: "client-share", count: 1, lastAddress: "203.0.113.9" }],
      ["connections.closed", { reason: "idle-timeout", count: 1 }],
      ["connections.refused", { reason: "client-share", count: 500, lastAddress: "203.0.113.10" }],
    ]);
  });
});
