import type { PageKind, RouteDef, RouteName } from "./route-table";

/**
 * The top-level sections pages of a kind belong to: each is a route (its listing) and a label under
 * `Navigation.*` in messages/*.json, which the breadcrumbs and kickers read by this name.
 */
const sections = ["services", "industries", "cases", "insights"] as const satisfies readonly RouteName[];
export type SectionName = (typeof sections)[number];

/** The section (a route name) that pages of a kind belong to, for kickers and "current" marks. */
const sectionByKind: Partial<Record<PageKind, SectionName>> = {
  "service-family": "services",
  service: "services",
  industry: "industries",
  case: "cases",
  insight: "insights",
};

export function sectionOf(route: RouteDef): SectionName | undefined {
  return sectionByKind[route.kind];
}
