import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serveSiteCopy } from "../harness/site-copy";

/**
 * What an editor does alone, on the embedded content service: adds a case study and an industry in both
 * languages, publishes, renames one, unpublishes it; no code changes and no deploy. The production server
 * runs on a copy of the site (its own content/), and each step is one call of POST /api/publish, as
 * `npm run content:publish` (or Prismic's webhook) makes it.
 */

const projectRoot = join(import.meta.dirname, "../..");
const SECRET = "resilience-editor-secret-0123456789";

const served = serveSiteCopy(projectRoot, { env: { CONTENT_WEBHOOK_SECRET: SECRET } });

async function publish(): Promise<void> {
  const response = await fetch(new URL("/api/publish", served.server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ secret: SECRET }),
  });
  const answer = await response.text();
  expect(response.status, answer).toBe(202);
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

/** A case study's screens are drawings named after its uid (the art pipeline's, until they are image fields). */
async function copyScreens(fromUid: string, toUid: string, language: "en" | "es"): Promise<void> {
  const folder = join(served.site.root, "public", "images", "cases", "screens");
  for (const name of await readdir(folder)) {
    if (name.startsWith(`${fromUid}-`) && name.endsWith(`.${language}.svg`))
      await copyFile(join(folder, name), join(folder, `${toUid}-${name.slice(fromUid.length + 1)}`));
  }
}

/** Adds a case study in both languages, a copy of ank's with its own title and uids. */
async function addCase(group: string, uids: { en: string; es: string }, titles: { en: string; es: string }) {
  for (const [lang, language] of [
    ["en-us", "en"],
    ["es-ar", "es"],
  ] as const) {
    const document = await readDocument("case_study", "ank", lang);
    document.uid = uids[language];
    document.data.title = titles[language];
    document.data.year = 2031;
    await copyScreens("ank", uids[language], language);
    await writeDocument("case_study", group, lang, document);
  }
}

const sitemap = async () => (await get("/sitemap.xml")).html;

describe("an editor adds, renames and removes a case study", () => {
  it("gives a new case its pages, listing cards, filter entry, sitemap entries, hreflang and switcher in one publish", async () => {
    await addCase(
      "atlas",
      { en: "atlas", es: "atlas-billetera" },
      { en: "Atlas wallet", es: "Billetera Atlas" },
    );
    await publish();

    const english = await get("/cases/atlas/");
    expect(english.status).toBe(200);
    expect(english.html).toContain("Atlas wallet");
    const spanish = await get("/es/casos-de-estudio/atlas-billetera/");
    expect(spanish.status).toBe(200);
    expect(spanish.html).toContain("Billetera Atlas");
    // hreflang and the language switcher name the other language's page at its own uid.
    expect(english.html).toMatch(/hreflang="es[^"]*" href="[^"]*\/es\/casos-de-estudio\/atlas-billetera\/"/);
    expect(spanish.html).toMatch(/hreflang="en[^"]*" href="[^"]*\/cases\/atlas\/"/);
    expect(english.html).toContain('href="/es/casos-de-estudio/atlas-billetera/"');

    // The listing shows its card, also under the filter of its industry (ank's: banking, finance & crypto).
    const listing = await get("/cases/?industry=banking-finance-crypto");
    expect(listing.html).toMatch(/<li data-key="atlas"(?![^>]*hidden)/);
    expect((await get("/es/casos-de-estudio/")).html).toContain(
      'href="/es/casos-de-estudio/atlas-billetera/"',
    );

    const map = await sitemap();
    expect(map).toContain("/cases/atlas/</loc>");
    expect(map).toContain("/es/casos-de-estudio/atlas-billetera/</loc>");
  });

  it("answers a renamed case's old URL with a 301 to its new one", async () => {
    const document = await readDocument("case_study", "atlas", "en-us");
    document.uid = "atlas-wallet";
    await copyScreens("atlas", "atlas-wallet", "en");
    await writeDocument("case_study", "atlas", "en-us", document);
    await publish();

    expect((await get("/cases/atlas-wallet/")).status).toBe(200);
    const old = await get("/cases/atlas/?utm_source=newsletter");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/cases/atlas-wallet/?utm_source=newsletter");
    // The Spanish page links its English translation at the new uid.
    expect((await get("/es/casos-de-estudio/atlas-billetera/")).html).toMatch(
      /hreflang="en[^"]*" href="[^"]*\/cases\/atlas-wallet\/"/,
    );
    const map = await sitemap();
    expect(map).toContain("/cases/atlas-wallet/</loc>");
    expect(map).not.toContain("/cases/atlas/</loc>");
  });

  it("takes an unpublished case off the site: 404, and gone from the sitemap and the listing", async () => {
    await rm(file("case_study", "atlas", "en-us"));
    await rm(file("case_study", "atlas", "es-ar"));
    await publish();

    for (const path of ["/cases/atlas-wallet/", "/cases/atlas/", "/es/casos-de-estudio/atlas-billetera/"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const map = await sitemap();
    expect(map).not.toContain("atlas");
    expect((await get("/cases/")).html).not.toContain("/cases/atlas");
  });
});

describe("an editor adds an industry", () => {
  it("gives it its pages at each language's uid, its card on the listings, its filter option and its sitemap entries", async () => {
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

    expect((await get("/industries/healthcare/")).status).toBe(200);
    const spanish = await get("/es/industrias/salud/");
    expect(spanish.status).toBe(200);
    expect(spanish.html).toMatch(/hreflang="en[^"]*" href="[^"]*\/industries\/healthcare\/"/);
    expect((await get("/industries/")).html).toContain('href="/industries/healthcare/"');
    expect((await get("/es/industrias/")).html).toContain('href="/es/industrias/salud/"');
    // The cases' filter offers it, by its English uid in both languages.
    expect((await get("/es/casos-de-estudio/")).html).toContain("industry=healthcare");
    const map = await sitemap();
    expect(map).toContain("/industries/healthcare/</loc>");
    expect(map).toContain("/es/industrias/salud/</loc>");
  });
});
