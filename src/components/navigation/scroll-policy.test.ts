import { describe, expect, it } from "vitest";
import { scrollTargetFor } from "@/components/navigation/scroll-policy";

describe("scrollTargetFor", () => {
  const push = { kind: "push", hash: "", savedY: undefined, scrollToTop: true } as const;

  it("scrolls to the top after a navigation", () => {
    expect(scrollTargetFor(push)).toEqual({ type: "top" });
  });
  it("keeps the position when the route says scrollToTop: false", () => {
    expect(scrollTargetFor({ ...push, scrollToTop: false })).toEqual({ type: "none" });
  });
  it("scrolls to the hash target, decoded", () => {
    expect(scrollTargetFor({ ...push, hash: "#our%20process" })).toEqual({ type: "hash", id: "our process" });
  });
  it("restores the saved position on back and forward, even with a hash", () => {
    expect(scrollTargetFor({ ...push, kind: "pop", savedY: 1234, hash: "#x" })).toEqual({
      type: "restore",
      y: 1234,
    });
    expect(scrollTargetFor({ ...push, kind: "pop" })).toEqual({ type: "restore", y: 0 });
  });
});
