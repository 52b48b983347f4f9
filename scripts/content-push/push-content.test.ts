import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { createClient, type PrismicDocument } from "@prismicio/client";
import { createClient as createCustomTypesClient } from "@prismicio/custom-types-client";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sharedSlices } from "../../src/content/model/prismic-slices";
import { customTypeOf, customTypes } from "../../src/content/model/prismic-types";
import { isDocumentType, schemasByType } from "../../src/content/model/types";
import { type ContentStore, loadContentStore } from "../../src/content/service/content-store";
import { defaultProjectRoot, runContentPush } from "./push-content";
import { loopbackFetch } from "./stand-in/loopback-fetch";
import { type PrismicStandIn, pushSettings, startPrismicStandIn } from "./stand-in/prismic-stand-in";
import { withSkippingClock } from "./stand-in/skipping-clock";

const repositoryName = "lumbre-test";
const tokens = {
  writeToken: "write-token",
  customTypesToken: "custom-types-token",
  accessToken: "access-token",
};

let store: ContentStore;
let standIn: PrismicStandIn;
/**
 * Time a test's own client says it waited, added to the clock the stand-in's rate limits count by: a test
 * that writes straight to the Migration API keeps to its one request a second without sleeping.
 */
let waited = 0;

beforeAll(async () => {
  store = await loadContentStore(join(defaultProjectRoot, "content"));
});
beforeEach(async () => {
  waited = 0;
  standIn = await startPrismicStandIn({ repositoryName, ...tokens, limitClock: () => Date.now() + waited });
});
afterEach(async () => {
  await standIn.close();
});

function env(overrides: Record<string, string> = {}) {
  return { ...pushSettings(standIn, { repositoryName, ...tokens }), ...overrides };
}

interface RunResult {
  readonly code: number;
  readonly out: readonly string[];
  readonly err: readonly string[];
}

function run(
  argv: string[],
  options: { env?: Record<string, string>; projectRoot?: string; fetch?: typeof fetch } = {},
): Promise<RunResult> {
  const out: string[] = [];
  const err: string[] = [];
  return withSkippingClock(() =>
    runContentPush({
      argv,
      env: options.env ?? env(),
      projectRoot: options.projectRoot ?? defaultProjectRoot,
      log: (line) => out.push(line),
      error: (line) => err.push(line),
      fetch: options.fetch ?? loopbackFetch,
    }),
  ).then((code) => ({ code, out, err }));
}

const writes = () => standIn.requests.filter((request) => !["GET", "HEAD"].includes(request.method));
const imagePaths = () => {
  const paths = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.url === "string" && record.url.startsWith("/images/") && "dimensions" in record)
        paths.add(record.url);
      Object.values(record).forEach(walk);
    }
  };
  for (const document of store.master) walk(document.data);
  return paths;
};

/**
 * A whole push is seconds of work (about 1.7 s on a quiet machine); a busy one may take many times that,
 * and a late push is not a failure.
 */
const PUSH_TIMEOUT = { timeout: 120_000 };

/**
 * A document as the site reads it (the content model's parse), with what legitimately differs between the
 * two services made comparable: link targets by type, uid and language instead of ids, images by file
 * name instead of where they are served from, and slices by type, variation and fields (Prismic gives
 * each slice an id, a label and a version of its own, and an empty legacy zone, which a file leaves out).
 */
function siteView(document: PrismicDocument | ContentStore["master"][number], keyOf: (id: string) => string) {
  if (!isDocumentType(document.type)) throw new Error(`unknown type ${document.type}`);
  const parsed = schemasByType[document.type].parse(document);
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== "object" || value === null) return value;
    const record = value as Record<string, unknown>;
    if (record.link_type === "Document" && typeof record.id === "string") return { link: keyOf(record.id) };
    const slice = typeof record.slice_type === "string";
    const walked = Object.fromEntries(
      Object.entries(record)
        .filter(([key]) => !slice || ["slice_type", "variation", "primary"].includes(key))
        .map(([key, inner]) => [key, walk(inner)]),
    );
    if (typeof record.url === "string" && "dimensions" in record) {
      const file = basename(new URL(record.url, "https://site.example").pathname).replace(/^[\w-]{16}_/, "");
      return { ...walked, url: file };
    }
    return walked;
  };
  return { uid: parsed.uid, lang: parsed.lang, tags: parsed.tags, data: walk(parsed.data) };
}

describe("content:push into an empty repository (the loopback stand-in)", PUSH_TIMEOUT, () => {
  it("pushes every custom type, image and document, then a second push has nothing to do", async () => {
    const first = await run(["--publish"]);
    expect(first.err).toEqual([]);
    expect(first.code).toBe(0);
    const types = standIn.customTypes.size;
    expect(types).toBeGreaterThan(10);
    const slices = sharedSlices().length;
    expect(standIn.sharedSlices.size).toBe(slices);
    expect(first.out).toContain(`shared slices: ${slices} inserted, 0 updated, 0 unchanged`);
    expect(first.out).toContain(`custom types: ${types} inserted, 0 updated, 0 unchanged`);
    // The slices before the page types whose zones offer them.
    expect(first.out.findIndex((line) => line.startsWith("shared slices: "))).toBeLessThan(
      first.out.findIndex((line) => line.startsWith("custom types: ")),
    );
    expect(first.out).toContain(`assets: ${imagePaths().size} created, 0 updated, 0 unchanged`);
    expect(first.out).toContain(`documents: ${store.master.length} created, 0 updated, 0 unchanged`);
    expect(first.out).toContain(
      `publish: the migration release is published (${store.master.length} document(s))`,
    );
    // Progress comes from Prismic's migrate reporter.
    expect(first.out).toContainEqual(expect.stringMatching(/^documents: creating 1\/\d+ /));
    expect(standIn.assets.size).toBe(imagePaths().size);
    expect(standIn.documents.size).toBe(store.master.length);
    // Alt text and file names are kept on the assets.
    const cover = [...standIn.assets.values()].find((asset) => asset.filename === "itau-cover.en.svg");
    expect(cover?.alt).toMatch(/Itaú/);
    // A case's screens are images like its cover, each with the master language's alt text.
    const screen = [...standIn.assets.values()].find((asset) => asset.filename === "ank-welcome.en.svg");
    expect(screen?.alt).toMatch(/^ank welcome screen/);

    const writesBefore = writes().length;
    const second = await run(["--publish"]);
    expect(second.code).toBe(0);
    expect(second.out).toEqual([
      `shared slices: 0 inserted, 0 updated, ${slices} unchanged`,
      `custom types: 0 inserted, 0 updated, ${types} unchanged`,
      `assets: 0 created, 0 updated, ${imagePaths().size} unchanged`,
      `documents: 0 created, 0 updated, ${store.master.length} unchanged`,
      expect.stringMatching(
        /^content:push done: created\/updated: shared slices 0\/0, custom types 0\/0, assets 0\/0, documents 0\/0/,
      ),
    ]);
    expect(writes().length).toBe(writesBefore);
    // The write client's throttle keeps to the Migration API's one request a second: never a 429. The
    // Asset API counts the listing too, which that throttle does not, so the first upload after it may
    // be told 429, and the client waits it out.
    const refused = standIn.requests.filter((request) => request.status === 429);
    expect(refused.filter((request) => !request.path.startsWith("/asset-api/"))).toEqual([]);
    expect(refused.length).toBeLessThanOrEqual(1);
  });

  it("serves, over its Document API, the content the embedded service serves, in both languages", async () => {
    expect((await run(["--publish"])).code).toBe(0);
    const client = createClient(repositoryName, {
      documentAPIEndpoint: standIn.endpoints.documents,
      fetch: loopbackFetch,
    });
    const pushed = await withSkippingClock(() => client.dangerouslyGetAll({ lang: "*" }));
    expect(pushed).toHaveLength(store.master.length);
    const pushedKey = new Map(
      pushed.map((document) => [document.id, `${document.type}/${document.uid}/${document.lang}`]),
    );
    const localKey = new Map(
      store.master.map((document) => [document.id, `${document.type}/${document.uid}/${document.lang}`]),
    );
    const byKey = new Map(
      pushed.map((document) => [`${document.type}/${document.uid}/${document.lang}`, document]),
    );
    // The case screens come back as the images an editor uploads: on Prismic's CDN, with their size.
    const slices = byKey.get("case_study/ank/es-ar")?.data.slices as {
      slice_type: string;
      primary: { screens?: { image: Record<string, unknown> }[] };
    }[];
    const screens = slices.find((slice) => slice.slice_type === "screen_gallery")?.primary.screens ?? [];
    expect(screens.length).toBeGreaterThanOrEqual(4);
    for (const { image } of screens) {
      expect(image.url).toMatch(/^https:\/\/images\.prismic\.io\/[\w-]+\/[\w-]+_ank-[\w-]+\.es\.svg/);
      expect(image.dimensions).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    }
    for (const document of store.master) {
      const key = `${document.type}/${document.uid}/${document.lang}`;
      const twin = byKey.get(key);
      expect(twin, key).toBeDefined();
      if (!twin) continue;
      expect(
        siteView(twin, (id) => pushedKey.get(id) ?? id),
        key,
      ).toEqual(siteView(document, (id) => localKey.get(id) ?? id));
      // One translation group per document: each names the other language's document.
      expect(
        twin.alternate_languages.map((language) => pushedKey.get(language.id)),
        key,
      ).toEqual(document.alternate_languages.map((language) => localKey.get(language.id)));
    }
  });

  it("--dry-run lists every custom type, asset and document it would create, and writes nothing", async () => {
    const { code, out } = await run(["--dry-run"]);
    expect(code).toBe(0);
    expect(writes()).toEqual([]);
    expect(out.filter((line) => line.startsWith("shared slices: would insert "))).toHaveLength(
      sharedSlices().length,
    );
    expect(out.filter((line) => line.startsWith("custom types: would insert "))).toHaveLength(
      customTypes().length,
    );
    expect(out.filter((line) => line.startsWith("assets: would create "))).toHaveLength(imagePaths().size);
    expect(out.filter((line) => line.startsWith("documents: would create "))).toHaveLength(
      store.master.length,
    );
    expect(out).toContain("documents: would create case_study/itau (es-ar)");
    expect(out.at(-1)).toMatch(/^content:push \(dry run, nothing written\) done/);
    expect(
      standIn.sharedSlices.size + standIn.customTypes.size + standIn.assets.size + standIn.documents.size,
    ).toBe(0);
  });

  it("an update in content/ is one update, not a new document", async () => {
    expect((await run(["--publish"])).code).toBe(0);
    const root = await projectCopy();
    try {
      const file = join(root.path, "content/documents/insight/design-systems-that-scale.en-us.json");
      const json = JSON.parse(await readFile(file, "utf8")) as { data: { title: string } };
      json.data.title = `${json.data.title}, revised`;
      await writeFile(file, JSON.stringify(json));
      const result = await run(["--publish"], { projectRoot: root.path });
      expect(result.code).toBe(0);
      expect(result.out).toContain(`documents: 0 created, 1 updated, ${store.master.length - 1} unchanged`);
      expect(result.out).toContain("publish: the migration release is published (1 document(s))");
      expect(standIn.documents.size).toBe(store.master.length);
    } finally {
      await root.remove();
    }
  });
});

/**
 * A landing page built of slices, in both languages, written into a project copy: a hero with an image, data
 * insights (one without a sign: an empty Select), a call to action linking the contact page, and a video
 * (an Embed: the push writes its address, Prismic adds the provider's data). Its own fixture, so the test
 * does not depend on the landing pages content/ may hold.
 */
async function writeLandingPage(root: string): Promise<void> {
  const folder = join(root, "content/documents/landing_page");
  await mkdir(folder, { recursive: true });
  for (const [lang, words] of [
    [
      "en-us",
      { title: "A design sprint", kicker: "Offer", cta: "Book a call", alt: "The Itaú case's cover" },
    ],
    [
      "es-ar",
      {
        title: "Un sprint de diseño",
        kicker: "Oferta",
        cta: "Agendá una llamada",
        alt: "La tapa del caso Itaú",
      },
    ],
  ] as const) {
    const document = {
      uid: "slices-push-fixture",
      tags: [],
      first_publication_date: "2026-11-20T12:00:00+0000",
      last_publication_date: "2026-11-20T12:00:00+0000",
      data: {
        title: words.title,
        meta_title: `${words.title} | Lumbre Studio`,
        meta_description: `${words.title}: two weeks to a tested prototype.`,
        slices: [
          {
            slice_type: "hero",
            variation: "withImage",
            primary: {
              kicker: words.kicker,
              title: words.title,
              description: "",
              image: {
                url: "/images/cases/itau-cover.en.svg",
                alt: words.alt,
                copyright: null,
                dimensions: { width: 1600, height: 1200 },
              },
            },
          },
          {
            slice_type: "figures",
            variation: "dataInsights",
            primary: {
              kicker: words.kicker,
              title: words.title,
              boxes: [
                { sign: "", number: "19", unit: "%", title: "Conversion", copy: "Checkout." },
                { sign: "+", number: "2", unit: "x", title: "Speed", copy: "Releases." },
              ],
            },
          },
          {
            slice_type: "call_to_action",
            variation: "toPage",
            primary: {
              title: words.cta,
              text: words.title,
              label: words.cta,
              link: { link_type: "Document", id: `contact--contact--${lang}`, type: "contact", lang },
            },
          },
          {
            slice_type: "video",
            variation: "default",
            primary: {
              kicker: words.kicker,
              title: words.title,
              video: {
                embed_url: "https://www.youtube.com/watch?v=RlQEoJaLQRA",
                type: "video",
                provider_name: "YouTube",
              },
              caption: "",
            },
          },
        ],
      },
    };
    await writeFile(join(folder, `slices-push-fixture.${lang}.json`), JSON.stringify(document, null, 2));
  }
}

describe("content:push with a landing page of slices", PUSH_TIMEOUT, () => {
  it("pushes the slices in Prismic's shape, the site reads them back as written, and a second push has nothing to do", async () => {
    const root = await projectCopy();
    try {
      await writeLandingPage(root.path);
      const local = await loadContentStore(join(root.path, "content"));
      const first = await run(["--publish"], { projectRoot: root.path });
      expect(first.err).toEqual([]);
      expect(first.code).toBe(0);
      expect(first.out).toContain(`documents: ${local.master.length} created, 0 updated, 0 unchanged`);
      expect(first.out).toContainEqual(
        expect.stringMatching(/^documents: creating \d+\/\d+ landing_page\/slices-push-fixture \(es-ar\)$/),
      );

      const client = createClient(repositoryName, {
        documentAPIEndpoint: standIn.endpoints.documents,
        fetch: loopbackFetch,
      });
      const pushed = await withSkippingClock(() => client.dangerouslyGetAll({ lang: "*" }));
      const pushedKey = new Map(
        pushed.map((document) => [document.id, `${document.type}/${document.uid}/${document.lang}`]),
      );
      const localKey = new Map(
        local.master.map((document) => [document.id, `${document.type}/${document.uid}/${document.lang}`]),
      );
      for (const lang of ["en-us", "es-ar"]) {
        const page = pushed.find(
          (document) =>
            document.type === "landing_page" &&
            document.uid === "slices-push-fixture" &&
            document.lang === lang,
        );
        const file = local.master.find(
          (document) =>
            document.type === "landing_page" &&
            document.uid === "slices-push-fixture" &&
            document.lang === lang,
        );
        if (!page || !file) throw new Error(`no landing page in ${lang}`);
        const [hero, figures, cta, video, ...rest] = page.data.slices as Record<string, unknown>[];
        expect(rest).toEqual([]);
        if (!hero || !figures || !cta || !video) throw new Error(`${lang}: fewer than four slices`);
        // As Prismic serves slices: its own ids, no label, the model's version, the legacy zone empty.
        for (const [slice, type] of [
          [hero, "hero"],
          [figures, "figures"],
          [cta, "call_to_action"],
          [video, "video"],
        ] as const) {
          expect(slice, type).toMatchObject({
            id: expect.stringMatching(new RegExp(`^${type}\\$[0-9a-f-]{36}$`)),
            slice_type: type,
            slice_label: null,
            version: "initial",
            items: [],
          });
        }
        expect(hero.primary).toMatchObject({
          description: null,
          image: {
            url: expect.stringMatching(/^https:\/\/images\.prismic\.io\/[\w-]+\/[\w-]+_itau-cover\.en\.svg/),
          },
        });
        expect((figures.primary as { boxes: unknown[] }).boxes[0]).toMatchObject({
          sign: null,
          number: "19",
        });
        // Written as its address, served with the provider's oEmbed data (the stand-in's: oembed.ts).
        expect(video.primary).toEqual({
          kicker: expect.any(String),
          title: expect.any(String),
          caption: null,
          video: {
            embed_url: "https://www.youtube.com/watch?v=RlQEoJaLQRA",
            type: "video",
            version: "1.0",
            provider_name: "YouTube",
            provider_url: "https://www.youtube.com/",
            html: expect.stringContaining("https://www.youtube-nocookie.com/embed/RlQEoJaLQRA"),
            width: 480,
            height: 270,
          },
        });
        const link = (cta.primary as { link: { id: string } }).link;
        expect(pushedKey.get(link.id)).toBe(`contact/null/${lang}`);
        // The site reads the pushed page as the one in content/.
        expect(siteView(page, (id) => pushedKey.get(id) ?? id)).toEqual(
          siteView(file, (id) => localKey.get(id) ?? id),
        );
      }

      const writesBefore = writes().length;
      const second = await run(["--publish"], { projectRoot: root.path });
      expect(second.err).toEqual([]);
      expect(second.out).toContain(
        `shared slices: 0 inserted, 0 updated, ${sharedSlices().length} unchanged`,
      );
      expect(second.out).toContain(`documents: 0 created, 0 updated, ${local.master.length} unchanged`);
      expect(writes().length).toBe(writesBefore);
    } finally {
      await root.remove();
    }
  });
});

describe("content:push --only-missing, once editors work in Prismic", PUSH_TIMEOUT, () => {
  it("creates what the repository lacks and leaves an edited document as editors have it", async () => {
    expect((await run(["--publish"])).code).toBe(0);
    const edited = [...standIn.documents.values()].find(
      (document) => document.type === "insight" && document.lang === "en-us",
    );
    const removed = [...standIn.documents.values()].find(
      (document) => document.type === "industry" && document.lang === "es-ar",
    );
    if (!edited?.published || !removed) throw new Error("no insight or industry pushed");
    const editorsData = { ...edited.published.data, title: "An editor's title" };
    standIn.documents.set(edited.id, { ...edited, published: { ...edited.published, data: editorsData } });
    standIn.documents.delete(removed.id);

    const result = await run(["--only-missing", "--publish"]);
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      `documents: 1 created, 0 updated, ${store.master.length - 2} unchanged, 1 left as they are in Prismic`,
    );
    expect(result.out).toContainEqual(
      expect.stringMatching(/^documents: leave insight\/[\w-]+ \(en-us\) as it is in Prismic/),
    );
    expect(standIn.documents.get(edited.id)?.published?.data.title).toBe("An editor's title");
    expect(standIn.documents.size).toBe(store.master.length);
  });
});

describe("content:push refuses clearly and leaves nothing unreported", PUSH_TIMEOUT, () => {
  it("a refused token: exit 1 with Prismic's words, nothing written", async () => {
    const types = await run([], { env: env({ PRISMIC_CUSTOM_TYPES_TOKEN: "wrong" }) });
    expect(types.code).toBe(1);
    expect(types.err).toEqual([
      expect.stringMatching(
        /^content:push: stopped: Prismic refused http:\/\/127\.0\.0\.1:\d+\/customtypes \(ForbiddenError\): \[MissingTokenError\] Invalid or missing access token\.$/,
      ),
    ]);
    const assets = await run([], { env: env({ PRISMIC_WRITE_TOKEN: "wrong" }) });
    expect(assets.code).toBe(1);
    expect(assets.err.join("\n")).toMatch(
      /^content:push: stopped: Prismic refused http:\/\/127\.0\.0\.1:\d+\/asset-api\/assets \(401\): \{"error":"Unauthorized/,
    );
    expect(standIn.assets.size + standIn.documents.size).toBe(0);
  });

  it("a private repository: read with PRISMIC_ACCESS_TOKEN, refused in Prismic's words without it", async () => {
    await standIn.close();
    standIn = await startPrismicStandIn({ repositoryName, ...tokens, visibility: "private" });
    expect((await run(["--dry-run"])).code).toBe(0);
    const { PRISMIC_ACCESS_TOKEN: _token, ...withoutToken } = env();
    const refused = await run(["--dry-run"], { env: withoutToken });
    expect(refused.code).toBe(1);
    expect(refused.err.join("\n")).toMatch(/\(ForbiddenError\): Invalid access token/);
    expect(writes()).toEqual([]);
  });

  it("names the missing settings and an unknown option", async () => {
    const missing = await run([], { env: { PRISMIC_REPOSITORY: repositoryName } });
    expect(missing.code).toBe(1);
    expect(missing.err.join("\n")).toMatch(/PRISMIC_WRITE_TOKEN/);
    expect(missing.err.join("\n")).toMatch(/PRISMIC_CUSTOM_TYPES_TOKEN/);
    const option = await run(["--force"]);
    expect(option.err).toEqual([
      "content:push: unknown option --force: the options are --dry-run, --publish, --only-missing, --releases",
    ]);
    expect(standIn.requests).toEqual([]);
  });

  it("a model Prismic rejects: exit 1 with Prismic's words", async () => {
    const rejecting: typeof fetch = async (input, init) => {
      if (String(input).endsWith("/customtypes/insert") && String(init?.body).includes('"id":"case_study"'))
        return new Response("Invalid custom type case_study: field cover has an unknown constraint.", {
          status: 400,
        });
      return loopbackFetch(input, init);
    };
    const result = await run([], { fetch: rejecting });
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      expect.stringMatching(
        /\(InvalidPayloadError\): Invalid custom type case_study: field cover has an unknown constraint\.$/,
      ),
    ]);
    expect(standIn.documents.size).toBe(0);
  });

  it("a document that fails the content model: exit 1 naming it, and no request at all", async () => {
    const root = await projectCopy();
    try {
      const file = join(root.path, "content/documents/case_study/itau.es-ar.json");
      const json = JSON.parse(await readFile(file, "utf8")) as { data: Record<string, unknown> };
      delete json.data.cover;
      await writeFile(file, JSON.stringify(json));
      const result = await run([], { projectRoot: root.path });
      expect(result.code).toBe(1);
      expect(result.err[0]).toMatch(/^content:push: content\/ fails the content model, nothing was written/);
      expect(result.err.join("\n")).toMatch(/itau\.es-ar\.json.*cover/);
      expect(standIn.requests).toEqual([]);
    } finally {
      await root.remove();
    }
  });

  it("a failure part-way lists what was written, and a second run finishes it without duplicates", async () => {
    let posts = 0;
    const failing: typeof fetch = async (input, init) => {
      if (init?.method === "POST" && String(input).endsWith("/migration/documents") && ++posts === 40)
        return Response.json({ message: "Internal server error" }, { status: 500 });
      return loopbackFetch(input, init);
    };
    const broken = await run([], { fetch: failing });
    expect(broken.code).toBe(1);
    expect(broken.err[0]).toMatch(
      /^content:push: stopped: Prismic refused \(PrismicError\): Internal server error$/,
    );
    expect(broken.err[1]).toBe(
      "content:push: written before it stopped (39); run content:push again to finish, it matches these and writes only the rest:",
    );
    expect(broken.err.slice(2)).toHaveLength(39);
    expect(broken.err[2]).toMatch(/^ {2}document [\w-]{16} \w+/);

    const finished = await run(["--publish"]);
    expect(finished.err).toEqual([]);
    expect(finished.out).toContain(`documents: ${store.master.length - 39} created, 39 updated, 0 unchanged`);
    expect(standIn.documents.size).toBe(store.master.length);
    const again = await run(["--publish"]);
    expect(again.out).toContain(`documents: 0 created, 0 updated, ${store.master.length} unchanged`);
  });

  it("--releases is refused before anything is written, naming the releases to recreate", async () => {
    const result = await run(["--releases"]);
    expect(result.code).toBe(1);
    expect(result.err.join("\n")).toMatch(/Migration API writes to the\n {2}migration release only/);
    for (const release of store.releases) expect(result.err.join("\n")).toContain(`"${release.label}"`);
    expect(standIn.requests).toEqual([]);
  });
});

describe("content:push checks the repository before it writes", PUSH_TIMEOUT, () => {
  const stamp = "2026-01-01T12:00:00+0000";

  it("stops on single pages the repository has as repeatable types, and pushes them once the editor recreates them", async () => {
    // A repository pushed before the company pages were single types: repeatable, a document each.
    for (const id of ["approach", "careers"] as const) {
      standIn.customTypes.set(id, { ...customTypeOf(id, { repeatable: true }) });
      const published = {
        title: id,
        uid: id,
        tags: [],
        data: {},
        first_publication_date: stamp,
        last_publication_date: stamp,
      };
      standIn.documents.set(`old-${id}`, {
        id: `old-${id}`,
        type: id,
        lang: "en-us",
        group: `old-${id}`,
        published,
      });
    }
    for (const argv of [["--publish"], ["--dry-run"]]) {
      const stopped = await run(argv);
      expect(stopped.code).toBe(1);
      expect(stopped.out).toEqual([]);
      expect(stopped.err[0]).toBe(
        "content:push: the repository has custom types the site reads otherwise: nothing was written.",
      );
      expect(stopped.err.slice(1, 3)).toEqual([
        "  approach: repeatable in the repository, single in the site (one document per language, no UID: an editor cannot add a second one)",
        "  careers: repeatable in the repository, single in the site (one document per language, no UID: an editor cannot add a second one)",
      ]);
      expect(stopped.err.join("\n")).toMatch(/select its documents, archive them, then delete them/);
      expect(stopped.err.join("\n")).toMatch(/Custom types: open the type and delete it/);
      expect(stopped.err.at(-1)).toMatch(/^ {2}Then run content:push again: it creates approach, careers as/);
    }
    expect(writes()).toEqual([]);

    // The editor's steps, as the message gives them: the documents go first, then the types.
    const typesClient = createCustomTypesClient({
      repositoryName,
      token: tokens.customTypesToken,
      endpoint: standIn.endpoints.customTypes,
    });
    await expect(typesClient.removeCustomType("approach")).rejects.toThrow(/archive and delete them/);
    for (const id of ["approach", "careers"] as const) {
      standIn.documents.delete(`old-${id}`);
      await typesClient.removeCustomType(id);
    }
    const pushed = await run(["--publish"]);
    expect(pushed.err).toEqual([]);
    expect(pushed.code).toBe(0);
    for (const id of ["approach", "careers"] as const) {
      const type = standIn.customTypes.get(id);
      expect(type?.repeatable, id).toBe(false);
      expect(JSON.stringify(type?.json), id).not.toContain('"type":"UID"');
      const documents = [...standIn.documents.values()].filter((document) => document.type === id);
      expect(documents.map((document) => [document.lang, document.published?.uid]).sort()).toEqual([
        ["en-us", null],
        ["es-ar", null],
      ]);
    }
  });

  it("stops on a master locale other than en-us, saying which it is and what to do", async () => {
    await standIn.close();
    standIn = await startPrismicStandIn({
      repositoryName,
      ...tokens,
      languages: [
        { id: "es-ar", name: "Spanish - Argentina", is_master: true },
        { id: "en-us", name: "English - United States" },
      ],
    });
    const result = await run(["--publish"]);
    expect(result.code).toBe(1);
    expect(result.out).toEqual([]);
    expect(result.err).toEqual([
      "content:push: the repository's master locale is Spanish - Argentina (es-ar), and the site's master language is English - United States (en-us): nothing was written.",
      "  The site's documents are written in en-us with their translations beside them, and Prismic translates only from the master locale.",
      '  In Prismic, Settings › Translations & Locales: click "Set as master" beside English - United States (en-us), then run content:push again.',
    ]);
    expect(writes()).toEqual([]);
  });

  it("stops on a repository without the site's other language, naming it", async () => {
    await standIn.close();
    standIn = await startPrismicStandIn({
      repositoryName,
      ...tokens,
      languages: [{ id: "en-us", name: "English - United States", is_master: true }],
    });
    const result = await run([]);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      "content:push: the repository has no locale Spanish - Argentina (es-ar), which the site's documents are translated into: nothing was written.",
      "  In Prismic, Settings › Translations & Locales: add it, then run content:push again.",
    ]);
    expect(writes()).toEqual([]);
  });
});

describe("the stand-in refuses what Prismic refuses", () => {
  /** A write a second after the last, as the Migration API asks (see `waited`). */
  const post = (path: string, body: unknown, token = tokens.writeToken) => {
    waited += 1000;
    return write(path, body, token);
  };
  /** A write at once. */
  const write = (path: string, body: unknown, token = tokens.writeToken) =>
    fetch(`${standIn.endpoints.migration}${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        repository: repositoryName,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: (await response.json()) as { message?: string; id?: string },
    }));

  beforeEach(async () => {
    standIn.customTypes.set("note", {
      id: "note",
      label: "Note",
      repeatable: true,
      status: true,
      json: { Main: { uid: { type: "UID" }, title: { type: "Text" }, cover: { type: "Image" } } },
    });
  });

  it("answers a write within a second of the last 429 with Retry-After, and takes it once the second is over", async () => {
    const note = { title: "A note", type: "note", uid: "a-note", lang: "en-us", data: { title: "Hi" } };
    expect((await post("/documents", note)).status).toBe(201);
    const atOnce = await write("/documents", { ...note, uid: "b-note" });
    expect(atOnce).toMatchObject({ status: 429, retryAfter: "1", body: { message: expect.any(String) } });
    expect(standIn.documents.size).toBe(1);
    expect((await post("/documents", { ...note, uid: "b-note" })).status).toBe(201);
    expect(standIn.documents.size).toBe(2);
  });

  it("answers 401 to a wrong token, 400 with a message to an unknown type, field, uid clash or asset", async () => {
    expect((await post("/documents", {}, "nope")).status).toBe(401);
    const note = { title: "A note", type: "note", uid: "a-note", lang: "en-us", data: { title: "Hi" } };
    expect(await post("/documents", { ...note, type: "nope" })).toMatchObject({
      status: 400,
      body: { message: "Unknown custom type: nope." },
    });
    expect((await post("/documents", { ...note, data: { body: "x" } })).body.message).toBe(
      "data.body: the custom type has no such field.",
    );
    expect(
      (await post("/documents", { ...note, data: { cover: { id: "ZZZZZZZZZZZZZZZZ" } } })).body.message,
    ).toBe("data.cover: asset ZZZZZZZZZZZZZZZZ does not exist in the media library.");
    const created = await post("/documents", note);
    expect(created.status).toBe(201);
    expect((await post("/documents", note)).body.message).toBe(
      'A note document in en-us already has the uid "a-note".',
    );
    expect(
      (await post("/documents", { ...note, lang: "es-ar", alternate_language_id: "0000000000000000" }))
        .status,
    ).toBe(400);
    expect((await post("/documents", { ...note, lang: "fr-fr" })).body.message).toBe(
      "The repository has no language fr-fr.",
    );
  });
});

/** A throw-away project: a copy of content/, and public/ and src/ as they are. */
async function projectCopy(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), "lumbre-push-"));
  await cp(join(defaultProjectRoot, "content"), join(path, "content"), { recursive: true });
  await symlink(join(defaultProjectRoot, "public"), join(path, "public"));
  await symlink(join(defaultProjectRoot, "src"), join(path, "src"));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
