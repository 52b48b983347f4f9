import { createClient } from "@prismicio/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StoredCustomType, StoredSharedSlice } from "./models";
import { type PrismicStandIn, startPrismicStandIn } from "./prismic-stand-in";
import { testRepository } from "./test-repository";

const options = testRepository;

let standIn: PrismicStandIn;
/** The clock the stand-in's rate limits count by: each write moves it a second, as the Migration API asks. */
let clock = 0;

/** A page type whose zone offers a banner, a call to action (never modelled here) and nothing else. */
const landing: StoredCustomType = {
  id: "landing",
  label: "Landing",
  repeatable: true,
  status: true,
  format: "page",
  json: {
    Main: {
      uid: { type: "UID" },
      title: { type: "Text" },
      slices: {
        type: "Slices",
        fieldset: "Slice Zone",
        config: { choices: { banner: { type: "SharedSlice" }, cta: { type: "SharedSlice" } } },
      },
    },
  },
};

/** A slice with a field of each kind a slice of the library holds, in three variations. */
const banner: StoredSharedSlice = {
  id: "banner",
  type: "SharedSlice",
  name: "Banner",
  variations: [
    {
      id: "default",
      name: "Default",
      version: "initial",
      primary: { text: { type: "Text" }, note: { type: "Text" } },
      items: {},
    },
    {
      id: "withImage",
      name: "With image",
      version: "v2",
      primary: {
        text: { type: "Text" },
        image: { type: "Image" },
        link: { type: "Link", config: { select: "document" } },
        body: { type: "StructuredText" },
        points: {
          type: "Group",
          config: { fields: { label: { type: "Text" }, icon: { type: "Image" }, sign: { type: "Select" } } },
        },
      },
      items: {},
    },
    {
      id: "withVideo",
      name: "With video",
      version: "initial",
      primary: { text: { type: "Text" }, video: { type: "Embed" } },
      items: {},
    },
  ],
};

/** A slice the repository has but the landing page's zone does not offer. */
const quote: StoredSharedSlice = {
  id: "quote",
  type: "SharedSlice",
  name: "Quote",
  variations: [{ id: "default", name: "Default", version: "initial", primary: { quote: { type: "Text" } } }],
};

const ASSET_ID = "ZZassetZZassetZZ";

beforeEach(async () => {
  clock = 0;
  standIn = await startPrismicStandIn({ ...options, limitClock: () => clock });
  standIn.customTypes.set(landing.id, landing);
  standIn.sharedSlices.set(banner.id, banner);
  standIn.sharedSlices.set(quote.id, quote);
  standIn.assets.set(ASSET_ID, {
    id: ASSET_ID,
    url: `https://images.prismic.io/${options.repositoryName}/${ASSET_ID}_sky.png`,
    created_at: 0,
    last_modified: 0,
    filename: "sky.png",
    extension: "png",
    size: 3,
    kind: "image",
    width: 640,
    height: 480,
    alt: "A clear sky",
    bytes: Buffer.from("png"),
    contentType: "image/png",
  });
});
afterEach(async () => {
  await standIn.close();
});

async function write(
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  clock += 1000;
  const response = await fetch(`${standIn.endpoints.migration}${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${options.writeToken}`,
      repository: options.repositoryName,
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function page(uid: string, slices: unknown, data: Record<string, unknown> = {}) {
  return { title: uid, type: "landing", uid, lang: "en-us", data: { title: uid, slices, ...data } };
}

describe("the stand-in's Migration and Document APIs: a document with slices", () => {
  it("stores each slice as Prismic serves it and serves every field of its variation, empty ones in Prismic's shapes", async () => {
    const target = await write("/documents", page("target", []));
    expect(target.status).toBe(201);
    const targetId = String(target.body.id);
    const created = await write(
      "/documents",
      page("with-slices", [
        {
          slice_type: "banner",
          variation: "withImage",
          primary: {
            text: "Hello",
            image: { id: ASSET_ID },
            link: { link_type: "Document", id: targetId },
            points: [{ label: "One", sign: "" }, { label: "Two" }],
          },
          items: [],
        },
        // An id the body gives is kept; a label, a version and an unknown envelope key are Prismic's to set.
        {
          id: "banner$given",
          slice_type: "banner",
          slice_label: "ignored",
          version: "whatever",
          variation: "default",
          primary: {},
        },
      ]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await write("/migration-release/publish", {})).status).toBe(202);

    const client = createClient(options.repositoryName, { documentAPIEndpoint: standIn.endpoints.documents });
    const document = await client.getByUID("landing", "with-slices");
    const [first, second, ...rest] = document.data.slices as Record<string, unknown>[];
    expect(rest).toEqual([]);
    expect(first).toEqual({
      id: expect.stringMatching(/^banner\$[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      slice_type: "banner",
      slice_label: null,
      variation: "withImage",
      version: "v2",
      primary: {
        text: "Hello",
        image: {
          id: ASSET_ID,
          url: `https://images.prismic.io/${options.repositoryName}/${ASSET_ID}_sky.png?auto=format,compress`,
          alt: "A clear sky",
          copyright: null,
          dimensions: { width: 640, height: 480 },
          edit: { x: 0, y: 0, zoom: 1, background: "transparent" },
        },
        link: expect.objectContaining({ link_type: "Document", id: targetId }),
        body: [],
        points: [
          { label: "One", icon: {}, sign: null },
          { label: "Two", icon: {}, sign: null },
        ],
      },
      items: [],
    });
    expect(second).toEqual({
      id: "banner$given",
      slice_type: "banner",
      slice_label: null,
      variation: "default",
      version: "initial",
      primary: { text: null, note: null },
      items: [],
    });
    // Ids are the document's own: a second document's slices get others.
    const other = await write(
      "/documents",
      page("other", [{ slice_type: "banner", variation: "default", primary: { text: "Hi" } }]),
    );
    expect(other.status).toBe(201);
    const otherSlices = standIn.documents.get(String(other.body.id))?.draft?.data.slices;
    expect(otherSlices).toEqual([expect.objectContaining({ id: expect.stringMatching(/^banner\$/) })]);
    expect(otherSlices).not.toContainEqual(expect.objectContaining({ id: first?.id }));
  });

  it("serves an empty slice zone as [], and one never written as []", async () => {
    expect((await write("/documents", page("empty", []))).status).toBe(201);
    expect((await write("/documents", { ...page("absent", []), data: { title: "absent" } })).status).toBe(
      201,
    );
    expect((await write("/migration-release/publish", {})).status).toBe(202);
    const client = createClient(options.repositoryName, { documentAPIEndpoint: standIn.endpoints.documents });
    expect((await client.getByUID("landing", "empty")).data.slices).toEqual([]);
    expect((await client.getByUID("landing", "absent")).data.slices).toEqual([]);
  });
});

describe("the stand-in's Migration and Document APIs: an embed in a slice", () => {
  it("takes an embed as its address and serves it with oEmbed data; an empty or absent one as {}", async () => {
    const youtube = "https://www.youtube.com/watch?v=RlQEoJaLQRA";
    const video = (primary: Record<string, unknown>) => ({
      slice_type: "banner",
      variation: "withVideo",
      primary,
    });
    const created = await write(
      "/documents",
      page("with-videos", [
        video({ text: "A talk", video: { embed_url: youtube } }),
        // A whole embed is taken too: what the provider would tell and the stand-in cannot is kept.
        video({
          video: { embed_url: "https://vimeo.com/68470326", title: "A talk", html: "<script></script>" },
        }),
        video({ video: { embed_url: "https://example.org/talk" } }),
        video({ text: "Soon", video: {} }),
        video({ text: "Later" }),
      ]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await write("/migration-release/publish", {})).status).toBe(202);

    const client = createClient(options.repositoryName, { documentAPIEndpoint: standIn.endpoints.documents });
    const document = await client.getByUID("landing", "with-videos");
    const primaries = (document.data.slices as { primary: Record<string, unknown> }[]).map(
      (slice) => slice.primary,
    );
    expect(primaries).toEqual([
      {
        text: "A talk",
        video: {
          embed_url: youtube,
          type: "video",
          version: "1.0",
          provider_name: "YouTube",
          provider_url: "https://www.youtube.com/",
          html: expect.stringContaining('src="https://www.youtube-nocookie.com/embed/RlQEoJaLQRA"'),
          width: 480,
          height: 270,
        },
      },
      {
        text: null,
        video: expect.objectContaining({
          embed_url: "https://vimeo.com/68470326",
          type: "video",
          provider_name: "Vimeo",
          title: "A talk",
          // The provider's html, not the body's.
          html: expect.stringContaining('src="https://player.vimeo.com/video/68470326"'),
        }),
      },
      {
        text: null,
        video: {
          embed_url: "https://example.org/talk",
          type: "link",
          version: "1.0",
          provider_name: "example.org",
          html: null,
        },
      },
      { text: "Soon", video: {} },
      { text: "Later", video: {} },
    ]);
  });

  for (const [what, value] of [
    ["an address alone, not in an object", "https://www.youtube.com/watch?v=RlQEoJaLQRA"],
    ["an embed without its address", { title: "A talk" }],
    ["an address that is no web page", { embed_url: "javascript:alert(1)" }],
  ] as const) {
    it(`refuses ${what} (400), naming the field`, async () => {
      const refused = await write(
        "/documents",
        page("refused", [{ slice_type: "banner", variation: "withVideo", primary: { video: value } }]),
      );
      expect(refused).toEqual({
        status: 400,
        body: {
          message:
            'data.slices[0].primary.video: an embed is { "embed_url": "https://…" }, the address of what it embeds.',
        },
      });
      expect(standIn.documents.size).toBe(0);
    });
  }
});

describe("the stand-in's Migration API refuses slices Prismic's models do not allow", () => {
  const refusals: readonly [string, unknown, string][] = [
    ["a zone that is not a list", { slice_type: "banner" }, "data.slices: a slice zone is a list of slices."],
    [
      "a slice the zone does not offer",
      [{ slice_type: "quote", variation: "default", primary: { quote: "Hi" } }],
      "data.slices[0]: slice type quote is not among this slice zone's choices.",
    ],
    [
      "a slice the zone offers but the repository has no model of",
      [{ slice_type: "cta", variation: "default", primary: {} }],
      "data.slices[0]: the shared slice cta does not exist in the repository.",
    ],
    [
      "a variation the slice does not have",
      [{ slice_type: "banner", variation: "wide", primary: {} }],
      "data.slices[0]: the shared slice banner has no variation wide.",
    ],
    [
      "a field its variation does not have (another variation's)",
      [
        { slice_type: "banner", variation: "default", primary: {} },
        { slice_type: "banner", variation: "default", primary: { image: { id: ASSET_ID } } },
      ],
      "data.slices[1].primary.image: the shared slice banner (variation default) has no such field.",
    ],
    [
      "an image naming no asset",
      [{ slice_type: "banner", variation: "withImage", primary: { image: { id: "ZZnotZZthereZZZZ" } } }],
      "data.slices[0].primary.image: asset ZZnotZZthereZZZZ does not exist in the media library.",
    ],
    [
      "a field its group does not have",
      [{ slice_type: "banner", variation: "withImage", primary: { points: [{ label: "x", extra: 1 }] } }],
      "data.slices[0].primary.points[0].extra: the shared slice banner (variation withImage) has no such field.",
    ],
    [
      "a link to a document the repository does not have",
      [
        {
          slice_type: "banner",
          variation: "withImage",
          primary: { link: { link_type: "Document", id: "ZZnotZZthereZZZZ" } },
        },
      ],
      "data.slices[0].primary.link: the linked document ZZnotZZthereZZZZ does not exist.",
    ],
    [
      "a slice without a slice_type",
      [{ variation: "default", primary: {} }],
      "data.slices[0]: a slice needs its slice_type.",
    ],
  ];

  for (const [what, slices, message] of refusals) {
    it(`refuses ${what} (400), and stores nothing`, async () => {
      const refused = await write("/documents", page("refused", slices));
      expect(refused).toEqual({ status: 400, body: { message } });
      expect(standIn.documents.size).toBe(0);
    });
  }

  it("checks a slice against the models as they are when the document is written", async () => {
    standIn.sharedSlices.delete("banner");
    const refused = await write(
      "/documents",
      page("late", [{ slice_type: "banner", variation: "default", primary: {} }]),
    );
    expect(refused.body.message).toBe(
      "data.slices[0]: the shared slice banner does not exist in the repository.",
    );
  });
});
