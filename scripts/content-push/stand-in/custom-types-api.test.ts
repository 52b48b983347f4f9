import type { CustomTypeModel, SharedSliceModel } from "@prismicio/client";
import {
  ConflictError,
  createClient,
  ForbiddenError,
  InvalidPayloadError,
  NotFoundError,
  UnauthorizedError,
} from "@prismicio/custom-types-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type PrismicStandIn, startPrismicStandIn } from "./prismic-stand-in";

const repositoryName = "lumbre-test";
const token = "custom-types-token";

let standIn: PrismicStandIn;

beforeEach(async () => {
  standIn = await startPrismicStandIn({
    repositoryName,
    customTypesToken: token,
    writeToken: "write-token",
    accessToken: "access-token",
  });
});
afterEach(async () => {
  await standIn.close();
});

function client(overrides: { token?: string; repositoryName?: string } = {}) {
  return createClient({ repositoryName, token, endpoint: standIn.endpoints.customTypes, ...overrides });
}

/** A shared slice as Slice Machine writes one (src/slices/<slice>/model.json), two variations. */
const banner = {
  id: "banner",
  type: "SharedSlice",
  name: "Banner",
  description: "A line of text across the page.",
  variations: [
    {
      id: "default",
      name: "Default",
      description: "Text only.",
      docURL: "...",
      version: "initial",
      imageUrl: "",
      primary: { text: { type: "Text", config: { label: "Text" } } },
      items: {},
    },
    {
      id: "withImage",
      name: "With image",
      description: "Text beside an image.",
      docURL: "...",
      version: "initial",
      imageUrl: "",
      primary: {
        text: { type: "Text", config: { label: "Text" } },
        image: { type: "Image", config: { label: "Image", constraint: {}, thumbnails: [] } },
      },
      items: {},
    },
  ],
} as const satisfies SharedSliceModel;

describe("the stand-in's shared slices, through Prismic's Custom Types API client", () => {
  it("inserts (201) and reads back one and all, as sent", async () => {
    await client().insertSharedSlice(banner);
    expect(await client().getSharedSliceByID("banner")).toEqual(banner);
    expect(await client().getAllSharedSlices()).toEqual([banner]);
    expect(standIn.sharedSlices.get("banner")).toEqual(banner);
    // Slices are their own models: the custom types are untouched.
    expect(await client().getAllCustomTypes()).toEqual([]);
  });

  it("refuses to insert an id it has (409) and updates one it has (204)", async () => {
    await client().insertSharedSlice(banner);
    await expect(client().insertSharedSlice({ ...banner, name: "Other" })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(standIn.sharedSlices.get("banner")?.name).toBe("Banner");
    await client().updateSharedSlice({ ...banner, name: "Banners" });
    expect((await client().getAllSharedSlices()).map((slice) => slice.name)).toEqual(["Banners"]);
  });

  it("refuses to read, update or delete an id it does not have (404, 422)", async () => {
    await expect(client().getSharedSliceByID("banner")).rejects.toBeInstanceOf(NotFoundError);
    await expect(client().updateSharedSlice(banner)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client().removeSharedSlice("banner")).rejects.toBeInstanceOf(NotFoundError);
    expect(standIn.sharedSlices.size).toBe(0);
  });

  it("deletes one (204)", async () => {
    await client().insertSharedSlice(banner);
    await client().removeSharedSlice("banner");
    expect(standIn.sharedSlices.has("banner")).toBe(false);
    expect(await client().getAllSharedSlices()).toEqual([]);
  });

  it("refuses a wrong token (403) and another repository (401), as for custom types", async () => {
    await expect(client({ token: "nope" }).getAllSharedSlices()).rejects.toBeInstanceOf(ForbiddenError);
    await expect(client({ token: "nope" }).insertSharedSlice(banner)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(client({ repositoryName: "someone-else" }).getAllSharedSlices()).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(standIn.sharedSlices.size).toBe(0);
  });

  it("refuses a malformed model (400) in its words, and stores nothing", async () => {
    const malformed: readonly [unknown, RegExp][] = [
      [{ ...banner, type: "Slice" }, /^type must be "SharedSlice" in shared slice banner\.$/],
      [{ ...banner, id: "Banner!" }, /^Invalid id/],
      [{ ...banner, variations: [] }, /^Shared slice banner needs at least one variation\.$/],
      [
        { ...banner, variations: [banner.variations[0], banner.variations[0]] },
        /^Shared slice banner has two variations default\.$/,
      ],
      [
        { ...banner, variations: [{ ...banner.variations[0], version: undefined }] },
        /^version must be a string/,
      ],
      [
        { ...banner, variations: [{ ...banner.variations[0], primary: { text: { config: {} } } }] },
        /^Field banner\.default\.primary\.text has no type\.$/,
      ],
    ];
    for (const [model, words] of malformed) {
      const failure = await client()
        .insertSharedSlice(model as SharedSliceModel)
        .then(
          () => new Error("took a malformed slice"),
          (error: unknown) => error,
        );
      expect(failure, words.source).toBeInstanceOf(InvalidPayloadError);
      expect((failure as InvalidPayloadError).message, words.source).toMatch(words);
    }
    expect(standIn.sharedSlices.size).toBe(0);
  });

  it("takes a page type whose slice zone names a slice it lacks, as Prismic's references do not say it refuses one", async () => {
    const page = {
      id: "landing",
      label: "Landing",
      repeatable: true,
      status: true,
      format: "page",
      json: {
        Main: {
          slices: {
            type: "Slices",
            fieldset: "Slice Zone",
            config: { choices: { banner: { type: "SharedSlice" } } },
          },
        },
      },
    } as const satisfies CustomTypeModel;
    await client().insertCustomType(page);
    expect(standIn.customTypes.get("landing")).toEqual(page);
  });
});
