import { describe, expect, it } from "vitest";
import { trackingRefused } from "./privacy-signals";

describe("tracking refusal", () => {
  it("honours Do Not Track in each of the forms browsers expose it", () => {
    expect(trackingRefused({ doNotTrack: "1" })).toBe(true);
    expect(trackingRefused({ doNotTrack: "yes" })).toBe(true);
    expect(trackingRefused({ msDoNotTrack: "1" })).toBe(true);
    expect(trackingRefused({ windowDoNotTrack: "1" })).toBe(true);
  });
  it("honours Global Privacy Control", () => {
    expect(trackingRefused({ globalPrivacyControl: true })).toBe(true);
  });
  it("does not refuse when the signals are off or unset", () => {
    expect(trackingRefused({})).toBe(false);
    expect(trackingRefused({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false);
    expect(trackingRefused({ doNotTrack: "unspecified", msDoNotTrack: null })).toBe(false);
  });
});
