import { describe, expect, it } from "vitest";
import { currentMark } from "@/views/shell/nav-link";

describe("currentMark", () => {
  it("marks the current route's link as the page and its section's link as current", () => {
    expect(currentMark("services", "/services/")).toBe("page");
    expect(currentMark("services", "/services/ux-audits/")).toBe("true");
    expect(currentMark("services", "/es/servicios/auditorias-ux/")).toBe("true");
    expect(currentMark("industries", "/services/ux-audits/")).toBeUndefined();
  });

  it("marks nothing on a path the site does not know", () => {
    expect(currentMark("services", "/no-such-page/")).toBeUndefined();
  });
});
