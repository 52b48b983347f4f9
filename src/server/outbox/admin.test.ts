import { describe, expect, it } from "vitest";
import { parseOutboxArgs } from "./admin";

describe("npm run outbox's arguments", () => {
  it("reads the report, retry (optionally per channel) and enable", () => {
    expect(parseOutboxArgs([])).toEqual({ command: "report" });
    expect(parseOutboxArgs(["retry"])).toEqual({ command: "retry", channel: undefined });
    expect(parseOutboxArgs(["retry", "--channel", "webhook"])).toEqual({
      command: "retry",
      channel: "webhook",
    });
    expect(parseOutboxArgs(["retry", "--channel=mail"])).toEqual({ command: "retry", channel: "mail" });
    expect(parseOutboxArgs(["enable", "1a2b3c4d"])).toEqual({ command: "enable", receiver: "1a2b3c4d" });
  });

  it("refuses anything else with a reason", () => {
    for (const argv of [["retry", "--channel", "sms"], ["enable"], ["enable", "x'; drop"], ["purge"]]) {
      expect(parseOutboxArgs(argv)).toHaveProperty("error");
    }
  });
});
