import { describe, expect, it } from "vitest";
import { parseReceivers, receiverId, WEBHOOK_SECRET_PATTERN } from "@/platform/webhook-receivers";

describe("parseReceivers", () => {
  it("reads HTTPS URLs with an optional format, and loopback http for development", () => {
    const receivers = parseReceivers(
      " slack:https://hooks.slack.com/services/T0/B0/secret , https://crm.example/hook,http://localhost:4000/in",
    );
    expect(Array.isArray(receivers)).toBe(true);
    if (!Array.isArray(receivers)) return;
    expect(receivers.map(({ format, url }) => [format, url.href])).toEqual([
      ["slack", "https://hooks.slack.com/services/T0/B0/secret"],
      ["standard", "https://crm.example/hook"],
      ["standard", "http://localhost:4000/in"],
    ]);
    // The label never shows the path, which for Slack is the secret.
    expect(receivers[0]?.label).toMatch(/^slack https:\/\/hooks\.slack\.com \([0-9a-f]{8}\)$/);
    expect(receivers.map(({ label }) => label).join(" ")).not.toContain("secret");
  });

  it("gives an entry the same id on every instance and a different one per format", () => {
    const first = parseReceivers("https://crm.example/hook");
    const again = parseReceivers("standard:https://crm.example/hook");
    if (typeof first === "string" || typeof again === "string") throw new Error(String(first));
    expect(first[0]?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(first[0]?.id).toBe(again[0]?.id);
    expect(receiverId("slack", "https://crm.example/hook")).not.toBe(first[0]?.id);
  });

  it("has none when unset or blank", () => {
    expect(parseReceivers(undefined)).toEqual([]);
    expect(parseReceivers(" , ")).toEqual([]);
  });

  it.each([
    ["http://crm.example/hook", /only https/],
    ["ftp://crm.example/hook", /only https/],
    ["javascript:alert(1)", /only https/],
    ["http://10.0.0.1/hook", /only https/],
    ["crm.example/hook", /not a URL/],
    ["https://crm.example/hook#x", /fragment/],
    ["https://a.example/x,https://a.example/x", /twice/],
    [Array.from({ length: 11 }, (_, index) => `https://h${index}.example/`).join(","), /at most 10/],
    [`https://a.example/${"x".repeat(3000)}`, /longer than/],
  ])("refuses %s", (value, problem) => {
    expect(parseReceivers(value)).toMatch(problem);
  });
});

describe("WEBHOOK_SECRET_PATTERN", () => {
  it("takes a whsec_ secret of 24 bytes or more, and nothing shorter or unprefixed", () => {
    expect(WEBHOOK_SECRET_PATTERN.test(`whsec_${Buffer.alloc(32, 7).toString("base64")}`)).toBe(true);
    expect(WEBHOOK_SECRET_PATTERN.test(`whsec_${Buffer.alloc(8, 7).toString("base64")}`)).toBe(false);
    expect(WEBHOOK_SECRET_PATTERN.test(Buffer.alloc(32, 7).toString("base64"))).toBe(false);
  });
});
