import { join } from "node:path";
import { createClient, type PrismicDocument } from "@prismicio/client";
import sharp from "sharp";
import { freePort, type StartedSiteServer, startSiteServer } from "../harness/servers";
import {
  type EditedDocument,
  type EditedSite,
  type Editor,
  editorScenarios,
  LANGS,
  type Lang,
  type Pair,
  refreshLog,
} from "./editor-scenario";
import { expect, test } from "./fixtures";
import { E2E_PREVIEW_SECRET } from "./preview-secret";
import { answerPrismicCdn, type StandIn, startPushedStandIn } from "./stand-in-process";

/**
 * The editor's scenarios (editor-scenario.ts) on hosted Prismic, proven on the stand-in filled by
 * content:push: the editor duplicates and changes documents through the Migration API, uploads a screen to
 * the media library through the Asset API, publishes the migration release, and unpublishes at the
 * stand-in's /editor/ path (Prismic offers that step in its Page Builder only). Prismic's webhook, sent
 * by the stand-in to the site's /api/publish, is the only news the site gets: its poll is off.
 */

const projectRoot = join(import.meta.dirname, "..", "..");
const SECRET = "e2e-editor-webhook-secret-0123456789";

interface Written {
  readonly uid: string;
  readonly data: Record<string, unknown>;
}

/** The hosted editor, who can also press the Page Builder's Preview on a draft. */
interface HostedEditor extends Editor {
  /** Where the Preview button of the pair's draft in that language leads: the site's preview route. */
  previewLink(pair: Pair, lang: Lang): Promise<string>;
}

function hostedEditor(standIn: StandIn): HostedEditor {
  const setting = (name: string) => {
    const value = standIn.settings[name];
    if (!value) throw new Error(`the stand-in printed no ${name}`);
    return value;
  };
  const headers = {
    authorization: `Bearer ${setting("PRISMIC_WRITE_TOKEN")}`,
    repository: setting("PRISMIC_REPOSITORY"),
  };
  // A client per read: one client keeps the master ref it read for a while, and a publish changes it.
  const client = () =>
    createClient(setting("PRISMIC_REPOSITORY"), { documentAPIEndpoint: standIn.contentApiUrl });
  /** What the editor saved and has not published yet, by document id. */
  const drafts = new Map<string, Written>();

  /** One write, waiting out the API's 429 for as long as its Retry-After says (one request a second). */
  async function write(url: string, init: () => RequestInit): Promise<unknown> {
    for (;;) {
      const response = await fetch(url, init());
      const text = await response.text();
      if (response.status === 429) {
        const seconds = Number(response.headers.get("retry-after")) || 1;
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      expect(response.status, `${url}: ${text}`).toBeLessThan(300);
      return text === "" ? undefined : (JSON.parse(text) as unknown);
    }
  }
  const writeJson = (path: string, method: string, body: unknown) =>
    write(`${setting("PRISMIC_MIGRATION_API_ENDPOINT")}${path}`, () => ({
      method,
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    }));

  const published = (id: string) => client().getByID(id, { lang: "*" });
  async function current(id: string): Promise<Written & { type: string; lang: string }> {
    const document = await published(id);
    const draft = drafts.get(id);
    return {
      type: document.type,
      lang: document.lang,
      ...(draft ?? { uid: document.uid ?? "", data: document.data }),
    };
  }
  const pairOf = (document: PrismicDocument): Pair => {
    const spanish = document.alternate_languages.find((alternate) => alternate.lang === "es-ar");
    if (!spanish) throw new Error(`${document.type} ${document.uid} has no Spanish translation`);
    return { type: document.type, ids: { "en-us": document.id, "es-ar": spanish.id } };
  };
  const titleOf = (document: EditedDocument) =>
    typeof document.data.title === "string" ? document.data.title : document.uid;

  return {
    async find(type, englishUid) {
      return pairOf(await client().getByUID(type, englishUid, { lang: "en-us" }));
    },
    async add(from, edit) {
      const ids: Partial<Record<Lang, string>> = {};
      for (const lang of LANGS) {
        const source = await current(from.ids[lang]);
        const document: EditedDocument = { uid: source.uid, data: structuredClone(source.data) };
        await edit(document, lang);
        const created = (await writeJson("/documents", "POST", {
          title: titleOf(document),
          type: from.type,
          uid: document.uid,
          lang,
          data: document.data,
          ...(lang === "es-ar" ? { alternate_language_id: ids["en-us"] } : {}),
        })) as { id: string };
        ids[lang] = created.id;
        drafts.set(created.id, document);
      }
      const { "en-us": english, "es-ar": spanish } = ids;
      if (!english || !spanish) throw new Error("a language was not created");
      return { type: from.type, ids: { "en-us": english, "es-ar": spanish } };
    },
    async change(pair, lang, edit) {
      const id = pair.ids[lang];
      const source = await current(id);
      const document: EditedDocument = { uid: source.uid, data: structuredClone(source.data) };
      edit(document);
      await writeJson(`/documents/${id}`, "PUT", {
        title: titleOf(document),
        uid: document.uid,
        data: document.data,
      });
      drafts.set(id, document);
    },
    async unpublish(pair) {
      for (const lang of LANGS) {
        await write(
          `${new URL(standIn.contentApiUrl).origin}/editor/documents/${pair.ids[lang]}/unpublish`,
          () => ({
            method: "POST",
            headers,
          }),
        );
      }
    },
    async previewLink(pair, lang) {
      const response = await fetch(
        `${new URL(standIn.contentApiUrl).origin}/editor/documents/${pair.ids[lang]}/preview`,
        { headers, redirect: "manual" },
      );
      expect(response.status, await response.text()).toBe(302);
      return response.headers.get("location") ?? "";
    },
    async linkTo(pair, lang) {
      return { link_type: "Document", id: pair.ids[lang] };
    },
    async screenImage(lang, alt) {
      // A phone screen of the editor's own, a different image in each language.
      const png = await sharp({
        create: {
          width: 390,
          height: 844,
          channels: 3,
          background: lang === "en-us" ? "#1d3b53" : "#53321d",
        },
      })
        .png()
        .toBuffer();
      const asset = (await write(`${setting("PRISMIC_ASSET_API_ENDPOINT")}/assets`, () => {
        const form = new FormData();
        form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), `atlas-ledger-${lang}.png`);
        form.set("alt", alt);
        return { method: "POST", headers, body: form };
      })) as { id: string };
      return { id: asset.id, alt };
    },
    async publish() {
      if (drafts.size > 0) await writeJson("/migration-release/publish", "POST", {});
      drafts.clear();
      const root = (await (await fetch(standIn.contentApiUrl)).json()) as {
        refs: { ref: string; isMasterRef?: boolean }[];
      };
      const master = root.refs.find((ref) => ref.isMasterRef)?.ref;
      if (!master) throw new Error("the stand-in names no master ref");
      return master;
    },
  };
}

test.describe("an editor on hosted Prismic (the stand-in)", () => {
  test.describe.configure({ mode: "serial" });

  let standIn: StandIn | undefined;
  let server: StartedSiteServer | undefined;
  let site: EditedSite | undefined;
  let editor: HostedEditor | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The webhook names the site's address before the site starts: the stand-in is filled first.
    const port = await freePort();
    standIn = await startPushedStandIn(projectRoot, {
      webhook: { url: `http://localhost:${port}/api/publish`, secret: SECRET },
      previewUrl: `http://localhost:${port}/preview/`,
    });
    const log = refreshLog();
    server = await startSiteServer(projectRoot, {
      port,
      env: {
        CONTENT_API_URL: standIn.contentApiUrl,
        CONTENT_ACCESS_TOKEN: standIn.accessToken,
        CONTENT_WEBHOOK_SECRET: SECRET,
        CONTENT_POLL_SECONDS: "0",
        BOOKING_SECRET: "e2e-booking-secret-0123456789abcdef0123",
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        QUERY_RENDERS_PER_MINUTE: "100000",
      },
      onOutput: log.onOutput,
    });
    site = { url: server.url, refreshes: log.refreshes, refreshed: log.refreshed };
    editor = hostedEditor(standIn);
  });

  test.beforeEach(async ({ page }) => {
    await answerPrismicCdn(page, standIn?.cdn ?? "");
  });

  test.afterAll(async () => {
    await server?.stop();
    await standIn?.stop();
  });

  editorScenarios(() => {
    if (!site || !editor) throw new Error("the site is served once the tests start");
    return { site, editor };
  });

  test("an editor previews a landing page's draft from the Page Builder; visitors see it only once published", async ({
    page,
    browser,
  }) => {
    if (!site || !editor) throw new Error("the site is served once the tests start");
    const headlines = {
      "en-us": "A week to a tested prototype",
      "es-ar": "Una semana hasta un prototipo probado",
    };
    const paths = { "en-us": "/prototype-week/", "es-ar": "/es/semana-de-prototipo/" } as const;
    type Slice = { slice_type: string; primary: Record<string, unknown> };
    const pair = await editor.add(await editor.find("landing_page", "discovery-sprint"), (document, lang) => {
      document.uid = paths[lang].split("/").at(-2) ?? "";
      document.data.title = headlines[lang];
      document.data.meta_title = `${headlines[lang]} | Lumbre Studio`;
      document.data.slices = (document.data.slices as Slice[]).map((slice) =>
        slice.slice_type === "hero"
          ? { ...slice, primary: { ...slice.primary, title: headlines[lang] } }
          : slice,
      );
    });
    const visitor = await browser.newContext();
    try {
      for (const lang of LANGS) {
        // The Preview button: the site's preview route with the stand-in's token, then the draft's page.
        await page.goto(await editor.previewLink(pair, lang));
        await expect(page).toHaveURL(new RegExp(`${paths[lang]}$`));
        await expect(page.locator("h1")).toHaveText(headlines[lang]);
        await expect(page.getByTestId("preview-bar")).toBeVisible();
        // Nobody else sees the draft.
        expect((await visitor.request.get(`${site.url}${paths[lang]}`)).status(), paths[lang]).toBe(404);
      }
      const since = site.refreshes();
      await site.refreshed(await editor.publish(), since);
      for (const lang of LANGS) {
        const visit = await visitor.newPage();
        await visit.goto(`${site.url}${paths[lang]}`);
        await expect(visit.locator("h1")).toHaveText(headlines[lang]);
        await expect(visit.getByTestId("preview-bar")).toHaveCount(0);
      }
    } finally {
      await visitor.close();
    }
    const since = site.refreshes();
    await editor.unpublish(pair);
    await site.refreshed(await editor.publish(), since);
  });

  test("each publish and unpublish reached the site as Prismic's webhook, every delivery accepted", () => {
    const deliveries = (standIn?.output() ?? "").match(/^webhook: .*$/gm) ?? [];
    // The first, content:push's publish, went out before the site was listening.
    expect(deliveries.slice(1).length).toBeGreaterThan(0);
    expect(deliveries.slice(1).filter((line) => !line.startsWith("webhook: 202"))).toEqual([]);
  });
});
