import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import type { StoredDocument } from "@/content/service/types";
import { videoEmbed } from "./fields";
import { fromPrismicShape } from "./prismic-shape";
import { sharedSlices } from "./prismic-slices";
import {
  customTypeFields,
  customTypes,
  dataShape,
  fieldOf,
  type PrismicCustomType,
  type PrismicField,
} from "./prismic-types";
import { type DocumentType, isDocumentType, isSingleType, schemasByType, singleTypes } from "./types";

const projectRoot = join(import.meta.dirname, "../../..");
let store: ContentStore;
let types: Map<string, PrismicCustomType>;

beforeAll(async () => {
  store = await loadContentStore(join(projectRoot, "content"));
  types = new Map(customTypes().map((type) => [type.id, type]));
});

type Json = unknown;

/**
 * A document's data as hosted Prismic returns it for the given fields, worked out from the custom type
 * and the value alone (not from the content model): each value must fit the kind of its field.
 */
function asPrismicReturns(fields: Readonly<Record<string, PrismicField>>, data: Json, path: string): Json {
  expect(typeof data === "object" && data !== null && !Array.isArray(data), `${path} is an object`).toBe(
    true,
  );
  return Object.fromEntries(
    Object.entries(data as Record<string, Json>).map(([key, value]) => {
      const field = fields[key];
      expect(field, `${path}.${key} has a Prismic field`).toBeDefined();
      return [key, fieldValue(field as PrismicField, value, `${path}.${key}`)];
    }),
  );
}

function fieldValue(field: PrismicField, value: Json, path: string): Json {
  const config = field.config as {
    repeat?: boolean;
    fields?: Record<string, PrismicField>;
    options?: string[];
    select?: string | null;
    multi?: string;
    labels?: string[];
  };
  switch (field.type) {
    case "Text":
    case "Date":
      expect(typeof value, path).toBe("string");
      if (field.type === "Date" && value !== "") expect(value, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Prismic answers an empty text or date with null, never "".
      return value === "" ? null : value;
    case "Select":
      expect(config.options, path).toContain(value);
      // …and an empty Select (no option chosen) with null too.
      return value === "" ? null : value;
    case "Number":
      expect(typeof value, path).toBe("number");
      return value;
    case "Boolean":
      expect(typeof value, path).toBe("boolean");
      return value;
    case "Image":
      expect(value, path).toMatchObject({ url: expect.any(String), dimensions: expect.any(Object) });
      return value;
    case "Embed":
      expect(value, path).toMatchObject({ embed_url: expect.stringMatching(/^https:\/\//) });
      return value;
    case "Link":
      expect(value, path).toMatchObject({
        link_type: config.select === "document" ? "Document" : expect.any(String),
      });
      return value;
    case "StructuredText": {
      const kinds = new Set(config.multi?.split(","));
      expect(Array.isArray(value), path).toBe(true);
      for (const block of value as {
        type: string;
        spans?: { type: string; data?: { label?: string } }[];
      }[]) {
        expect(kinds, `${path}: a ${block.type} block`).toContain(block.type);
        for (const span of block.spans ?? []) {
          if (span.type === "label") expect(config.labels, `${path}: a label`).toContain(span.data?.label);
          else expect(kinds, `${path}: a ${span.type} span`).toContain(span.type);
        }
      }
      return value;
    }
    case "Group": {
      const fields = config.fields ?? {};
      if (!config.repeat) return [asPrismicReturns(fields, value, path)];
      expect(Array.isArray(value), `${path} is a list`).toBe(true);
      const items = value as Json[];
      const valueField = Object.keys(fields).length === 1 ? fields.value : undefined;
      return items.map((item, index) =>
        valueField
          ? { value: fieldValue(valueField, item, `${path}[${index}]`) }
          : asPrismicReturns(fields, item, `${path}[${index}]`),
      );
    }
    case "Slices": {
      expect(Array.isArray(value), `${path} is a list`).toBe(true);
      return (value as { slice_type: string; variation: string; primary: Json }[]).map((slice, index) => {
        expect(Object.keys(field.config.choices as object), path).toContain(slice.slice_type);
        const variation = sharedSlices()
          .find((model) => model.id === slice.slice_type)
          ?.variations.find((candidate) => candidate.id === slice.variation);
        if (!variation)
          throw new Error(`${path}[${index}]: no variation ${slice.variation} of ${slice.slice_type}`);
        return { ...slice, primary: asPrismicReturns(variation.primary, slice.primary, `${path}[${index}]`) };
      });
    }
    default:
      throw new Error(`${path}: unexpected field kind ${field.type}`);
  }
}

function everyDocument(): StoredDocument[] {
  return [...store.master, ...store.releases.flatMap((release) => release.documents)];
}

describe("Prismic custom types from the content model", () => {
  it("has one type per document type, each with every field of its model and no other", () => {
    expect([...types.keys()].sort()).toEqual(Object.keys(schemasByType).sort());
    for (const [id, type] of types) {
      const { uid, ...fields } = customTypeFields(type);
      expect(Object.keys(fields).sort(), id).toEqual(Object.keys(dataShape(id as DocumentType)).sort());
      // Documents fetched by uid (a service, an insight) get one; single pages do not.
      expect(uid !== undefined, `${id} uid`).toBe(type.repeatable);
      expect(type.repeatable, `${id} repeatable`).toBe(!isSingleType(id));
    }
  });

  it("matches the documents: a single type's have no uid and one per language, a repeatable type's a uid each", () => {
    for (const document of everyDocument()) {
      const repeatable = types.get(document.type)?.repeatable;
      expect(document.uid !== null, `${document.id} has a uid`).toBe(repeatable);
    }
    for (const type of singleTypes) {
      const languages = store.master.filter((document) => document.type === type).map(({ lang }) => lang);
      expect(languages.sort(), type).toEqual(["en-us", "es-ar"]);
    }
  });

  it("gives every value of every document a field of a matching kind, and the site reads the Prismic shape", () => {
    const documents = everyDocument();
    expect(documents.length).toBeGreaterThan(50);
    for (const document of documents) {
      const type = types.get(document.type);
      if (!type || !isDocumentType(document.type)) throw new Error(`no custom type for ${document.type}`);
      const prismic = asPrismicReturns(
        customTypeFields(type),
        document.data,
        `${document.type}/${document.id}`,
      );
      const schema = schemasByType[document.type];
      expect(schema.parse({ ...document, data: prismic }).data, document.id).toEqual(
        schema.parse(document).data,
      );
    }
  });

  it("turns the groups back into objects and plain lists (the Prismic shape is not the site's)", () => {
    const caseStudy = store.master.find((document) => document.type === "case_study");
    const awards = store.master.find((document) => document.type === "awards");
    if (!caseStudy || !awards) throw new Error("content/ has cases and the awards page");
    const asPrismic = (document: StoredDocument) =>
      asPrismicReturns(
        customTypeFields(types.get(document.type) as PrismicCustomType),
        document.data,
        document.id,
      ) as Record<string, Json>;
    const platforms = asPrismic(caseStudy).platforms;
    expect(platforms).toEqual((caseStudy.data.platforms as string[]).map((value) => ({ value })));
    const brandBook = asPrismic(awards).brand_book;
    expect(brandBook).toEqual([awards.data.brand_book]);
    expect(
      schemasByType.case_study.parse({ ...caseStudy, data: { ...caseStudy.data, platforms } }).data.platforms,
    ).toEqual(caseStudy.data.platforms);
    expect(
      schemasByType.awards.parse({ ...awards, data: { ...awards.data, brand_book: brandBook } }).data
        .brand_book,
    ).toEqual(awards.data.brand_book);
  });

  it("reads Prismic's empty optional fields as absent, and refuses an empty required one", () => {
    const service = store.master.find((document) => document.type === "service");
    const insight = store.master.find((document) => document.type === "insight");
    if (!service || !insight) throw new Error("content/ has services and insights");
    const schema = schemasByType.service;
    expect(schema.parse({ ...service, data: { ...service.data, image: {} } }).data.image).toBeUndefined();
    expect(
      schemasByType.insight.parse({ ...insight, data: { ...insight.data, featured: null } }).data.featured,
    ).toBe(false);
    expect(schema.safeParse({ ...service, data: { ...service.data, title: null } }).success).toBe(false);
  });

  it("models a video as Prismic's Embed field, and reads it back as hosted Prismic answers it, empty or filled", () => {
    expect(fieldOf("video", videoEmbed, 1, "video")).toEqual({
      type: "Embed",
      config: { label: "Video", placeholder: expect.stringContaining("YouTube or Vimeo") },
    });
    const video = z.object({ video: videoEmbed });
    const served = {
      embed_url: "https://vimeo.com/68470326",
      type: "video",
      version: "1.0",
      provider_name: "Vimeo",
      provider_url: "https://vimeo.com/",
      html: '<iframe src="https://player.vimeo.com/video/68470326"></iframe>',
      width: 480,
      height: 270,
    };
    expect(video.parse(fromPrismicShape(video, { video: served }))).toEqual({
      video: { embed_url: served.embed_url, type: "video", provider_name: "Vimeo" },
    });
    // An empty Embed is {}: a video the slice needs is missing, named by its address.
    const empty = video.safeParse(fromPrismicShape(video, { video: {} }));
    expect(empty.error?.issues[0]?.path).toEqual(["video", "embed_url"]);
  });

  it("is what customtypes/ holds (run npm run content:types after changing the model)", async () => {
    const folder = join(projectRoot, "customtypes");
    const committed = (await readdir(folder)).sort();
    expect(committed).toEqual([...types.keys()].sort());
    for (const id of committed) {
      const file = JSON.parse(await readFile(join(folder, id, "index.json"), "utf8")) as unknown;
      expect(file, id).toEqual(types.get(id));
    }
  });
});
