import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import type { StoredDocument } from "@/content/service/types";

/**
 * A service family has one name per language: the title of its own document. A services slider (the home
 * page's) and the route table's labels repeat it, so they must spell it the same way (issue 30: the
 * Spanish slider said "Branding y estrategia" where the family page said "Estrategia y branding").
 */

const store: Promise<ContentStore> = loadContentStore(join(import.meta.dirname, "../../content"));

interface SliderItem {
  readonly title: string;
  readonly link: { readonly type?: string; readonly uid?: string };
}

interface ZoneSlice {
  readonly slice_type: string;
  readonly primary: { readonly items?: readonly SliderItem[] };
}

/** Every services slider card of the documents, with where it is (`home (es-ar) slices.0.primary.items.2`). */
function sliderItems(documents: readonly StoredDocument[]): [StoredDocument, string, SliderItem][] {
  return documents.flatMap((document) =>
    ((document.data.slices ?? []) as ZoneSlice[]).flatMap((slice, place) =>
      slice.slice_type === "services_slider"
        ? (slice.primary.items ?? []).map((item, index): [StoredDocument, string, SliderItem] => [
            document,
            `${document.type} (${document.lang}) slices.${place}.primary.items.${index}`,
            item,
          ])
        : [],
    ),
  );
}

/** Every slider title that differs from the title of the family it links to, in one set of documents. */
function sliderMismatches(
  documents: readonly StoredDocument[],
  families: readonly StoredDocument[],
  name: string,
): string[] {
  return sliderItems(documents).flatMap(([document, where, item]) => {
    if (item.link.type !== "service_family") return [];
    const family = families.find(
      (candidate) => candidate.uid === item.link.uid && candidate.lang === document.lang,
    );
    const title = family?.data.title;
    return title === item.title ? [] : [`${name} ${where}: "${item.title}", but the family is "${title}"`];
  });
}

describe("service family names", () => {
  it("the home slider names each family as its page does, published and in every release", async () => {
    const content = await store;
    const masterFamilies = content.master.filter((document) => document.type === "service_family");
    expect(masterFamilies.length).toBeGreaterThan(0);
    // The home page's slider in both languages, four cards each: the check below has cards to check.
    expect(sliderItems(content.master).length).toBeGreaterThanOrEqual(8);
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
        slices: [
          {
            slice_type: "services_slider",
            primary: {
              items: [
                {
                  title: "Branding y estrategia",
                  link: { type: "service_family", uid: "branding-strategy" },
                },
              ],
            },
          },
        ],
      },
    } as unknown as StoredDocument;
    expect(sliderMismatches([home], families, "test")).toHaveLength(1);
  });
});
