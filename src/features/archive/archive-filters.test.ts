import { describe, expect, it } from "vitest";
import { archiveQuery, filterProjects, offeredArchiveFilters, parseArchiveFilters } from "./archive-filters";

const projects = [
  { id: 1, services: ["product-discovery"], industries: ["media-ott"], year: 2024 },
  {
    id: 2,
    services: ["branding-strategy", "product-discovery"],
    industries: ["retail-commerce"],
    year: 2019,
  },
  { id: 3, services: ["blockchain-innovation-lab"], industries: ["banking-finance-crypto"], year: 2024 },
];

describe("archive filters", () => {
  it("reads valid filters from the query string and ignores bad ones", () => {
    expect(parseArchiveFilters(new URLSearchParams("service=product-discovery&year=2024"))).toEqual({
      service: "product-discovery",
      year: 2024,
    });
    expect(parseArchiveFilters(new URLSearchParams("service=<script>&year=abc&industry=media-ott"))).toEqual({
      industry: "media-ott",
    });
  });

  it("combines filters with AND, and finds nothing when nothing matches", () => {
    expect(filterProjects(projects, { service: "product-discovery" }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterProjects(projects, { service: "product-discovery", year: 2024 }).map((p) => p.id)).toEqual([
      1,
    ]);
    expect(filterProjects(projects, { industry: "energy-industrials" })).toEqual([]);
    expect(filterProjects(projects, {})).toHaveLength(3);
  });

  it("writes the query string back", () => {
    expect(archiveQuery({ service: "nfts", year: 2020 })).toBe("?service=nfts&year=2020");
    expect(archiveQuery({})).toBe("");
  });
});

describe("archive filters the archive offers", () => {
  const offered = { services: ["product-discovery"], industries: ["media-ott"], years: [2024, 2019] };

  it("keeps the values the archive offers and drops the rest, so an unknown value shows everything", () => {
    expect(
      offeredArchiveFilters(
        new URLSearchParams("service=product-discovery&industry=nope&year=2024"),
        offered,
      ),
    ).toEqual({ service: "product-discovery", year: 2024 });
    expect(offeredArchiveFilters(new URLSearchParams("service=nope&year=2007&industry="), offered)).toEqual(
      {},
    );
  });
});
