import { describe, expect, it } from "vitest";
import { isOperationsPath, type RouteKind, routeKindOf } from "./route-kind";

describe("routeKindOf", () => {
  it.each<[string | undefined, RouteKind]>([
    ["/", "page"],
    ["/en/", "page"],
    ["/es/servicios/diseno-de-producto/", "page"],
    ["/en/insights/accessibility?utm_source=newsletter", "page"],
    ["/_astro/index.BcD3f.js", "asset"],
    ["/_astro/Inter.woff2", "asset"],
    ["/icon.svg", "asset"],
    ["/site.webmanifest", "asset"],
    ["/_ipx/f_webp,w_640/images/cases/atlas.jpg", "image"],
    ["/api/ipx/w_320/images/team.png", "image"],
    ["/share/en/home.png", "image"],
    ["/images/cases/atlas.jpg", "image"],
    ["/api/contact", "api"],
    ["/api/v2/documents/search?ref=x", "api"],
    ["/api", "api"],
    ["/sitemap.xml", "feed"],
    ["/en/insights/feed.xml", "feed"],
    ["/robots.txt", "feed"],
    ["/wp-login.php", "other"],
    ["/.env", "other"],
    ["/healthz", "other"],
    ["/metrics?x=1", "other"],
    ["http://example.com/en/", "other"],
    ["*", "other"],
    [undefined, "other"],
  ])("%s is a %s route", (target, kind) => {
    expect(routeKindOf(target)).toBe(kind);
  });
});

describe("isOperationsPath", () => {
  it("is the three operations endpoints, with or without a query, and nothing else", () => {
    expect(["/healthz", "/readyz?full=1", "/metrics"].map(isOperationsPath)).toEqual([true, true, true]);
    expect(["/healthz/", "/en/healthz", "/readyzz", undefined].map(isOperationsPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
