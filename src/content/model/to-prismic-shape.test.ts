import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import { customTypes, type PrismicCustomType } from "./prismic-types";
import { toPrismicData } from "./to-prismic-shape";
import { isDocumentType, schemasByType } from "./types";

let store: ContentStore;
let typesById: ReadonlyMap<string, PrismicCustomType>;

beforeAll(async () => {
  store = await loadContentStore(join(import.meta.dirname, "../../..", "content"));
  typesById = new Map(customTypes().map((type) => [type.id, type]));
});

function prismicShaped(document: ContentStore["master"][number]) {
  const type = typesById.get(document.type);
  if (!type) throw new Error(`no custom type for ${document.type}`);
  return { ...document, data: toPrismicData(type.json.Main, document.data) };
}

describe("toPrismicData", () => {
  it("gives every document a shape the model reads back to the same content", () => {
    const documents = [...store.master, ...store.releases.flatMap((release) => release.documents)];
    expect(documents.length).toBeGreaterThan(100);
    for (const document of documents) {
      if (!isDocumentType(document.type)) throw new Error(`unknown type ${document.type}`);
      const schema = schemasByType[document.type];
      expect(schema.parse(prismicShaped(document)), document.id).toEqual(schema.parse(document));
    }
  });

  it("wraps an object in a one-item group and plain values in { value } items", () => {
    const fields = {
      quote: { type: "Group", config: { repeat: false, fields: { text: { type: "Text", config: {} } } } },
      platforms: { type: "Group", config: { repeat: true, fields: { value: { type: "Text", config: {} } } } },
      steps: { type: "Group", config: { repeat: true, fields: { title: { type: "Text", config: {} } } } },
      title: { type: "Text", config: {} },
    };
    expect(
      toPrismicData(fields, {
        quote: { text: "Hi" },
        platforms: ["iOS", "Android"],
        steps: [{ title: "One" }],
        title: "T",
        gone: undefined,
      }),
    ).toEqual({
      quote: [{ text: "Hi" }],
      platforms: [{ value: "iOS" }, { value: "Android" }],
      steps: [{ title: "One" }],
      title: "T",
    });
  });

  it("changes the shape of real documents (the round trip above is not an identity)", () => {
    const changed = store.master.filter(
      (document) => JSON.stringify(prismicShaped(document).data) !== JSON.stringify(document.data),
    );
    expect(changed.length).toBeGreaterThan(10);
  });
});
