import type { CustomTypeModel } from "@prismicio/client";
import {
  ConflictError,
  createClient,
  ForbiddenError,
  InvalidPayloadError,
  NotFoundError,
  UnauthorizedError,
} from "@prismicio/custom-types-client";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type PrismicSharedSlice, sharedSlices } from "../../src/content/model/prismic-slices";
import { customTypeOf, customTypes, type PrismicCustomType } from "../../src/content/model/prismic-types";
import { describePushError, pushCustomTypes, pushSharedSlices } from "./push-custom-types";
import { RepositoryMismatchError } from "./repository-checks";
import { type PrismicStandIn, startPrismicStandIn } from "./stand-in/prismic-stand-in";

const repositoryName = "lumbre-test";
const token = "custom-types-token";

let types: readonly PrismicCustomType[] = [];
let standIn: PrismicStandIn;

beforeAll(async () => {
  types = customTypes();
});
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

function push(list: readonly PrismicCustomType[], dryRun = false) {
  const lines: string[] = [];
  return pushCustomTypes({ client: client(), types: list, dryRun, log: (line) => lines.push(line) }).then(
    (summary) => ({ summary, lines }),
  );
}

const writes = () => standIn.requests.filter((request) => request.method !== "GET");

describe("pushCustomTypes against the Custom Types API stand-in", () => {
  it("inserts every generated type into an empty repository, as generated", async () => {
    expect(types.length).toBeGreaterThan(10);
    const { summary, lines } = await push(types);
    expect(summary.inserted).toEqual(types.map((type) => type.id));
    expect(summary.updated).toEqual([]);
    expect([...standIn.customTypes.keys()].sort()).toEqual(types.map((type) => type.id).sort());
    for (const type of types) expect(standIn.customTypes.get(type.id)).toEqual(type);
    expect(lines.at(-1)).toBe(`custom types: ${types.length} inserted, 0 updated, 0 unchanged`);
  });

  it("changes nothing on a second run", async () => {
    await push(types);
    const before = writes().length;
    const { summary, lines } = await push(types);
    expect(summary).toEqual({ inserted: [], updated: [], unchanged: types.map((type) => type.id) });
    expect(writes()).toHaveLength(before);
    expect(lines).toEqual([`custom types: 0 inserted, 0 updated, ${types.length} unchanged`]);
  });

  it("updates only the type whose model changed, and inserts one the repository lacks", async () => {
    const [first, second, ...rest] = types;
    if (first === undefined || second === undefined) throw new Error("the model has fewer than two types");
    await push([first, ...rest]);
    const changed: PrismicCustomType = {
      ...first,
      json: { Main: { ...first.json.Main, extra_note: { type: "Text", config: { label: "Extra note" } } } },
    };
    const { summary } = await push([changed, second, ...rest]);
    expect(summary.inserted).toEqual([second.id]);
    expect(summary.updated).toEqual([first.id]);
    expect(summary.unchanged).toHaveLength(rest.length);
    expect(standIn.customTypes.get(first.id)?.json.Main?.extra_note).toEqual({
      type: "Text",
      config: { label: "Extra note" },
    });
  });

  it("does not treat key order or fields Prismic adds as a change", async () => {
    const [first] = types;
    if (first === undefined) throw new Error("no types");
    await push(types);
    const stored = standIn.customTypes.get(first.id);
    if (stored === undefined) throw new Error("not stored");
    // Same model, keys in another order, plus a field the repository might add on its side.
    const reordered = Object.fromEntries(Object.entries(stored).reverse());
    standIn.customTypes.set(first.id, { ...stored, ...reordered, hash: "abc" } as typeof stored);
    const { summary } = await push(types);
    expect(summary.updated).toEqual([]);
  });

  it("writes nothing on a dry run and lists what it would insert and update", async () => {
    const [first, ...rest] = types;
    if (first === undefined) throw new Error("no types");
    await push(rest);
    const before = writes().length;
    const snapshot = structuredClone([...standIn.customTypes.entries()]);
    const changedRest = rest.map((type, index) =>
      index === 0 ? { ...type, label: `${type.label} (new)` } : type,
    );
    const { summary, lines } = await push([first, ...changedRest], true);
    expect(summary.inserted).toEqual([first.id]);
    expect(summary.updated).toEqual([rest[0]?.id]);
    expect(lines).toContain(`custom types: would insert ${first.id}`);
    expect(lines).toContain(`custom types: would update ${rest[0]?.id}`);
    expect(lines.at(-1)).toBe(
      `custom types: 1 to insert, 1 to update, ${rest.length - 1} unchanged (dry run: nothing written)`,
    );
    expect(writes()).toHaveLength(before);
    expect([...standIn.customTypes.entries()]).toEqual(snapshot);
  });

  it("reports a model Prismic rejects with Prismic's words", async () => {
    const [first] = types;
    if (first === undefined) throw new Error("no types");
    const broken = { ...first, label: "" };
    const failure = await push([broken]).then(
      () => new Error("pushed a model without a label"),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(InvalidPayloadError);
    expect(describePushError(failure)).toMatch(
      /^Prismic refused http:\/\/127\.0\.0\.1:\d+\/customtypes\/insert \(InvalidPayloadError\): Invalid label for custom type/,
    );
  });
});

describe("pushSharedSlices against the Custom Types API stand-in", () => {
  const slices = sharedSlices();

  function pushSlices(list: readonly PrismicSharedSlice[], dryRun = false) {
    const lines: string[] = [];
    return pushSharedSlices({ client: client(), slices: list, dryRun, log: (line) => lines.push(line) }).then(
      (summary) => ({ summary, lines }),
    );
  }

  it("inserts every slice of the library into an empty repository, as generated, then changes nothing", async () => {
    expect(slices.map((slice) => slice.id)).toContain("hero");
    const first = await pushSlices(slices);
    expect(first.summary.inserted).toEqual(slices.map((slice) => slice.id));
    for (const slice of slices) expect(standIn.sharedSlices.get(slice.id)).toEqual(slice);
    expect(first.lines).toContain("shared slices: insert hero");
    expect(first.lines.at(-1)).toBe(`shared slices: ${slices.length} inserted, 0 updated, 0 unchanged`);

    const before = writes().length;
    const second = await pushSlices(slices);
    expect(second.summary).toEqual({ inserted: [], updated: [], unchanged: slices.map((slice) => slice.id) });
    expect(second.lines).toEqual([`shared slices: 0 inserted, 0 updated, ${slices.length} unchanged`]);
    expect(writes()).toHaveLength(before);
  });

  it("updates only the slice whose model changed", async () => {
    await pushSlices(slices);
    const [first, ...rest] = slices;
    if (first === undefined) throw new Error("no slices");
    const changed: PrismicSharedSlice = { ...first, description: `${first.description} Now longer.` };
    const { summary, lines } = await pushSlices([changed, ...rest]);
    expect(summary.updated).toEqual([first.id]);
    expect(summary.unchanged).toHaveLength(rest.length);
    expect(lines).toContain(`shared slices: update ${first.id}`);
    expect(standIn.sharedSlices.get(first.id)?.description).toBe(changed.description);
  });

  it("writes nothing on a dry run and lists what it would insert and update", async () => {
    const [first, second, ...rest] = slices;
    if (first === undefined || second === undefined) throw new Error("fewer than two slices");
    await pushSlices([second, ...rest]);
    const before = writes().length;
    const renamed: PrismicSharedSlice = { ...second, name: `${second.name} (new)` };
    const { summary, lines } = await pushSlices([first, renamed, ...rest], true);
    expect(summary).toEqual({
      inserted: [first.id],
      updated: [second.id],
      unchanged: rest.map((slice) => slice.id),
    });
    expect(lines).toEqual([
      `shared slices: would insert ${first.id}`,
      `shared slices: would update ${second.id}`,
      `shared slices: 1 to insert, 1 to update, ${rest.length} unchanged (dry run: nothing written)`,
    ]);
    expect(writes()).toHaveLength(before);
    expect(standIn.sharedSlices.has(first.id)).toBe(false);
    expect(standIn.sharedSlices.get(second.id)?.name).toBe(second.name);
  });
});

describe("pushCustomTypes and a type Prismic has with another repeatability", () => {
  it("writes nothing and names the type, as repeatable there and single in the site", async () => {
    const old = customTypeOf("approach", { repeatable: true });
    standIn.customTypes.set(old.id, { ...old });
    const failure = await push(types).then(
      () => new Error("pushed over a repeatable approach"),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RepositoryMismatchError);
    expect((failure as RepositoryMismatchError).lines).toContainEqual(
      expect.stringMatching(/^ {2}approach: repeatable in the repository, single in the site/),
    );
    expect(writes()).toEqual([]);
    expect(standIn.customTypes.get("approach")?.repeatable).toBe(true);
  });
});

describe("the stand-in answers as Prismic's client expects", () => {
  const model = {
    id: "note",
    label: "Note",
    repeatable: true,
    status: true,
    format: "custom",
    json: { Main: { title: { type: "StructuredText", config: { single: "heading1" } } } },
  } as const satisfies CustomTypeModel;

  it("inserts (201), reads back, refuses a duplicate id (409) and updates (204)", async () => {
    await client().insertCustomType(model);
    expect(await client().getCustomTypeByID("note")).toEqual(model);
    await expect(client().insertCustomType(model)).rejects.toBeInstanceOf(ConflictError);
    await client().updateCustomType({ ...model, label: "Notes" });
    expect((await client().getAllCustomTypes()).map((type) => type.label)).toEqual(["Notes"]);
  });

  it("refuses to update or read an id it does not have", async () => {
    await expect(client().updateCustomType(model)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client().getCustomTypeByID("note")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses a wrong token (403) and another repository (401)", async () => {
    await expect(client({ token: "nope" }).getAllCustomTypes()).rejects.toBeInstanceOf(ForbiddenError);
    await expect(client({ repositoryName: "someone-else" }).getAllCustomTypes()).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it("keeps a type's repeatability: an update that changes it is refused (400)", async () => {
    await client().insertCustomType(model);
    await expect(client().updateCustomType({ ...model, repeatable: false })).rejects.toBeInstanceOf(
      InvalidPayloadError,
    );
    expect(standIn.customTypes.get("note")?.repeatable).toBe(true);
  });

  it("deletes a type (204) only once the repository has no document of it", async () => {
    await client().insertCustomType(model);
    standIn.documents.set("note-1", { id: "note-1", type: "note", lang: "en-us", group: "note-1" });
    await expect(client().removeCustomType("note")).rejects.toBeInstanceOf(InvalidPayloadError);
    expect(standIn.customTypes.has("note")).toBe(true);
    standIn.documents.delete("note-1");
    await client().removeCustomType("note");
    expect(standIn.customTypes.has("note")).toBe(false);
    await expect(client().removeCustomType("note")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses a malformed model (400) and stores nothing", async () => {
    const malformed = { ...model, json: { Main: { title: { config: {} } } } } as unknown as CustomTypeModel;
    await expect(client().insertCustomType(malformed)).rejects.toBeInstanceOf(InvalidPayloadError);
    expect(standIn.customTypes.size).toBe(0);
  });
});
