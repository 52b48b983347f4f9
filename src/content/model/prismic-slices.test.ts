import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sliceFolder } from "../../slices/folders";
import { fromPrismicShape } from "./prismic-shape";
import { sharedSlices } from "./prismic-slices";
import { customTypes } from "./prismic-types";
import { sliceZone } from "./slices";

const projectRoot = join(import.meta.dirname, "../../..");

describe("the slice library as Prismic models it", () => {
  const slices = sharedSlices();

  it("is what src/slices/ holds (run npm run content:types after changing a slice)", async () => {
    const folders = (await readdir(join(projectRoot, "src", "slices"), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(slices.map((slice) => sliceFolder(slice.id)).sort());
    for (const slice of slices) {
      const file = join(projectRoot, "src", "slices", sliceFolder(slice.id), "model.json");
      expect(JSON.parse(await readFile(file, "utf8")), slice.id).toEqual(slice);
    }
  });

  it("offers every slice to the page types' zones, which are page types with an SEO tab", () => {
    const pages = customTypes().filter((type) => type.format === "page");
    expect(pages.map((type) => type.id)).toContain("landing_page");
    for (const type of pages) {
      expect(Object.keys(type.json["SEO & Metadata"] ?? {})).toEqual(["meta_title", "meta_description"]);
      expect(Object.keys(type.json.Main.slices?.config.choices ?? {})).toEqual(
        slices.map((slice) => slice.id),
      );
    }
  });

  it("reads a zone as hosted Prismic answers it: empty text null, ids given, unknown slices refused", () => {
    const fromPrismic = [
      {
        id: "hero$0f1",
        slice_type: "hero",
        slice_label: null,
        variation: "default",
        version: "initial",
        primary: { kicker: "Offer", title: "A sprint", description: null },
        items: [],
      },
      { slice_type: "quote", variation: "default", primary: { quote: "Good.", author: "Ana", role: null } },
    ];
    const parsed = sliceZone.parse(fromPrismicShape(sliceZone, fromPrismic));
    expect(parsed.map((slice) => slice.id)).toEqual(["hero$0f1", "quote-2"]);
    expect(parsed[0]?.primary).toEqual({ kicker: "Offer", title: "A sprint", description: "" });
    expect(sliceZone.safeParse([{ slice_type: "carousel", variation: "default", primary: {} }]).success).toBe(
      false,
    );
    expect(sliceZone.safeParse([{ slice_type: "hero", variation: "wide", primary: {} }]).success).toBe(false);
  });
});
