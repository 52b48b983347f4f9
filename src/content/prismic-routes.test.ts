import { beforeAll, describe, expect, it } from "vitest";
import { linkResolver, pageDocumentTypes } from "./link-resolver";
import { pageIndex } from "./page-index";
import { prismicRoutes } from "./prismic-routes";
import { getPagePaths } from "./queries";
import { contentClient } from "./source";

interface Routed {
  readonly id: string;
  readonly type: string;
  readonly lang: string;
  readonly uid?: string | null;
  readonly url?: string | null;
  readonly data: {
    readonly items?: readonly {
      readonly slug: { readonly id: string; readonly type?: string; readonly url?: string | null };
    }[];
  };
}

beforeAll(async () => {
  const { pages, aliases } = await getPagePaths();
  pageIndex.take(pages, aliases);
  // The routes follow the index: the next root read sends the ones taken now.
  contentClient.forgetApiRoot();
});

describe("the routes Prismic's route resolver is given", () => {
  it("are each page type's pattern per language, however many documents there are", () => {
    expect(prismicRoutes).toHaveLength(pageDocumentTypes.length * 2);
    expect(prismicRoutes.every((route) => !("uid" in route))).toBe(true);
    // The URL every query carries stays short (servers and CDNs commonly refuse past 8 KB).
    expect(encodeURIComponent(JSON.stringify(prismicRoutes)).length).toBeLessThan(4_000);
  });

  it("put every published document where the site serves it, with the link resolver for those placed elsewhere", async () => {
    const documents = (
      await Promise.all(pageDocumentTypes.map((type) => contentClient.getAllByType(type, { lang: "*" })))
    ).flat() as unknown as Routed[];
    expect(documents.length).toBeGreaterThan(100);
    const wrong = documents.flatMap((document) =>
      linkResolver(document) === pageIndex.pathOf(document.id)
        ? []
        : [`${document.id}: ${linkResolver(document)} ≠ ${pageIndex.pathOf(document.id)}`],
    );
    expect(wrong).toEqual([]);
    // The API's `url` follows the pattern; the family at the Spanish root is placed by the resolver.
    const family = documents.find(
      (document) => pageIndex.pathOf(document.id) === "/es/visualizacion-de-datos/",
    );
    expect(family?.url).toBe("/es/servicios/visualizacion-de-datos/");
    expect(family && linkResolver(family)).toBe("/es/visualizacion-de-datos/");
    const patterned = documents.filter((document) => document.url === pageIndex.pathOf(document.id));
    expect(patterned.length).toBeGreaterThan(documents.length * 0.8);
  });

  it("give document links the linked page too, through the link resolver (a family's services)", async () => {
    const families = (await contentClient.getAllByType("service_family", {
      lang: "*",
    })) as unknown as Routed[];
    const links = families.flatMap((family) => family.data.items ?? []).map((item) => item.slug);
    expect(links.length).toBeGreaterThan(30);
    for (const link of links) expect(linkResolver(link), link.id).toBe(pageIndex.pathOf(link.id));
    expect(links.some((link) => link.url !== pageIndex.pathOf(link.id))).toBe(true);
  });
});
