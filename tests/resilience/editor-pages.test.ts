import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentStore } from "../../src/content/service/content-store";
import { previewLinkFor } from "../../src/features/preview/preview-link";
import { serveSiteCopy } from "../harness/site-copy";

/**
 * What an editor does alone, on the embedded content service: adds an industry in both languages,
 * publishes, renames it, unpublishes it; no code changes and no deploy. A case study follows the same
 * routes, its screens image fields: an image the build has or one on Prismic's CDN shows after the
 * publish, and one the site cannot serve is refused by name rather than published broken. The production server
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

const sitemap = async () => (await get("/sitemap.xml")).html;

describe("an editor adds, renames and removes an industry", () => {
  it("gives it its pages at each language's uid, its card on the listings, its filter option, sitemap entries, hreflang and switcher in one publish", async () => {
    for (const [lang, uid, title] of [
      ["en-us", "healthcare", "Healthcare"],
      ["es-ar", "salud", "Salud"],
    ] as const) {
      const document = await readDocument("industry", "media-ott", lang);
      document.uid = uid;
      document.data.title = title;
      await writeDocument("industry", "healthcare", lang, document);
    }
    await publish();

    const english = await get("/industries/healthcare/");
    expect(english.status).toBe(200);
    const spanish = await get("/es/industrias/salud/");
    expect(spanish.status).toBe(200);
    // hreflang and the language switcher name the other language's page at its own uid.
    expect(spanish.html).toMatch(/hreflang="en[^"]*" href="[^"]*\/industries\/healthcare\/"/i);
    expect(english.html).toMatch(/hreflang="es[^"]*" href="[^"]*\/es\/industrias\/salud\/"/i);
    expect(english.html).toContain('href="/es/industrias/salud/" hrefLang="es-AR"');
    expect((await get("/industries/")).html).toContain('href="/industries/healthcare/"');
    expect((await get("/es/industrias/")).html).toContain('href="/es/industrias/salud/"');
    // The cases' filter offers it, by its English uid in both languages.
    expect((await get("/es/casos-de-estudio/")).html).toMatch(
      /name="industry"[^>]*value="healthcare"|value="healthcare"[^>]*name="industry"/,
    );
    const map = await sitemap();
    expect(map).toContain("/industries/healthcare/</loc>");
    expect(map).toContain("/es/industrias/salud/</loc>");
  });

  it("answers a renamed industry's old URL with a 301 to its new one, query kept", async () => {
    const document = await readDocument("industry", "healthcare", "es-ar");
    document.uid = "salud-y-bienestar";
    await writeDocument("industry", "healthcare", "es-ar", document);
    await publish();

    expect((await get("/es/industrias/salud-y-bienestar/")).status).toBe(200);
    const old = await get("/es/industrias/salud/?utm_source=newsletter");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/es/industrias/salud-y-bienestar/?utm_source=newsletter");
    // The English page names its Spanish translation at the new uid.
    expect((await get("/industries/healthcare/")).html).toMatch(
      /hreflang="es[^"]*" href="[^"]*\/es\/industrias\/salud-y-bienestar\/"/i,
    );
    const map = await sitemap();
    expect(map).toContain("/es/industrias/salud-y-bienestar/</loc>");
    expect(map).not.toContain("/es/industrias/salud/</loc>");
  });

  it("takes an unpublished industry off the site: 404, and gone from the sitemap and the listings", async () => {
    await rm(file("industry", "healthcare", "en-us"));
    await rm(file("industry", "healthcare", "es-ar"));
    await publish();

    for (const path of [
      "/industries/healthcare/",
      "/es/industrias/salud-y-bienestar/",
      "/es/industrias/salud/",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(await sitemap()).not.toContain("healthcare");
    expect((await get("/industries/")).html).not.toContain("/industries/healthcare/");
  });
});

describe("an editor adds, renames and removes a legal page", () => {
  it("gives it its pages at the site root in both languages, a footer link on every page, sitemap entries and hreflang in one publish", async () => {
    for (const [lang, uid, title] of [
      ["en-us", "accessibility", "Accessibility statement"],
      ["es-ar", "accesibilidad", "Declaración de accesibilidad"],
    ] as const) {
      const document = await readDocument("page", "privacy", lang);
      document.uid = uid;
      document.data.title = title;
      await writeDocument("page", "accessibility", lang, document);
    }
    await publish();

    const english = await get("/accessibility/");
    expect(english.status).toBe(200);
    expect(english.html).toMatch(/hreflang="es[^"]*" href="[^"]*\/es\/accesibilidad\/"/i);
    expect((await get("/es/accesibilidad/")).status).toBe(200);
    // Its Spanish path without /es leads to it, as the other Spanish pages' do.
    expect((await get("/accesibilidad/")).location).toBe("/es/accesibilidad/");
    // Every page's footer links to it, in its language (the home page was rendered before the publish).
    expect((await get("/")).html).toContain('href="/accessibility/"');
    expect((await get("/es/contacto/")).html).toContain("Declaración de accesibilidad");
    const map = await sitemap();
    expect(map).toContain("/accessibility/</loc>");
    expect(map).toContain("/es/accesibilidad/</loc>");
  });

  it("answers a renamed legal page's old URL with a 301, and an unpublished one with a 404, gone from the footer", async () => {
    const document = await readDocument("page", "accessibility", "en-us");
    document.uid = "accessibility-statement";
    await writeDocument("page", "accessibility", "en-us", document);
    await publish();
    const old = await get("/accessibility/?from=footer");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/accessibility-statement/?from=footer");
    expect((await get("/")).html).toContain('href="/accessibility-statement/"');

    await rm(file("page", "accessibility", "en-us"));
    await rm(file("page", "accessibility", "es-ar"));
    await publish();
    for (const path of [
      "/accessibility-statement/",
      "/accessibility/",
      "/es/accesibilidad/",
      "/accesibilidad/",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get("/")).html).not.toContain('href="/accessibility-statement/"');
    expect(await sitemap()).not.toContain("/es/accesibilidad/</loc>");
  });
});

describe("an editor adds, renames and removes a service in a family", () => {
  const family = (lang: "en-us" | "es-ar") =>
    readDocument("service_family", "data-viz-data-storytelling", lang);

  it("gives it its pages (at the Spanish root, as its family's), its place on the family page, its cross-language paths, sitemap entries and hreflang in one publish", async () => {
    for (const [lang, uid, title] of [
      ["en-us", "data-journalism", "Data journalism"],
      ["es-ar", "periodismo-de-datos", "Periodismo de datos"],
    ] as const) {
      const document = await readDocument("service", "data-storytelling", lang);
      document.uid = uid;
      document.data.title = title;
      await writeDocument("service", "data-journalism", lang, document);
      // The family lists it among its services.
      const parent = await family(lang);
      const items = parent.data.items as { title: string; slug: Record<string, unknown>; text: string }[];
      const link = {
        link_type: "Document",
        id: `service--data-journalism--${lang}`,
        type: "service",
        uid,
        lang,
      };
      parent.data.items = [...items, { title, slug: link, text: `${title}.` }];
      await writeDocument("service_family", "data-viz-data-storytelling", lang, parent);
    }
    await publish();

    const english = await get("/services/data-journalism/");
    expect(english.status).toBe(200);
    expect(english.html).toMatch(/hreflang="es[^"]*" href="[^"]*\/es\/periodismo-de-datos\/"/i);
    // Its family's Spanish pages are at the root, and so is it; its back link leads to the family.
    const spanish = await get("/es/periodismo-de-datos/");
    expect(spanish.status).toBe(200);
    expect(spanish.html).toContain('href="/es/data-viz-data-storytelling/"');
    expect((await get("/es/servicios/periodismo-de-datos/")).status).toBe(404);
    // The family page links to it in each language.
    expect((await get("/services/data-viz-data-storytelling/")).html).toContain(
      'href="/services/data-journalism/"',
    );
    expect((await get("/es/data-viz-data-storytelling/")).html).toContain('href="/es/periodismo-de-datos/"');
    // Old cross-language links reach it: its English uid under /es/services/ shows the Spanish page.
    const crossed = await get("/es/services/data-journalism/");
    expect(crossed.status).toBe(200);
    expect(crossed.html).toMatch(/rel="canonical" href="[^"]*\/es\/periodismo-de-datos\/"/);
    const map = await sitemap();
    expect(map).toContain("/services/data-journalism/</loc>");
    expect(map).toContain("/es/periodismo-de-datos/</loc>");
  });

  it("answers a renamed service's old URL with a 301, and a removed one with a 404, gone from its family and the sitemap", async () => {
    const document = await readDocument("service", "data-journalism", "es-ar");
    document.uid = "periodismo-con-datos";
    await writeDocument("service", "data-journalism", "es-ar", document);
    await publish();
    const old = await get("/es/periodismo-de-datos/?utm_source=mail");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/es/periodismo-con-datos/?utm_source=mail");

    await rm(file("service", "data-journalism", "en-us"));
    await rm(file("service", "data-journalism", "es-ar"));
    for (const lang of ["en-us", "es-ar"] as const) {
      const parent = await family(lang);
      const items = parent.data.items as { slug: { id?: string } }[];
      parent.data.items = items.filter((item) => item.slug.id !== `service--data-journalism--${lang}`);
      await writeDocument("service_family", "data-viz-data-storytelling", lang, parent);
    }
    await publish();
    for (const path of [
      "/services/data-journalism/",
      "/es/periodismo-con-datos/",
      "/es/services/data-journalism/",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(await sitemap()).not.toContain("data-journalism");
    expect((await get("/services/data-viz-data-storytelling/")).html).not.toContain(
      "/services/data-journalism/",
    );
  });
});

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
  type Screen = { key: string; device: string; caption: string; before_of: string; image: unknown };
  const screensOf = (document: Document) => document.data.screens as Screen[];
  /** A screen an editor adds: an image on Prismic's CDN, as hosted Prismic names an upload. */
  const uploaded = (lang: "en-us" | "es-ar"): Screen => ({
    key: "ledger",
    device: "phone",
    caption: lang === "en-us" ? "The ledger, one line per coin." : "El libro, una línea por moneda.",
    before_of: "",
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
      document.data.screens = [...screensOf(document), uploaded(lang)];
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
    const screens = screensOf(document);
    document.data.screens = screens.map((screen, index) =>
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
      "documents/case_study/atlas.en-us.json: data.screens.0.image.url: the image /images/cases/screens/atlas-welcome.en.svg is not in public/",
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
