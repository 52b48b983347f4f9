import { describe, expect, it } from "vitest";
import { getCasesOverview } from "@/content/queries";
import {
  caseFilterQuery,
  caseListingQuery,
  matchesCase,
  parseCaseFilter,
  parseCasePanel,
  shownCases,
} from "./case-filters";

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

describe("a cases filter link", () => {
  it("keeps only what the listing understood: its filter and the row of options opened", () => {
    expect(caseListingQuery(new URLSearchParams("service=branding-strategy&utm_source=x"), offered)).toBe(
      "service=branding-strategy",
    );
    expect(caseListingQuery(new URLSearchParams("show=industry&industry=<b>"), offered)).toBe(
      "show=industry",
    );
    expect(caseListingQuery(new URLSearchParams("show=everything&service="), offered)).toBe("");
    expect(parseCasePanel(new URLSearchParams("show=service"))).toBe("service");
  });

  it("shows on the server what the island shows", () => {
    const cases = [
      { uid: "a", ...wallet },
      { uid: "b", services: ["branding-strategy"], industry: "media-ott" },
    ];
    expect([...shownCases(cases, offered, "service=product-discovery")]).toEqual(["a"]);
    expect([...shownCases(cases, offered, "service=unknown")]).toEqual(["a", "b"]);
  });

  it("means the same in both languages: option values are the same ids in English and Spanish", async () => {
    // The industries and the families are documents: each Spanish one keys by its English translation's uid.
    const [english, spanish] = await Promise.all([getCasesOverview("en"), getCasesOverview("es")]);
    const keys = (overview: typeof english) => overview?.industries.map((industry) => industry.key).sort();
    expect(keys(spanish)).toEqual(keys(english));
    expect(keys(english)).toHaveLength(7);
    const families = (overview: typeof english) => overview?.families.map((family) => family.key);
    expect(families(spanish)).toEqual(families(english));
    expect(families(english)).toEqual([
      "product-discovery",
      "product-design-development",
      "branding-strategy",
      "blockchain-innovation-lab",
      "data-viz-data-storytelling",
    ]);
  });
});
