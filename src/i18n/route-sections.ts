import type { PageKind, RouteDef, RouteName } from "./route-table";

/** The top-level section (a route name) that pages of a kind belong to, for kickers and "current" marks. */
const sectionByKind: Partial<Record<PageKind, RouteName>> = {
  "service-family": "services",
  service: "services",
  industry: "industries",
  case: "cases",
  insight: "insights",
};

export function sectionOf(route: RouteDef): RouteName | undefined {
  return sectionByKind[route.kind];
}
