import { beforeAll, describe, expect, it } from "vitest";
import { pageDocumentTypes } from "./link-resolver";
import { pageIndex } from "./page-index";
import { prismicRoutes } from "./prismic-routes";
import { getPagePaths } from "./queries";
import { contentClient } from "./source";

interface Routed {
  readonly id: string;
  readonly url?: string | null;
  readonly data: {
    readonly items?: readonly { readonly slug: { readonly id: string; readonly url?: string | null } }[];
  };
}

beforeAll(async () => {
  const { pages, aliases } = await getPagePaths();
  pageIndex.take(pages, aliases);
  // The routes follow the index: the next root read sends the ones taken now.
  contentClient.forgetApiRoot();
});

describe("the routes Prismic's route resolver is given", () => {
  it("make `url` on every published document the page the site serves, the Spanish-root families' included", async () => {
    const documents = (
      await Promise.all(pageDocumentTypes.map((type) => contentClient.getAllByType(type, { lang: "*" })))
    ).flat() as unknown as Routed[];
    expect(documents.length).toBeGreaterThan(100);
    const wrong = documents.flatMap((document) =>
      document.url === pageIndex.pathOf(document.id)
        ? []
        : [`${document.id}: ${document.url} ≠ ${pageIndex.pathOf(document.id)}`],
    );
    expect(wrong).toEqual([]);
    expect(documents.find((document) => document.url === "/es/visualizacion-de-datos/")).toBeDefined();
  });

  it("make `url` on document links the linked page too (a family's services)", async () => {
    const families = (await contentClient.getAllByType("service_family", {
      lang: "*",
    })) as unknown as Routed[];
    const links = families.flatMap((family) => family.data.items ?? []).map((item) => item.slug);
    expect(links.length).toBeGreaterThan(30);
    for (const link of links) expect(link.url, link.id).toBe(pageIndex.pathOf(link.id));
  });

  it("give the pages of their own routes first, so the first match is right", () => {
    const routes = prismicRoutes();
    const firstPattern = routes.findIndex((route) => route.uid === undefined);
    expect(firstPattern).toBeGreaterThan(0);
    expect(routes.slice(firstPattern).every((route) => route.uid === undefined)).toBe(true);
    expect(routes.slice(0, firstPattern).map((route) => route.path)).toContain(
      "/es/data-viz-data-storytelling/",
    );
  });
});
