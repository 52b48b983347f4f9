import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseCrossOrigin, parseDecoding } from "./image-attributes";
import { SiteImage } from "./site-image";

const svg = "/images/pages/cases.svg";

describe("image attributes", () => {
  it("accepts exactly the allowed crossorigin and decoding values", () => {
    expect(["anonymous", "use-credentials", "", true, false].map(parseCrossOrigin)).toEqual([
      "anonymous",
      "use-credentials",
      "",
      true,
      false,
    ]);
    expect(parseCrossOrigin("true")).toBe(true);
    expect(parseCrossOrigin("false")).toBe(false);
    expect(["async", "auto", "sync"].map(parseDecoding)).toEqual(["async", "auto", "sync"]);
  });

  it("refuses anything else with a message naming the value", () => {
    for (const bad of ["Anonymous", "credentials", null, 1, undefined]) {
      expect(() => parseCrossOrigin(bad)).toThrow(/Invalid image crossorigin/);
    }
    for (const bad of ["lazy", "", "ASYNC", 0])
      expect(() => parseDecoding(bad)).toThrow(/Invalid image decoding/);
  });
});

describe("SiteImage", () => {
  const html = (props: Partial<Parameters<typeof SiteImage>[0]>) =>
    renderToStaticMarkup(<SiteImage src={svg} alt="" sizes="100vw" {...props} />);

  it("renders crossorigin and decoding as given, true as the bare attribute and false as none", () => {
    const both = html({ crossOrigin: "use-credentials", decoding: "sync" });
    expect(both).toContain('crossorigin="use-credentials"');
    expect(both).toContain('decoding="sync"');
    expect(html({ decoding: "sync" })).toContain('decoding="sync"');
    expect(html({ crossOrigin: "anonymous" })).toContain('crossorigin="anonymous"');
    expect(html({ crossOrigin: true })).toContain('crossorigin=""');
    expect(html({ crossOrigin: false })).not.toContain("crossorigin");
    expect(html({})).not.toContain("crossorigin");
    expect(html({})).toContain('decoding="async"');
  });

  it("fails the render for a value from content that is not allowed", () => {
    const fromContent: unknown = "lazy";
    expect(() => html({ decoding: fromContent as "async" })).toThrow(/Invalid image decoding "lazy"/);
  });
});
