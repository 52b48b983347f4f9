import { createClient } from "@prismicio/client";
import { afterEach, describe, expect, it } from "vitest";
import { type PrismicStandIn, type PrismicStandInOptions, startPrismicStandIn } from "./prismic-stand-in";

const options = {
  repositoryName: "lumbre-test",
  writeToken: "write-token",
  customTypesToken: "custom-types-token",
  accessToken: "access-token",
} satisfies PrismicStandInOptions;

let standIn: PrismicStandIn | undefined;

async function start(overrides: Partial<PrismicStandInOptions> = {}): Promise<PrismicStandIn> {
  standIn = await startPrismicStandIn({ ...options, ...overrides });
  return standIn;
}

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

/** A custom type with a field of each kind the site's model uses, and a group of them. */
const note = {
  id: "note",
  label: "Note",
  repeatable: true,
  status: true,
  json: {
    Main: {
      uid: { type: "UID" },
      title: { type: "Text" },
      sign: { type: "Select", config: { options: ["+", "−", ""] } },
      published: { type: "Date" },
      year: { type: "Number" },
      featured: { type: "Boolean" },
      pinned: { type: "Boolean", config: { default_value: true } },
      link: { type: "Link", config: { select: null } },
      related: { type: "Link", config: { select: "document" } },
      cover: { type: "Image" },
      body: { type: "StructuredText" },
      boxes: {
        type: "Group",
        config: { fields: { sign: { type: "Select" }, unit: { type: "Text" }, icon: { type: "Image" } } },
      },
      extra: { type: "Group", config: { fields: { value: { type: "Text" } } } },
    },
  },
};

/** Writes through the Migration API, then publishes. */
async function pushNote(target: PrismicStandIn, data: Record<string, unknown>): Promise<void> {
  target.customTypes.set(note.id, note);
  const write = async (path: string, body: unknown) => {
    const response = await fetch(`${target.endpoints.migration}${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${options.writeToken}`,
        repository: options.repositoryName,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  };
  await write("/documents", { title: "A note", type: "note", uid: "a-note", lang: "en-us", data });
  await write("/migration-release/publish", {});
}

async function getJson(url: string): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("the stand-in's Document API: empty fields as hosted Prismic answers them", () => {
  it("answers every field of the type, each empty one in Prismic's empty shape for its kind", async () => {
    const target = await start();
    // What content:push sends for a data insight without a sign: "" (the site's empty choice).
    await pushNote(target, { title: "", sign: "", boxes: [{ sign: "" }, { sign: "+", unit: "%" }] });
    const client = createClient(options.repositoryName, { documentAPIEndpoint: target.endpoints.documents });
    const document = await client.getByUID("note", "a-note");
    expect(document.data).toEqual({
      title: null,
      sign: null,
      published: null,
      year: null,
      featured: false,
      pinned: true,
      link: { link_type: "Any" },
      related: { link_type: "Any" },
      cover: {},
      body: [],
      boxes: [
        { sign: null, unit: null, icon: {} },
        { sign: "+", unit: "%", icon: {} },
      ],
      extra: [],
    });
  });

  it("keeps filled values as they were written", async () => {
    const target = await start();
    const body = [{ type: "paragraph", text: "Hello", spans: [] }];
    await pushNote(target, {
      title: "Hello",
      sign: "−",
      published: "2026-11-28",
      year: 2026,
      featured: true,
      pinned: false,
      link: { link_type: "Web", url: "https://example.com" },
      body,
    });
    const root = await getJson(target.endpoints.documents);
    const master = (root.body as { refs: { ref: string; isMasterRef?: boolean }[] }).refs.find(
      (ref) => ref.isMasterRef,
    );
    const search = await getJson(`${target.endpoints.documents}/documents/search?ref=${master?.ref}`);
    const [document] = (search.body as { results: { data: Record<string, unknown> }[] }).results;
    expect(document?.data).toMatchObject({
      title: "Hello",
      sign: "−",
      published: "2026-11-28",
      year: 2026,
      featured: true,
      pinned: false,
      link: { link_type: "Web", url: "https://example.com" },
      body,
    });
  });
});
