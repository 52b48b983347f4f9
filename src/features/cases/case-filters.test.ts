import { describe, expect, it } from "vitest";
import { caseFilterQuery, matchesCase, parseCaseFilter } from "./case-filters";

const offered = { services: ["product-discovery", "branding-strategy"], industries: ["media-ott"] };
const wallet = { services: ["product-discovery"], industry: "banking-finance-crypto" };

describe("case filters", () => {
  it("reads a service or an industry the page offers", () => {
    expect(parseCaseFilter(new URLSearchParams("service=branding-strategy"), offered)).toEqual({
      kind: "service",
      value: "branding-strategy",
    });
    expect(parseCaseFilter(new URLSearchParams("industry=media-ott"), offered)).toEqual({
      kind: "industry",
      value: "media-ott",
    });
  });

  it("ignores values the page does not offer and shows every project", () => {
    expect(parseCaseFilter(new URLSearchParams("service=<script>"), offered)).toEqual({ kind: "all" });
    expect(parseCaseFilter(new URLSearchParams("industry=retail-commerce"), offered)).toEqual({
      kind: "all",
    });
  });

  it("matches a case by any of its services or by its industry", () => {
    expect(matchesCase(wallet, { kind: "service", value: "product-discovery" })).toBe(true);
    expect(matchesCase(wallet, { kind: "service", value: "branding-strategy" })).toBe(false);
    expect(matchesCase(wallet, { kind: "industry", value: "media-ott" })).toBe(false);
    expect(matchesCase(wallet, { kind: "all" })).toBe(true);
  });

  it("writes one filter at a time and keeps other parameters", () => {
    const current = new URLSearchParams("utm_source=news&industry=media-ott");
    expect(caseFilterQuery({ kind: "service", value: "product-discovery" }, current).toString()).toBe(
      "utm_source=news&service=product-discovery",
    );
    expect(caseFilterQuery({ kind: "all" }, current).toString()).toBe("utm_source=news");
  });
});
