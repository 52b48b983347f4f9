import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentStore } from "../../src/content/service/content-store";
import { previewLinkFor } from "../../src/features/preview/preview-link";
import { serveSiteCopy } from "../harness/site-copy";

/**
 * What an editor does alone on the embedded content service, beyond adding, renaming and unpublishing
 * pages (tests/e2e/editor-embedded.e2e.ts, in the browser): previewing a new service before its first
 * publish, and a case study's screens as image fields: an image the build has or one on Prismic's CDN
 * shows after the publish, and one the site cannot serve is refused by name rather than published broken. The production server
 * runs on a copy of the site (its own content/), and each step is one call of POST /api/publish, as
 * `npm run content:publish` (or Prismic's webhook) makes it.
 */

const projectRoot = join(import.meta.dirname, "../..");
const SECRET = "resilience-editor-secret-0123456789";
const PREVIEW_SECRET = "resilience-editor-preview-secret-0123456789";

const served = serveSiteCopy(projectRoot, {
  env: { CONTENT_WEBHOOK_SECRET: SECRET, PREVIEW_SECRET },
});

/** How many refreshes after a publish the server has finished (one log line each). */
const refreshesDone = () => served.server.output().split("publish.refreshed").length - 1;

/**
 * Publishes, then waits for the server's refresh of the pages the publish changed (its log line): until
 * then a changed page is served as it was, by design, while its new render is under way.
 */
async function publish(): Promise<void> {
  const before = refreshesDone();
  const response = await fetch(new URL("/api/publish", served.server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ secret: SECRET }),
  });
  const answer = await response.text();
  expect(response.status, answer).toBe(202);
  for (let tries = 0; refreshesDone() === before; tries += 1) {
    if (tries > 600) throw new Error(`no refresh after the publish\n${served.server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function get(path: string): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(new URL(path, served.server.url), { redirect: "manual" });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}

const file = (type: string, group: string, lang: "en-us" | "es-ar") =>
  join(served.site.root, "content", "documents", type, `${group}.${lang}.json`);

type Document = { uid: string; data: Record<string, unknown> } & Record<string, unknown>;

async function readDocument(type: string, group: string, lang: "en-us" | "es-ar"): Promise<Document> {
  return JSON.parse(await readFile(file(type, group, lang), "utf8")) as Document;
}

async function writeDocument(type: string, group: string, lang: "en-us" | "es-ar", document: Document) {
  await writeFile(file(type, group, lang), `${JSON.stringify(document, null, 2)}\n`);
}

describe("an editor previews a new service before it is published", () => {
  it("opens the draft's page from a preview link, at the path its family gives it; visitors still get a 404", async () => {
    const release = join(served.site.root, "content", "releases", "new-service");
    await mkdir(join(release, "documents", "service"), { recursive: true });
    await writeFile(join(release, "release.json"), `${JSON.stringify({ label: "New service" })}\n`);
    for (const [lang, uid, title] of [
      ["en-us", "data-literacy", "Data literacy"],
      ["es-ar", "alfabetizacion-de-datos", "Alfabetización de datos"],
    ] as const) {
      const document = await readDocument("service", "data-storytelling", lang);
      document.uid = uid;
      document.data.title = title;
      await writeFile(
        join(release, "documents", "service", `data-literacy.${lang}.json`),
        `${JSON.stringify(document, null, 2)}\n`,
      );
    }
    // The release is read at a publish, as releases are; the published site does not change.
    await publish();
    const store = await loadContentStore(join(served.site.root, "content"));
    const link = previewLinkFor(
      store,
      {
        releaseId: "new-service",
        documentId: "service--data-literacy--es-ar",
        days: 1,
        origin: served.server.url,
      },
      PREVIEW_SECRET,
      Date.now(),
    );
    if (!link.ok) throw new Error(link.error);
    const opened = await fetch(link.url, { redirect: "manual" });
    expect(opened.status, await opened.text()).toBe(307);
    const session = opened.headers.get("set-cookie")?.split(";")[0] ?? "";
    // A draft is in no page index: its page is at its route's path; the family template passes it on.
    const location = new URL(opened.headers.get("location") ?? "", served.server.url).pathname;
    expect(location).toBe("/es/servicios/alfabetizacion-de-datos/");
    const draft = await fetch(new URL(location, served.server.url), { headers: { cookie: session } });
    expect(draft.status).toBe(200);
    expect(await draft.text()).toContain("Alfabetización de datos");
    expect((await get(location)).status).toBe(404);
    await rm(release, { recursive: true });
  });
});

describe("an editor adds a case study, its screens images as an editor uploads them", () => {
  type Screen = { device: string; caption: string; image: unknown };
  type Slice = { slice_type: string; primary: { screens?: Screen[] } };
  /** The case's screen gallery: where it is in the zone, and its fields (changed in place). */
  const galleryOf = (document: Document) => {
    const slices = document.data.slices as Slice[];
    const place = slices.findIndex((slice) => slice.slice_type === "screen_gallery");
    const primary = slices[place]?.primary;
    if (!primary?.screens) throw new Error("the case has a screen gallery");
    return { place, primary: primary as { screens: Screen[] } };
  };
  /** A screen an editor adds: an image on Prismic's CDN, as hosted Prismic names an upload. */
  const uploaded = (lang: "en-us" | "es-ar"): Screen => ({
    device: "phone",
    caption: lang === "en-us" ? "The ledger, one line per coin." : "El libro, una línea por moneda.",
    image: {
      url: `https://images.prismic.io/lumbre/Z1ledger_atlas-ledger.${lang}.png?auto=format,compress`,
      alt: lang === "en-us" ? "Atlas ledger screen" : "Pantalla del libro de Atlas",
      copyright: null,
      dimensions: { width: 1170, height: 2532 },
    },
  });

  it("shows its screens, the site's images and an upload on Prismic's CDN, in each language after one publish", async () => {
    for (const lang of ["en-us", "es-ar"] as const) {
      const document = await readDocument("case_study", "ank", lang);
      document.uid = "atlas";
      document.data.title = "Atlas wallet";
      galleryOf(document).primary.screens.push(uploaded(lang));
      await writeDocument("case_study", "atlas", lang, document);
    }
    await publish();

    for (const [path, lang, language, alt] of [
      ["/cases/atlas/", "en-us", "en", "ank welcome screen: "],
      ["/es/casos-de-estudio/atlas/", "es-ar", "es", "Pantalla de bienvenida de ank: "],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      // The site's own image, in the page's language, with the alt text of that language's document.
      expect(page.html).toMatch(
        new RegExp(
          `<img(?=[^>]*src="/images/cases/screens/ank-welcome\\.${language}\\.svg")(?=[^>]*alt="${alt})`,
        ),
      );
      // The upload, from Prismic's CDN, sized so the page does not shift as it loads.
      expect(page.html).toMatch(
        new RegExp(
          `<img(?=[^>]*src="https://images\\.prismic\\.io/lumbre/Z1ledger_atlas-ledger\\.${lang}\\.png)(?=[^>]*width="1170")(?=[^>]*height="2532")`,
        ),
      );
      expect(page.html).toContain(uploaded(lang).caption);
    }
  });

  it("refuses a screen whose image the site does not have, naming the document and the field: the page keeps its screens", async () => {
    const document = await readDocument("case_study", "atlas", "en-us");
    const gallery = galleryOf(document);
    gallery.primary.screens = gallery.primary.screens.map((screen, index) =>
      index === 0
        ? {
            ...screen,
            image: { ...(screen.image as object), url: "/images/cases/screens/atlas-welcome.en.svg" },
          }
        : screen,
    );
    await writeDocument("case_study", "atlas", "en-us", document);
    const response = await fetch(new URL("/api/publish", served.server.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret: SECRET }),
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(
      `documents/case_study/atlas.en-us.json: data.slices.${gallery.place}.primary.screens.0.image.url: the image /images/cases/screens/atlas-welcome.en.svg is not in public/`,
    );
    const page = await get("/cases/atlas/");
    expect(page.status).toBe(200);
    expect(page.html).toContain('src="/images/cases/screens/ank-welcome.en.svg"');
    expect(page.html).not.toContain("atlas-welcome");

    await rm(file("case_study", "atlas", "en-us"));
    await rm(file("case_study", "atlas", "es-ar"));
    await publish();
    expect((await get("/cases/atlas/")).status).toBe(404);
  });
});
