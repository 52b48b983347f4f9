import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ISLAND_ATTRIBUTE, ISLAND_ELEMENT } from "../../src/site/integrations/directives/astro-island";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";
import { expect, type Page, test } from "./fixtures";
import { E2E_PREVIEW_SECRET } from "./preview-secret";
import { openInBuilder } from "./simulator-frame";
import { answerPrismicCdn, type StandIn, startPushedStandIn } from "./stand-in-process";

/**
 * The move to hosted Prismic, proven without the internet (issue 31): content:push fills an empty
 * stand-in of Prismic's APIs (npm run content:stand-in -- --push), a second production server reads it
 * with CONTENT_API_URL, and every page of the sitemap, in both languages, shows what the embedded content
 * service shows. Two things differ by design and are read as equal: where an image is served from (the
 * site's /images/… or Prismic's CDN, compared by file name) and the modification date, which Prismic sets
 * when the migration release is published.
 */

const projectRoot = join(import.meta.dirname, "..", "..");

/**
 * A page's markup with what differs by design made equal: an image by its file name wherever it is
 * served from, raster markup reduced to its img and alt text (the site's own images come as a picture with
 * a WebP source, Prismic's as one img whose CDN picks the format), and the modification dates.
 */
function comparable(html: string): string {
  return (
    html
      .replace(/https:\/\/images\.prismic\.io\/[\w-]+\/[\w-]{16}_([\w.-]+)(\?[^"\s]*)?/g, "IMAGE:$1")
      .replace(/(?:https?:\/\/[\w.:-]+)?\/images\/[\w/.-]*\/([\w.-]+)/g, "IMAGE:$1")
      .replace(
        /<(img|source)\b[^>]*>/g,
        (tag, name: string) => `<${name} alt=${/\balt="([^"]*)"/.exec(tag)?.[1] ?? "-"}>`,
      )
      .replace(/<picture[^>]*>|<\/picture>|<source alt=->/g, "")
      .replace(/(article:modified_time" content=")[^"]*/g, "$1")
      .replace(/("dateModified":")[^"]*/g, "$1")
      .replace(/ nonce="[^"]*"/g, "")
      // The contact form's idempotency key is made for each render (and the island's id hashes its props).
      .replace(/&quot;formKey&quot;:\[0,&quot;[\w-]+&quot;\]/g, "FORM-KEY")
      .replace(/(name="key"[^>]*value=")[\w-]+/g, "$1")
      .replace(/(value=")[\w-]+("[^>]*name="key")/g, "$1$2")
      .replace(new RegExp(`<${ISLAND_ELEMENT} ${ISLAND_ATTRIBUTE.uid}="[^"]*"`, "g"), `<${ISLAND_ELEMENT}`)
  );
}

/** The first place two pages differ, for a failure's message. */
function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return `embedded: …${a.slice(Math.max(0, index - 120), index + 120)}…\nhosted:   …${b.slice(Math.max(0, index - 120), index + 120)}…`;
}

test.describe("the site on hosted Prismic, after content:push", () => {
  test.describe.configure({ mode: "serial" });

  let standIn: StandIn | undefined;
  let hosted: StartedSiteServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    standIn = await startPushedStandIn(projectRoot);
    expect(standIn.output()).toMatch(/^documents: \d+ created, 0 updated, 0 unchanged$/m);
    hosted = await startSiteServer(projectRoot, {
      env: {
        CONTENT_API_URL: standIn.contentApiUrl,
        CONTENT_ACCESS_TOKEN: standIn.accessToken,
        BOOKING_SECRET: "e2e-booking-secret-0123456789abcdef0123",
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        QUERY_RENDERS_PER_MINUTE: "100000",
      },
    });
  });

  test.afterAll(async () => {
    await hosted?.stop();
    await standIn?.stop();
  });

  test("renders every page of the sitemap, in both languages, as the embedded service does", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].flatMap((match) =>
      match[1] ? [match[1]] : [],
    );
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => path.startsWith("/es/")).length).toBeGreaterThan(paths.length / 3);
    const base = hosted?.url ?? "";
    // The embedded site runs the home hero experiment; hosted Prismic runs none. The control arm is the
    // master content both serve.
    const headers = { cookie: "io.prismic.experiment=lumbre-home-hero%200" };
    for (const path of paths) {
      const [embedded, pushed] = await Promise.all([
        request.get(path, { headers }),
        request.get(`${base}${path}`, { headers }),
      ]);
      expect(pushed.status(), path).toBe(200);
      expect(embedded.status(), path).toBe(200);
      const [a, b] = [comparable(await embedded.text()), comparable(await pushed.text())];
      expect(a === b, `${path} differs:\n${firstDifference(a, b)}`).toBe(true);
    }
  });

  for (const path of [
    "/cases/itau/",
    "/es/casos-de-estudio/itau/",
    "/insights/writing-for-interfaces/",
    "/es/insights/escribir-para-interfaces/",
  ]) {
    test(`${path} shows its images from Prismic's CDN, also after a reload`, async ({ page }) => {
      const served = await answerPrismicCdn(page, standIn?.cdn ?? "");
      await page.goto(`${hosted?.url ?? ""}${path}`);
      for (const visit of ["first", "reload"]) {
        if (visit === "reload") await page.reload();
        const cover = page.locator('main img[src^="https://images.prismic.io/"]').first();
        await cover.scrollIntoViewIfNeeded();
        await expect(cover, visit).toHaveJSProperty("complete", true);
        expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth), visit).toBeGreaterThan(
          0,
        );
        expect(await cover.getAttribute("alt"), visit).toBeTruthy();
      }
      expect(served.length).toBeGreaterThan(0);
    });
  }
  test("on a Prismic repository, every page loads Prismic's toolbar after its load event, and its policy lets it run", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const onPrismic = await startOnPrismic(standIn);
    try {
      await stubPrismicToolbar(page);
      for (const path of ["/", "/es/servicios/", "/no-such-page/"]) {
        const response = await page.goto(`${onPrismic.url}${path}`);
        const policy = response?.headers()["content-security-policy"] ?? "";
        expect(policy, path).toMatch(/script-src [^;]*https:\/\/static\.cdn\.prismic\.io/);
        expect(policy, path).toMatch(/frame-src [^;]*https:\/\/lumbre\.prismic\.io/);
        await expect
          .poll(() => page.evaluate(() => (window as ToolbarWindow).toolbarProbe), { message: path })
          .toMatchObject({
            repository: "lumbre",
            afterLoad: true,
            styled: true,
            toolbarScript: true,
            framed: true,
          });
      }
      // A page the route cache keeps is the same for every visitor: the toolbar is the deployment's.
      const again = await page.request.get(`${onPrismic.url}/`);
      expect(await again.text()).toContain(TOOLBAR_ISLAND);
    } finally {
      await onPrismic.stop();
    }
    // Read from the stand-in at its own address, which names no Prismic repository: no toolbar.
    const html = await (await page.request.get(`${hosted?.url ?? ""}/`)).text();
    expect(html).not.toContain(TOOLBAR_ISLAND);
  });

  test("the slice simulator shows the Page Builder's slices in its frame, and no other site may frame it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const onPrismic = await startOnPrismic(standIn);
    try {
      const slices = ["hero", "faq", "call-to-action"].map((folder) => {
        const mocks = JSON.parse(
          readFileSync(join(projectRoot, "src/slices", folder, "mocks.json"), "utf8"),
        ) as { id: string; primary: Record<string, unknown> }[];
        const spanish = mocks.find((mock) => mock.id.endsWith("-es"));
        if (!spanish) throw new Error(`${folder} has no Spanish mock`);
        return spanish;
      });
      const simulator = { url: onPrismic.url, path: "/es/slice-simulator/" };
      const policy =
        (await page.request.get(`${simulator.url}${simulator.path}`)).headers()["content-security-policy"] ??
        "";
      expect(policy).toMatch(/frame-ancestors https:\/\/lumbre\.prismic\.io(;|$)/);

      await openInBuilder(page, "https://lumbre.prismic.io", simulator, slices);
      await expect.poll(() => page.evaluate(() => (window as { simulator?: string }).simulator)).toBe("sent");
      const frame = page.frameLocator("iframe");
      for (const slice of slices) {
        const title = slice.primary.title;
        if (typeof title === "string") await expect(frame.getByText(title).first()).toBeVisible();
      }
      // The page's first slice is a hero, whose title is the h1.
      await expect(frame.locator("h1")).toHaveText(String(slices[0]?.primary.title));

      // Another repository's Page Builder: Chromium refuses the frame, and says why.
      const other = await browser.newPage();
      const refusals: string[] = [];
      other.on("console", (message) => {
        if (/frame-ancestors https:\/\/lumbre\.prismic\.io/.test(message.text()))
          refusals.push(message.text());
      });
      await openInBuilder(other, "https://someone-else.prismic.io", simulator, slices);
      await expect.poll(() => refusals.length).toBeGreaterThan(0);
      expect(await other.evaluate(() => (window as { simulator?: string }).simulator)).not.toBe("sent");
      await other.close();
    } finally {
      await onPrismic.stop();
    }
  });
});

/**
 * The same content, read as from https://lumbre.cdn.prismic.io: the site is configured as in production
 * (repository "lumbre"), and its requests to that address go to the stand-in.
 */
function startOnPrismic(standIn: StandIn | undefined): Promise<StartedSiteServer> {
  const redirect = pathToFileURL(join(projectRoot, "tests/harness/prismic-host-redirect.mjs")).href;
  return startSiteServer(projectRoot, {
    env: {
      CONTENT_API_URL: "https://lumbre.cdn.prismic.io/api/v2",
      CONTENT_ACCESS_TOKEN: standIn?.accessToken,
      PRISMIC_STAND_IN_API: standIn?.contentApiUrl,
      NODE_OPTIONS: `--import ${redirect}`,
      BOOKING_SECRET: "e2e-booking-secret-0123456789abcdef0123",
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      QUERY_RENDERS_PER_MINUTE: "100000",
    },
  });
}

/** The toolbar's island, as the layout mounts it. */
const TOOLBAR_ISLAND = `${ISLAND_ATTRIBUTE.componentExport}="PreviewToolbar"`;

type ToolbarWindow = Window & {
  toolbarProbe?: {
    repository: string | null;
    afterLoad: boolean;
    styled?: boolean;
    toolbarScript?: boolean;
    framed?: boolean;
  };
};

/**
 * Prismic's toolbar as the browser meets it, answered here (the suite stays on loopback): prismic.js from
 * its CDN writes a style element, frames the repository and loads the editor's toolbar from prismic.io,
 * as prismic-toolbar does; the page's policy must let each of them through (a violation fails the test).
 */
async function stubPrismicToolbar(page: Page): Promise<void> {
  await page.route(/^https:\/\/static\.cdn\.prismic\.io\/prismic\.js\?/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(() => {
        const probe = {
          repository: new URL(document.currentScript.src).searchParams.get("repo"),
          afterLoad: performance.getEntriesByType("navigation")[0].loadEventEnd > 0,
        };
        window.toolbarProbe = probe;
        const host = document.createElement("div");
        host.id = "prismic-toolbar-v2";
        document.body.append(host);
        const style = document.createElement("style");
        style.textContent = "#prismic-toolbar-v2 { outline-style: dashed }";
        document.head.append(style);
        probe.styled = getComputedStyle(host).outlineStyle === "dashed";
        const frame = document.createElement("iframe");
        frame.style.cssText = "display:none!important";
        frame.addEventListener("load", () => { probe.framed = true; });
        frame.src = "https://lumbre.prismic.io/prismic-toolbar/4.1.2/iframe.html";
        document.body.append(frame);
        const toolbar = document.createElement("script");
        toolbar.src = "https://prismic.io/prismic-toolbar/4.1.2/toolbar.js";
        document.head.append(toolbar);
      })();`,
    }),
  );
  await page.route("https://prismic.io/prismic-toolbar/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.toolbarProbe.toolbarScript = true;" }),
  );
  await page.route("https://lumbre.prismic.io/prismic-toolbar/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>toolbar</title>" }),
  );
}
