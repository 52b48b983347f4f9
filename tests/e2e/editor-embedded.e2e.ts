import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { previewTokenFor } from "../../src/content/service/refs";
import { copySite, type SiteCopy } from "../harness/copy-site";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";
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

/**
 * The editor's scenarios (editor-scenario.ts) on the embedded content service: a document is a file in
 * content/documents/<type>/<group>.<lang>.json of the server's own copy of the site, its id
 * `<type>--<group>--<lang>`, and a publish is `npm run content:publish`'s call of POST /api/publish.
 */

const projectRoot = join(import.meta.dirname, "..", "..");
const SECRET = "e2e-editor-publish-secret-0123456789";

type StoredDocument = { uid: string; data: Record<string, unknown> } & Record<string, unknown>;

function embeddedEditor(copy: SiteCopy, server: StartedSiteServer): Editor {
  const idOf = (type: string, group: string, lang: Lang) => `${type}--${group}--${lang}`;
  const fileOf = (id: string) => {
    const [type, group, lang] = id.split("--");
    return join(copy.root, "content", "documents", type ?? "", `${group}.${lang}.json`);
  };
  const read = async (id: string) => JSON.parse(await readFile(fileOf(id), "utf8")) as StoredDocument;
  const write = (id: string, document: StoredDocument) =>
    writeFile(fileOf(id), `${JSON.stringify(document, null, 2)}\n`);
  const pairOf = (type: string, group: string): Pair => ({
    type,
    ids: { "en-us": idOf(type, group, "en-us"), "es-ar": idOf(type, group, "es-ar") },
  });
  const edited = async (id: string, edit: (document: EditedDocument) => Promise<void> | void) => {
    const stored = await read(id);
    const document: EditedDocument = { uid: stored.uid, data: structuredClone(stored.data) };
    await edit(document);
    return { ...stored, uid: document.uid, data: document.data };
  };

  return {
    async find(type, englishUid) {
      const pair = pairOf(type, englishUid);
      for (const lang of LANGS) expect((await read(pair.ids[lang])).uid).toBeTruthy();
      return pair;
    },
    async add(from, edit) {
      // The group is the file name both languages share: the new English uid.
      const english = await edited(from.ids["en-us"], (document) => edit(document, "en-us"));
      const pair = pairOf(from.type, english.uid);
      await write(pair.ids["en-us"], english);
      await write(pair.ids["es-ar"], await edited(from.ids["es-ar"], (document) => edit(document, "es-ar")));
      return pair;
    },
    async change(pair, lang, edit) {
      await write(pair.ids[lang], await edited(pair.ids[lang], edit));
    },
    async unpublish(pair) {
      for (const lang of LANGS) await rm(fileOf(pair.ids[lang]));
    },
    async linkTo(pair, lang) {
      const { uid } = await read(pair.ids[lang]);
      return { link_type: "Document", id: pair.ids[lang], type: pair.type, uid, lang };
    },
    async screenImage(lang, alt) {
      const language = lang === "en-us" ? "en" : "es";
      return {
        url: `/images/cases/screens/arriba-home.${language}.svg`,
        alt,
        copyright: null,
        dimensions: { width: 414, height: 868 },
      };
    },
    async publish() {
      const response = await fetch(`${server.url}/api/publish`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ secret: SECRET }),
      });
      expect(response.status, await response.text()).toBe(202);
      // The site's own Document API names the ref it took.
      const root = (await (await fetch(`${server.url}/api/v2`)).json()) as {
        refs: { ref: string; isMasterRef?: boolean }[];
      };
      const master = root.refs.find((ref) => ref.isMasterRef)?.ref;
      if (!master) throw new Error("the content service names no master ref");
      return master;
    },
  };
}

test.describe("an editor on the embedded content service", () => {
  test.describe.configure({ mode: "serial" });

  let copy: SiteCopy | undefined;
  let server: StartedSiteServer | undefined;
  let site: EditedSite | undefined;
  let editor: Editor | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    copy = await copySite(projectRoot);
    const log = refreshLog();
    server = await startSiteServer(copy.root, {
      env: {
        CONTENT_WEBHOOK_SECRET: SECRET,
        // The publish call is the only cause of a change (the poll would also notice files).
        CONTENT_POLL_SECONDS: "0",
        BOOKING_SECRET: "e2e-booking-secret-0123456789abcdef0123",
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        QUERY_RENDERS_PER_MINUTE: "100000",
      },
      onOutput: log.onOutput,
    });
    site = { url: server.url, refreshes: log.refreshes, refreshed: log.refreshed };
    editor = embeddedEditor(copy, server);
  });

  test.afterAll(async () => {
    await server?.stop();
    await copy?.remove();
  });

  test("an editor previews a new landing page from a release before it is published; visitors see it only after", async ({
    page,
  }) => {
    const root = copy?.root ?? "";
    const release = join(root, "content", "releases", "spring-offer");
    const seed = (lang: Lang) =>
      join(root, "content", "documents", "landing_page", `discovery-sprint.${lang}.json`);
    const headlines = {
      "en-us": "Spring offer: a sprint at half price",
      "es-ar": "Oferta de primavera: un sprint a mitad de precio",
    };
    const uids = { "en-us": "spring-offer", "es-ar": "oferta-de-primavera" };
    const draftOf = async (lang: Lang) => {
      const document = JSON.parse(await readFile(seed(lang), "utf8")) as StoredDocument;
      const [hero, ...rest] = document.data.slices as { primary: Record<string, unknown> }[];
      return {
        ...document,
        uid: uids[lang],
        data: {
          ...document.data,
          title: headlines[lang].split(":")[0],
          slices: [{ ...hero, primary: { ...hero?.primary, title: headlines[lang] } }, ...rest],
        },
      };
    };
    await mkdir(join(release, "documents", "landing_page"), { recursive: true });
    await writeFile(join(release, "release.json"), `${JSON.stringify({ label: "Spring offer" })}\n`);
    for (const lang of LANGS) {
      await writeFile(
        join(release, "documents", "landing_page", `spring-offer.${lang}.json`),
        `${JSON.stringify(await draftOf(lang), null, 2)}\n`,
      );
    }
    // A release is read at a publish, as releases are; the published site does not change.
    await editor?.publish();
    const documentId = "landing_page--spring-offer--es-ar";
    const token = previewTokenFor(server?.url ?? "", "spring-offer", documentId, E2E_PREVIEW_SECRET);
    await page.goto(`${server?.url}/preview/?token=${encodeURIComponent(token)}&documentId=${documentId}`);
    // The draft's page, at the path its type gives it, with the preview bar.
    await expect(page).toHaveURL(`${server?.url}/es/oferta-de-primavera/`);
    await expect(page.locator("h1")).toHaveText(headlines["es-ar"]);
    await expect(page.getByTestId("preview-bar")).toBeVisible();
    // Visitors do not see it until it is published.
    expect((await fetch(`${server?.url}/es/oferta-de-primavera/`, { redirect: "manual" })).status).toBe(404);

    // Published: the release's documents become the site's.
    for (const lang of LANGS) {
      await writeFile(
        join(root, "content", "documents", "landing_page", `spring-offer.${lang}.json`),
        `${JSON.stringify(await draftOf(lang), null, 2)}\n`,
      );
    }
    await rm(release, { recursive: true });
    const since = site?.refreshes() ?? 0;
    const ref = (await editor?.publish()) ?? "";
    await site?.refreshed(ref, since);
    const visitor = await fetch(`${server?.url}/spring-offer/`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toContain(headlines["en-us"]);
    const map = await (await fetch(`${server?.url}/sitemap.xml`)).text();
    expect(map).toContain("/es/oferta-de-primavera/</loc>");
  });

  editorScenarios(() => {
    if (!site || !editor) throw new Error("the site is served once the tests start");
    return { site, editor };
  });
});
