import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import { fromPrismicShape } from "./prismic-shape";
import { type PrismicSharedSlice, sharedSlices } from "./prismic-slices";
import { customTypeFields, customTypes, type PrismicCustomType } from "./prismic-types";
import { sliceZone } from "./slices";
import { type SliceModels, toPrismicData } from "./to-prismic-shape";
import { isDocumentType, schemasByType } from "./types";

let store: ContentStore;
let typesById: ReadonlyMap<string, PrismicCustomType>;
const slices: SliceModels = new Map(sharedSlices().map((slice) => [slice.id, slice]));

beforeAll(async () => {
  store = await loadContentStore(join(import.meta.dirname, "../../..", "content"));
  typesById = new Map(customTypes().map((type) => [type.id, type]));
});

function prismicShaped(document: ContentStore["master"][number]) {
  const type = typesById.get(document.type);
  if (!type) throw new Error(`no custom type for ${document.type}`);
  return { ...document, data: toPrismicData(type.json.Main, document.data, slices) };
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
      toPrismicData(
        fields,
        {
          quote: { text: "Hi" },
          platforms: ["iOS", "Android"],
          steps: [{ title: "One" }],
          title: "T",
          gone: undefined,
        },
        slices,
      ),
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

describe("toPrismicData: slice zones", () => {
  /** A slice whose fields take Prismic's group shapes: an object and a list of plain values. */
  const banner: PrismicSharedSlice = {
    id: "banner",
    type: "SharedSlice",
    name: "Banner",
    description: "",
    variations: [
      {
        id: "default",
        name: "Default",
        description: "",
        docURL: "...",
        version: "initial",
        imageUrl: "",
        primary: {
          title: { type: "Text", config: {} },
          quote: { type: "Group", config: { repeat: false, fields: { text: { type: "Text", config: {} } } } },
          tags: { type: "Group", config: { repeat: true, fields: { value: { type: "Text", config: {} } } } },
        },
        items: {},
      },
    ],
  };
  const models: SliceModels = new Map([["banner", banner]]);
  const fields = {
    slices: {
      type: "Slices",
      fieldset: "Slice Zone",
      config: { choices: { banner: { type: "SharedSlice" } } },
    },
  };

  it("shapes each slice's fields by its variation, and sends only the ids Prismic gave", () => {
    const shaped = toPrismicData(
      fields,
      {
        slices: [
          {
            id: "banner-1",
            slice_type: "banner",
            variation: "default",
            primary: { title: "T", quote: { text: "Hi" }, tags: ["a", "b"] },
          },
          {
            id: "banner$0f1e",
            slice_type: "banner",
            variation: "default",
            primary: { title: "U" },
            items: [],
          },
          { id: "banner$", slice_type: "banner", variation: "default", primary: { title: "V" } },
        ],
      },
      models,
    );
    expect(shaped).toEqual({
      slices: [
        {
          slice_type: "banner",
          variation: "default",
          primary: { title: "T", quote: [{ text: "Hi" }], tags: [{ value: "a" }, { value: "b" }] },
        },
        { id: "banner$0f1e", slice_type: "banner", variation: "default", primary: { title: "U" }, items: [] },
        { slice_type: "banner", variation: "default", primary: { title: "V" } },
      ],
    });
  });

  it("passes a slice of no model or variation as it is, for the Migration API to refuse", () => {
    const strays = [
      { slice_type: "banner", variation: "wide", primary: { quote: { text: "x" } } },
      { slice_type: "carousel", variation: "default", primary: { quote: { text: "x" } } },
    ];
    expect(toPrismicData(fields, { slices: strays }, models)).toEqual({ slices: strays });
  });

  it("writes an embed as its address alone, the Migration API's shape: Prismic fetches the oEmbed data", () => {
    const video: PrismicSharedSlice = {
      ...banner,
      id: "clip",
      variations: banner.variations.map((variation) => ({
        ...variation,
        primary: {
          title: variation.primary.title ?? { type: "Text", config: {} },
          video: { type: "Embed", config: {} },
        },
      })),
    };
    const embed = {
      embed_url: "https://vimeo.com/68470326",
      type: "video",
      provider_name: "Vimeo",
      title: "How Designers Destroyed the World",
      html: '<iframe src="https://player.vimeo.com/video/68470326"></iframe>',
    };
    const zone = {
      slices: [
        { slice_type: "clip", variation: "default", primary: { title: "T", video: embed } },
        { slice_type: "clip", variation: "default", primary: { title: "U", video: {} } },
      ],
    };
    expect(toPrismicData(fields, zone, new Map([["clip", video]]))).toEqual({
      slices: [
        {
          slice_type: "clip",
          variation: "default",
          primary: { title: "T", video: { embed_url: "https://vimeo.com/68470326" } },
        },
        { slice_type: "clip", variation: "default", primary: { title: "U", video: {} } },
      ],
    });
  });

  it("gives a zone of the library a shape the landing page's model reads back to the same slices", () => {
    const landing = customTypes().find((type) => type.id === "landing_page");
    if (!landing) throw new Error("no landing_page type");
    const zone = [
      {
        slice_type: "hero",
        variation: "default",
        primary: { kicker: "Offer", title: "A sprint", description: "" },
      },
      {
        slice_type: "figures",
        variation: "default",
        primary: { title: "Results", figures: [{ value: "3x", label: "faster" }] },
      },
      {
        slice_type: "faq",
        variation: "default",
        primary: {
          kicker: "FAQ",
          title: "Questions",
          questions: [{ question: "Why?", answer: [{ type: "paragraph", text: "Because.", spans: [] }] }],
        },
      },
      {
        slice_type: "call_to_action",
        variation: "toPage",
        primary: {
          title: "Talk",
          text: "To us",
          label: "Go",
          link: { link_type: "Document", id: "contact" },
        },
      },
    ];
    const shaped = toPrismicData(customTypeFields(landing), { slices: zone }, slices).slices;
    expect(sliceZone.parse(fromPrismicShape(sliceZone, shaped))).toEqual(sliceZone.parse(zone));
  });
});
