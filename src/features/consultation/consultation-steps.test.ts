import { describe, expect, it } from "vitest";
import { consultationProgress, contactPath, nextView, previousView } from "./consultation-steps";

describe("the consultation popup's paths", () => {
  it("asks the type of help, the budget and the contact info, in that order", () => {
    expect(contactPath).toEqual(["help", "budget", "info"]);
    expect(nextView("help")).toBe("budget");
    expect(nextView("budget")).toBe("info");
    expect(nextView("info")).toBeUndefined();
  });

  it("counts the contact path's steps", () => {
    expect(consultationProgress("help")).toEqual({ current: 1, total: 3 });
    expect(consultationProgress("info")).toEqual({ current: 3, total: 3 });
    expect(consultationProgress("invite")).toBeUndefined();
    expect(consultationProgress("schedule")).toBeUndefined();
  });

  it("goes back to the invitation from each path's first view", () => {
    expect(previousView("help")).toBe("invite");
    expect(previousView("schedule")).toBe("invite");
    expect(previousView("budget")).toBe("help");
    expect(previousView("info")).toBe("budget");
    expect(previousView("invite")).toBeUndefined();
    expect(previousView("sent")).toBeUndefined();
  });

  it("ends the contact path in its thank-you, with nothing after it", () => {
    expect(nextView("sent")).toBeUndefined();
    expect(nextView("scheduled")).toBeUndefined();
  });
});
