import { expect, type Page, test } from "./fixtures";

/**
 * What an editor does alone, with no code change and no deploy, told as steps any content service
 * takes: duplicate a published page in both languages and change it, publish, rename it, unpublish it.
 * tests/e2e/editor-embedded.e2e.ts takes the steps on the embedded content service (files in a copy's
 * content/, then POST /api/publish as `npm run content:publish` sends it) and editor-hosted.e2e.ts on
 * the Prismic stand-in (its Migration and Asset APIs, the editor's unpublish, and Prismic's webhook).
 * Each publish is waited for by its cause: the server's `publish.refreshed` line for the master ref the
 * publish took.
 */

export type Lang = "en-us" | "es-ar";
export const LANGS = ["en-us", "es-ar"] as const;

/** One language's document as an editor changes it: its uid and its fields. */
export interface EditedDocument {
  uid: string;
  data: Record<string, unknown>;
}

/** A document in both languages, as the content service names them. */
export interface Pair {
  readonly type: string;
  readonly ids: Readonly<Record<Lang, string>>;
}

export interface Editor {
  /** The published pair whose English document has this uid. */
  find(type: string, englishUid: string): Promise<Pair>;
  /** A new pair: each language a copy of `from` in that language, changed by `edit` (a duplicate). */
  add(from: Pair, edit: (document: EditedDocument, lang: Lang) => Promise<void> | void): Promise<Pair>;
  change(pair: Pair, lang: Lang, edit: (document: EditedDocument) => void): Promise<void>;
  /** Takes both languages off the published site (on hosted Prismic, at once: an unpublish is a publish). */
  unpublish(pair: Pair): Promise<void>;
  /** A link field naming the pair's document in that language. */
  linkTo(pair: Pair, lang: Lang): Promise<Record<string, unknown>>;
  /**
   * An image field for a new case screen: on hosted Prismic an image the editor uploads to the media
   * library; the embedded service serves only images of the build, so there one of those.
   */
  screenImage(lang: Lang, alt: string): Promise<Record<string, unknown>>;
  /** Publishes what the editor changed; answers the master ref the site is to show. */
  publish(): Promise<string>;
}

/** The server under edit: its address, and the refreshes it logged. */
export interface EditedSite {
  readonly url: string;
  /** How many refreshes it has logged so far. */
  refreshes(): number;
  /** Waits for a refresh, logged after the first `since`, of the pages to `ref`. */
  refreshed(ref: string, since: number): Promise<void>;
}

/** Keeps the `publish.refreshed … ref=R` lines a server prints (give `onOutput` to startSiteServer). */
export function refreshLog(): Pick<EditedSite, "refreshes" | "refreshed"> & {
  onOutput(text: string): void;
} {
  const refs: string[] = [];
  let partial = "";
  return {
    onOutput(text) {
      const lines = (partial + text).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        const ref = /publish\.refreshed\b.*\bref="?([^"\s]+)/.exec(line)?.[1];
        if (ref) refs.push(ref);
      }
    },
    refreshes: () => refs.length,
    async refreshed(ref, since) {
      await expect
        .poll(() => refs.slice(since).includes(ref), {
          message: `a refresh to ${ref}; refreshed to: ${refs.slice(since).join(", ") || "nothing"}`,
          timeout: 120_000,
        })
        .toBe(true);
    },
  };
}

type Context = () => { readonly site: EditedSite; readonly editor: Editor };

/** Registers the editor's scenarios for the site and editor the file's setup provides. */
export function editorScenarios(context: Context): void {
  const site = () => context().site;
  const editor = () => context().editor;
  const at = (path: string) => `${site().url}${path}`;

  /** Publishes, then waits until the server shows what was published. */
  async function publish(): Promise<void> {
    const since = site().refreshes();
    const ref = await editor().publish();
    await site().refreshed(ref, since);
  }

  // A first-time visitor's requests, without the browser's cookies: the switcher the browser used
  // remembers a language, and would send this visitor's "/" to "/es/".
  async function status(path: string): Promise<number> {
    return (await fetch(at(path), { redirect: "manual" })).status;
  }

  async function redirectOf(path: string): Promise<string | null> {
    const response = await fetch(at(path), { redirect: "manual" });
    expect(response.status, path).toBe(301);
    return response.headers.get("location");
  }

  async function html(path: string): Promise<string> {
    const response = await fetch(at(path));
    expect(response.status, path).toBe(200);
    return response.text();
  }

  /**
   * Both languages' pages, in the browser: each has its title and names the other in hreflang; the
   * language switcher leads from the English page to the Spanish one.
   */
  async function expectPages(page: Page, paths: Record<Lang, string>, titles: Record<Lang, string>) {
    for (const [lang, other, hreflang] of [
      ["en-us", "es-ar", "es-AR"],
      ["es-ar", "en-us", "en-US"],
    ] as const) {
      const response = await page.goto(at(paths[lang]));
      expect(response?.status(), paths[lang]).toBe(200);
      await expect(page).toHaveTitle(`${titles[lang]} | Lumbre Studio`);
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        "href",
        new RegExp(`${paths[other]}$`),
      );
    }
    await page.goto(at(paths["en-us"]));
    await page.getByTestId("locale-switcher").first().click();
    await expect(page).toHaveURL(at(paths["es-ar"]));
    await expect(page).toHaveTitle(`${titles["es-ar"]} | Lumbre Studio`);
  }

  async function expectInSitemap(paths: readonly string[], present: boolean) {
    const map = await html("/sitemap.xml");
    for (const path of paths) expect(map.includes(`${path}</loc>`), `${path} in the sitemap`).toBe(present);
  }

  const titled = (document: EditedDocument, title: string) => {
    document.data.title = title;
    document.data.meta_title = `${title} | Lumbre Studio`;
  };

  test("a case study: added in both languages with its screens, renamed, unpublished", async ({ page }) => {
    const titles = { "en-us": "Atlas wallet", "es-ar": "Billetera Atlas" } as const;
    const uids = { "en-us": "atlas", "es-ar": "atlas-billetera" } as const;
    const alts = { "en-us": "Atlas ledger screen", "es-ar": "Pantalla del libro de Atlas" } as const;
    const paths = { "en-us": "/cases/atlas/", "es-ar": "/es/casos-de-estudio/atlas-billetera/" } as const;
    const source = await editor().find("case_study", "ank");
    const pair = await editor().add(source, async (document, lang) => {
      document.uid = uids[lang];
      titled(document, titles[lang]);
      // Filed under another industry than the case it was copied from.
      document.data.industry = "energy-industrials";
      // A new screen at the end of its screen gallery.
      type Gallery = { slice_type: string; primary: { screens: Record<string, unknown>[] } };
      const gallery = (document.data.slices as Gallery[]).find(
        (slice) => slice.slice_type === "screen_gallery",
      );
      if (!gallery) throw new Error("the case copied has a screen gallery");
      gallery.primary.screens.push({
        device: "phone",
        caption: lang === "en-us" ? "The ledger, one line per coin." : "El libro, una línea por moneda.",
        image: await editor().screenImage(lang, alts[lang]),
      });
    });

    await test.step("published: its pages, listing cards, filters, sitemap, hreflang and switcher", async () => {
      await publish();
      await expectPages(page, paths, titles);
      for (const lang of LANGS) {
        await page.goto(at(paths[lang]));
        const screen = page.getByAltText(alts[lang]);
        await screen.scrollIntoViewIfNeeded();
        await expect(screen).toHaveJSProperty("complete", true);
        expect(await screen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      }
      await page.goto(at("/cases/"));
      await expect(page.locator(`main a[href="${paths["en-us"]}"]`).first()).toBeVisible();
      // The filters find it under its industry, and not under the one it was copied from.
      await page.goto(at("/es/casos-de-estudio/?industry=energy-industrials"));
      await expect(page.locator(`main a[href="${paths["es-ar"]}"]`).first()).toBeVisible();
      await page.goto(at("/es/casos-de-estudio/?industry=banking-finance-crypto"));
      await expect(page.locator(`main a[href="${paths["es-ar"]}"]`)).toBeHidden();
      await expectInSitemap(Object.values(paths), true);
    });

    await test.step("renamed: the old URL answers 301 to the new one, query kept", async () => {
      await editor().change(pair, "en-us", (document) => {
        document.uid = "atlas-wallet";
      });
      await publish();
      expect(await redirectOf("/cases/atlas/?ref=mail")).toBe("/cases/atlas-wallet/?ref=mail");
      await expectPages(page, { ...paths, "en-us": "/cases/atlas-wallet/" }, titles);
      await expectInSitemap(["/cases/atlas-wallet/"], true);
      await expectInSitemap(["/cases/atlas/"], false);
    });

    await test.step("unpublished: 404 at every URL it had, gone from the sitemap and the listings", async () => {
      await editor().unpublish(pair);
      await publish();
      for (const path of [...Object.values(paths), "/cases/atlas-wallet/"]) {
        expect(await status(path), path).toBe(404);
      }
      await expectInSitemap([...Object.values(paths), "/cases/atlas-wallet/"], false);
      expect(await html("/cases/")).not.toContain("/cases/atlas-wallet/");
      expect(await html("/es/casos-de-estudio/")).not.toContain(paths["es-ar"]);
    });
  });

  test("an industry: added, renamed, unpublished", async ({ page }) => {
    const titles = { "en-us": "Healthcare", "es-ar": "Salud" } as const;
    const paths = { "en-us": "/industries/healthcare/", "es-ar": "/es/industrias/salud/" } as const;
    const pair = await editor().add(await editor().find("industry", "media-ott"), (document, lang) => {
      document.uid = lang === "en-us" ? "healthcare" : "salud";
      titled(document, titles[lang]);
    });

    await test.step("published: its pages, listing cards, the cases' filter, sitemap, hreflang and switcher", async () => {
      await publish();
      await expectPages(page, paths, titles);
      expect(await html("/industries/")).toContain(`href="${paths["en-us"]}"`);
      expect(await html("/es/industrias/")).toContain(`href="${paths["es-ar"]}"`);
      // The cases' filter offers it, by its English uid in both languages.
      await page.goto(at("/es/casos-de-estudio/"));
      await expect(page.locator('[name="industry"][value="healthcare"]')).toHaveCount(1);
      await expectInSitemap(Object.values(paths), true);
    });

    await test.step("renamed in Spanish: the old URL answers 301, the English page names the new one", async () => {
      await editor().change(pair, "es-ar", (document) => {
        document.uid = "salud-y-bienestar";
      });
      await publish();
      expect(await redirectOf("/es/industrias/salud/?utm_source=newsletter")).toBe(
        "/es/industrias/salud-y-bienestar/?utm_source=newsletter",
      );
      await expectPages(page, { ...paths, "es-ar": "/es/industrias/salud-y-bienestar/" }, titles);
      await expectInSitemap(["/es/industrias/salud/"], false);
    });

    await test.step("unpublished: 404, gone from the sitemap, the listings and the filter", async () => {
      await editor().unpublish(pair);
      await publish();
      for (const path of [...Object.values(paths), "/es/industrias/salud-y-bienestar/"]) {
        expect(await status(path), path).toBe(404);
      }
      expect(await html("/sitemap.xml")).not.toContain("healthcare");
      expect(await html("/industries/")).not.toContain(paths["en-us"]);
      expect(await html("/cases/")).not.toContain('value="healthcare"');
    });
  });

  test("a legal page: added at the site root in both languages, renamed, unpublished", async ({ page }) => {
    const titles = { "en-us": "Accessibility statement", "es-ar": "Declaración de accesibilidad" } as const;
    const paths = { "en-us": "/accessibility/", "es-ar": "/es/accesibilidad/" } as const;
    const pair = await editor().add(await editor().find("page", "privacy"), (document, lang) => {
      document.uid = lang === "en-us" ? "accessibility" : "accesibilidad";
      titled(document, titles[lang]);
    });

    await test.step("published: its pages, a footer link on every page, sitemap, hreflang and switcher", async () => {
      await publish();
      await expectPages(page, paths, titles);
      // Its Spanish path without /es leads to it, as the other Spanish pages' do.
      expect(await redirectOf("/accesibilidad/")).toBe(paths["es-ar"]);
      await page.goto(at("/contact/"));
      await expect(page.locator(`footer a[href="${paths["en-us"]}"]`)).toHaveText(titles["en-us"]);
      await page.goto(at("/es/"));
      await expect(page.locator(`footer a[href="${paths["es-ar"]}"]`)).toHaveText(titles["es-ar"]);
      await expectInSitemap(Object.values(paths), true);
    });

    await test.step("renamed: the old URL answers 301; unpublished: 404 and gone from the footer", async () => {
      await editor().change(pair, "en-us", (document) => {
        document.uid = "accessibility-statement";
      });
      await publish();
      expect(await redirectOf("/accessibility/?from=footer")).toBe("/accessibility-statement/?from=footer");
      expect(await html("/")).toContain('href="/accessibility-statement/"');

      await editor().unpublish(pair);
      await publish();
      for (const path of ["/accessibility-statement/", ...Object.values(paths), "/accesibilidad/"]) {
        expect(await status(path), path).toBe(404);
      }
      await page.goto(at("/contact/"));
      await expect(page.locator("footer")).toBeVisible();
      await expect(page.locator('footer a[href="/accessibility-statement/"]')).toHaveCount(0);
      await expectInSitemap([...Object.values(paths), "/accessibility-statement/"], false);
    });
  });

  test("a landing page composed of existing slices: added in both languages, renamed, unpublished", async ({
    page,
  }) => {
    type Slice = { slice_type: string; primary: Record<string, unknown> } & Record<string, unknown>;
    const titles = { "en-us": "Design system audit", "es-ar": "Auditoría de design system" } as const;
    const headlines = {
      "en-us": "Know what your design system costs you",
      "es-ar": "Sabé cuánto te cuesta tu design system",
    } as const;
    const paths = { "en-us": "/design-system-audit/", "es-ar": "/es/auditoria-de-design-system/" } as const;
    const pair = await editor().add(
      await editor().find("landing_page", "discovery-sprint"),
      (document, lang) => {
        document.uid = paths[lang].split("/").at(-2) ?? "";
        titled(document, titles[lang]);
        // The editor keeps three of the seed page's slices, reorders them and rewrites the hero.
        const slices = document.data.slices as Slice[];
        const of = (type: string) => slices.filter((slice) => slice.slice_type === type);
        const [hero] = of("hero");
        if (!hero) throw new Error("the seed landing page opens with a hero");
        document.data.slices = [
          { ...hero, primary: { ...hero.primary, title: headlines[lang] } },
          ...of("faq"),
          ...of("call_to_action"),
        ];
      },
    );

    await test.step("published: its pages with the hero's h1, its questions, sitemap, hreflang and switcher", async () => {
      await publish();
      await expectPages(page, paths, titles);
      for (const lang of LANGS) {
        await page.goto(at(paths[lang]));
        await expect(page.locator("h1")).toHaveText(headlines[lang]);
        // Its questions open without any script of the page's.
        const question = page.locator("main details").first();
        await question.locator("summary").click();
        await expect(question).toHaveAttribute("open", "");
        await expect(question.locator("p").first()).toBeVisible();
        await expect(page.locator("main section")).toHaveCount(3);
      }
      await expectInSitemap(Object.values(paths), true);
    });

    await test.step("renamed: the old URL answers 301; unpublished: 404 and gone from the sitemap", async () => {
      await editor().change(pair, "en-us", (document) => {
        document.uid = "design-system-review";
      });
      await publish();
      expect(await redirectOf("/design-system-audit/?utm_campaign=q1")).toBe(
        "/design-system-review/?utm_campaign=q1",
      );
      await editor().unpublish(pair);
      await publish();
      for (const path of [...Object.values(paths), "/design-system-review/"]) {
        expect(await status(path), path).toBe(404);
      }
      await expectInSitemap([...Object.values(paths), "/design-system-review/"], false);
    });
  });

  test("a service in a family: added (at the Spanish root, as its family's), renamed, unpublished", async ({
    page,
  }) => {
    const titles = { "en-us": "Data journalism", "es-ar": "Periodismo de datos" } as const;
    const paths = { "en-us": "/services/data-journalism/", "es-ar": "/es/periodismo-de-datos/" } as const;
    const family = await editor().find("service_family", "data-viz-data-storytelling");
    const familyPaths = {
      "en-us": "/services/data-viz-data-storytelling/",
      "es-ar": "/es/data-viz-data-storytelling/",
    } as const;
    const pair = await editor().add(await editor().find("service", "data-storytelling"), (document, lang) => {
      document.uid = lang === "en-us" ? "data-journalism" : "periodismo-de-datos";
      titled(document, titles[lang]);
    });
    // The family lists it among its services.
    const items = new Map<Lang, unknown[]>();
    for (const lang of LANGS) {
      const link = await editor().linkTo(pair, lang);
      await editor().change(family, lang, (document) => {
        items.set(lang, document.data.items as unknown[]);
        document.data.items = [
          ...(document.data.items as unknown[]),
          { title: titles[lang], slug: link, text: `${titles[lang]}.` },
        ];
      });
    }

    await test.step("published: its pages, its place on its family's page, its cross-language path, sitemap", async () => {
      await publish();
      await expectPages(page, paths, titles);
      // Its back link leads to its family, at the family's Spanish path.
      expect(await html(paths["es-ar"])).toContain(`href="${familyPaths["es-ar"]}"`);
      expect(await status("/es/servicios/periodismo-de-datos/")).toBe(404);
      for (const lang of LANGS) {
        // A visitor opens its entry among the family's services and follows its link.
        await page.goto(at(familyPaths[lang]));
        await page.locator("main summary", { hasText: titles[lang] }).click();
        await page.locator(`main a[href="${paths[lang]}"]`).click();
        await expect(page).toHaveURL(at(paths[lang]));
      }
      // Old cross-language links reach it: its English uid under /es/services/ shows the Spanish page.
      const crossed = await html("/es/services/data-journalism/");
      expect(crossed).toMatch(/rel="canonical" href="[^"]*\/es\/periodismo-de-datos\/"/);
      await expectInSitemap(Object.values(paths), true);
    });

    await test.step("renamed: 301 from the old URL; unpublished: 404, gone from its family and the sitemap", async () => {
      await editor().change(pair, "es-ar", (document) => {
        document.uid = "periodismo-con-datos";
      });
      await publish();
      expect(await redirectOf("/es/periodismo-de-datos/?utm_source=mail")).toBe(
        "/es/periodismo-con-datos/?utm_source=mail",
      );

      await editor().unpublish(pair);
      for (const lang of LANGS) {
        await editor().change(family, lang, (document) => {
          document.data.items = items.get(lang) ?? [];
        });
      }
      await publish();
      for (const path of [paths["en-us"], "/es/periodismo-con-datos/", "/es/services/data-journalism/"]) {
        expect(await status(path), path).toBe(404);
      }
      expect(await html("/sitemap.xml")).not.toContain("data-journalism");
      expect(await html(familyPaths["en-us"])).not.toContain(paths["en-us"]);
    });
  });
}
