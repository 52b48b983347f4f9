import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import type { StoredDocument } from "@/content/service/types";

/**
 * A service family has one name per language: the title of its own document. The home page's services
 * slider and the route table's labels repeat it, so they must spell it the same way (issue 30: the
 * Spanish slider said "Branding y estrategia" where the family page said "Estrategia y branding").
 */

const store: Promise<ContentStore> = loadContentStore(join(import.meta.dirname, "../../content"));

interface SliderItem {
  readonly title: string;
  readonly link: { readonly type?: string; readonly uid?: string };
}

/** Every slider title that differs from the title of the family it links to, in one set of documents. */
function sliderMismatches(
  documents: readonly StoredDocument[],
  families: readonly StoredDocument[],
  name: string,
): string[] {
  return documents
    .filter((document) => document.type === "home")
    .flatMap((home) =>
      ((home.data.slider_items ?? []) as SliderItem[]).flatMap((item, index) => {
        if (item.link.type !== "service_family") return [];
        const family = families.find(
          (candidate) => candidate.uid === item.link.uid && candidate.lang === home.lang,
        );
        const title = family?.data.title;
        return title === item.title
          ? []
          : [
              `${name} home (${home.lang}) slider_items.${index}: "${item.title}", but the family is "${title}"`,
            ];
      }),
    );
}

describe("service family names", () => {
  it("the home slider names each family as its page does, published and in every release", async () => {
    const content = await store;
    const masterFamilies = content.master.filter((document) => document.type === "service_family");
    expect(masterFamilies.length).toBeGreaterThan(0);
    const problems = [
      ...sliderMismatches(content.master, masterFamilies, "published"),
      ...content.releases.flatMap((release) => {
        const own = release.documents.filter((document) => document.type === "service_family");
        const families = [
          ...own,
          ...masterFamilies.filter((family) => !own.some((candidate) => candidate.id === family.id)),
        ];
        return sliderMismatches(release.documents, families, `release ${release.id}`);
      }),
    ];
    expect(problems).toEqual([]);
  });

  it("refuses a slider that spells a family another way", () => {
    const family = { type: "service_family", uid: "branding-strategy", lang: "es-ar", data: {} };
    const families = [{ ...family, data: { title: "Estrategia y branding" } }] as unknown as StoredDocument[];
    const home = {
      type: "home",
      lang: "es-ar",
      data: {
        slider_items: [
          { title: "Branding y estrategia", link: { type: "service_family", uid: "branding-strategy" } },
        ],
      },
    } as unknown as StoredDocument;
    expect(sliderMismatches([home], families, "test")).toHaveLength(1);
  });
});
