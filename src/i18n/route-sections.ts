import type { PageKind, RouteDef } from "./route-table";

/** The top-level section (a route name) that pages of a kind belong to, for kickers and "current" marks. */
const sectionByKind: Partial<Record<PageKind, string>> = {
  "service-family": "services",
  service: "services",
  industry: "industries",
  case: "cases",
  insight: "insights",
};

export function sectionOf(route: RouteDef): string | undefined {
  return sectionByKind[route.kind];
}
