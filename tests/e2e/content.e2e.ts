import homeEn from "../../content/documents/home/home.en-us.json" with { type: "json" };
import homeEs from "../../content/documents/home/home.es-ar.json" with { type: "json" };
import heroBEn from "../../content/releases/home-hero-b/documents/home/home.en-us.json" with { type: "json" };
import heroBEs from "../../content/releases/home-hero-b/documents/home/home.es-ar.json" with { type: "json" };
import { previewTokenFor } from "../../src/content/service/refs";
import { type BrowserContext, expect, type Page, test } from "./fixtures";
import { E2E_PREVIEW_SECRET, FORGED_PREVIEW_SECRET } from "./preview-secret";

const baseURL = () => test.info().project.use.baseURL ?? "";
/** The server's SITE_URL (playwright.config.ts passes it through, else env.ts's default): links name it. */
const siteOrigin = () => new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;
/** A preview token as `npm run preview:link` makes it, signed with the server's PREVIEW_SECRET. */
const token = (release: string, documentId: string) =>
  previewTokenFor(baseURL(), release, documentId, E2E_PREVIEW_SECRET);
/** Tokens naming a real release that nobody was given: unsigned, and signed with another secret. */
const forgedTokens = (release: string, documentId: string) => [
  `${baseURL()}/api/v2/previews/${release}:${documentId}`,
  previewTokenFor(baseURL(), release, documentId, FORGED_PREVIEW_SECRET),
];
const previewUrl = (release: string, documentId: string) =>
  `/preview/?token=${encodeURIComponent(token(release, documentId))}&documentId=${documentId}`;

const footer = (page: Page) => page.getByRole("contentinfo");
const heroTitle = (page: Page) => page.getByTestId("home-hero-title");

async function experimentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "io.prismic.experiment");
}

test.describe("embedded content service", () => {
  test("answers the API root and searches at /api/v2", async ({ request }) => {
    const root = await request.get("/api/v2");
    expect(root.headers()["cache-control"]).toBe("no-cache");
    const { refs, forms } = await root.json();
    // SITE_URL's origin, not the host this request reached.
    expect(forms.everything.action).toBe(`${siteOrigin()}/api/v2/documents/search`);
    const search = await request.get(`/api/v2/documents/search?ref=${refs[0].ref}&lang=*`);
    expect(search.headers()["cache-control"]).toMatch(/max-age=\d+/);
    expect((await search.json()).total_results_size).toBeGreaterThan(0);
    expect((await request.get("/api/v2/documents/search?ref=nope")).status()).toBe(404);
  });

  test("shows releases only to a preview session, and refuses their refs to anyone else", async ({
    request,
  }) => {
    const anonymous = await (await request.get("/api/v2")).json();
    expect(anonymous.refs.map((ref: { isMasterRef: boolean }) => ref.isMasterRef)).toEqual([true]);
    const cookie = `io.prismic.preview=${encodeURIComponent(token("autumn-campaign", "settings--settings--en-us"))}`;
    const session = await (await request.get("/api/v2", { headers: { cookie } })).json();
    const release = session.refs.find((ref: { id: string }) => ref.id === "autumn-campaign");
    expect(release?.scheduledAt).toBeTruthy();

    const refused = await request.get(`/api/v2/documents/search?ref=${encodeURIComponent(release.ref)}`);
    expect(refused.status()).toBe(401);
    expect(refused.headers()["cache-control"]).toBe("private, no-store");

    // A guessed token opens nothing: no release listed, its ref refused, the token itself an unknown ref.
    for (const forged of forgedTokens("autumn-campaign", "settings--settings--en-us")) {
      const headers = { cookie: `io.prismic.preview=${encodeURIComponent(forged)}` };
      const root = await (await request.get("/api/v2", { headers })).json();
      expect(
        root.refs.map((ref: { id: string }) => ref.id),
        forged,
      ).toEqual(["master"]);
      const search = `/api/v2/documents/search?ref=${encodeURIComponent(release.ref)}`;
      expect((await request.get(search, { headers })).status(), forged).toBe(401);
      const asRef = `/api/v2/documents/search?ref=${encodeURIComponent(forged)}`;
      expect((await request.get(asRef)).status(), forged).toBe(404);
    }
  });

  test("answers 400 to malformed percent-encoding, never 500", async ({ request }) => {
    for (const query of ["ref=%E0%A4%A", "ref=x&q=%ZZ"]) {
      expect((await request.get(`/api/v2/documents/search?${query}`)).status(), query).toBe(400);
    }
    // Malformed path segments are refused before the service runs: still a 400.
    for (const path of ["/api/v2/%ZZ", "/api/v2/previews/autumn-campaign:%FF"]) {
      expect((await request.get(path)).status(), path).toBe(400);
    }
  });
});

async function previewCookies(context: BrowserContext) {
  return (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name === "io.prismic.preview");
}

test.describe("preview", () => {
  test("shows a release's draft only inside the preview session, until the editor exits", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    await expect(footer(page)).toContainText("Opening in 2027");

    const response = await page.goto(previewUrl("autumn-campaign", "settings--settings--en-us"));
    await expect(page).toHaveURL("/");
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    await expect(page.getByTestId("preview-bar")).toBeVisible();
    await expect(footer(page)).toContainText("Opening in March 2027");

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${baseURL()}/`);
    await expect(footer(visitorPage)).toContainText("Opening in 2027");
    await expect(visitorPage.getByTestId("preview-bar")).toHaveCount(0);
    await visitor.close();

    await page.getByRole("link", { name: "Exit preview" }).click();
    await expect(page.getByTestId("preview-bar")).toHaveCount(0);
    await expect(footer(page)).toContainText("Opening in 2027");
  });

  test("lands on the previewed document's page in its language", async ({ page }) => {
    await page.goto(previewUrl("autumn-campaign", "settings--settings--es-ar"));
    await expect(page).toHaveURL("/es/");
    await expect(page.getByTestId("preview-bar")).toContainText("Vista previa");
    await expect(footer(page)).toContainText("Abrimos en marzo de 2027");

    await page.goto(previewUrl("home-hero-b", "home--home--es-ar"));
    await expect(page).toHaveURL("/es/");
    await expect(heroTitle(page)).toHaveText(heroBEs.data.hero_title);
  });

  test("goes to the home page for an unknown document, and never off-site", async ({ page }) => {
    await page.goto(previewUrl("autumn-campaign", "no-such-document"));
    await expect(page).toHaveURL("/");
    const response = await page.goto(
      `/preview/?token=${encodeURIComponent("https://evil.example/previews/x:y")}&documentId=//evil.example`,
    );
    expect(response?.status()).toBe(400);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This preview link is for another site");
  });

  test("opens nothing for a token that is not a live preview: a 4xx page, no cookies, pages keep working", async ({
    page,
    context,
  }) => {
    for (const [bad, status, title] of [
      ["x", 400, "This is not a preview link"],
      ["javascript:alert(1)", 400, "This is not a preview link"],
      ["https://evil.example/x", 400, "This is not a preview link"],
      [token("no-such-release", "settings--settings--es-ar"), 404, "This preview is no longer available"],
    ] as const) {
      const response = await page.goto(
        `/preview/?token=${encodeURIComponent(bad)}&documentId=settings--settings--es-ar`,
      );
      expect(response?.status(), bad).toBe(status);
      await expect(page.getByRole("heading", { level: 1 }), bad).toHaveText(title);
      expect(await previewCookies(context), bad).toEqual([]);
    }
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("preview-bar")).toHaveCount(0);
  });

  test("tells the holder of a forged or expired link so, in their language, and opens nothing", async ({
    page,
    context,
    browser,
  }) => {
    const expired = previewTokenFor(
      baseURL(),
      "autumn-campaign",
      "settings--settings--es-ar",
      E2E_PREVIEW_SECRET,
      {
        // A fixed instant long past: the server's clock is the only one that counts.
        expiresAt: Date.UTC(2025, 0, 1),
      },
    );
    const cases = [
      ...forgedTokens("autumn-campaign", "settings--settings--es-ar").map((bad) => [bad, 403] as const),
      [expired, 410] as const,
    ];
    for (const [bad, status] of cases) {
      const path = `/preview/?token=${encodeURIComponent(bad)}&documentId=settings--settings--es-ar`;
      const response = await page.goto(path);
      expect(response?.status(), bad).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        status === 410 ? "This preview link has expired" : "This preview link does not work",
      );
      expect(await previewCookies(context), bad).toEqual([]);
    }
    // A browser whose language is Spanish.
    const spanish = await browser.newContext({ locale: "es-AR", baseURL: baseURL() });
    try {
      const tab = await spanish.newPage();
      await tab.goto(`/preview/?token=${encodeURIComponent(expired)}&documentId=settings--settings--es-ar`);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Este enlace de vista previa venció");
    } finally {
      await spanish.close();
    }
  });

  test("a session whose token stops working shows the published site, and closing it clears both cookies", async ({
    page,
    context,
  }) => {
    await page.goto(previewUrl("autumn-campaign", "settings--settings--en-us"));
    await expect(footer(page)).toContainText("Opening in March 2027");
    // As if the release had been published or deleted since: the stored token no longer answers.
    await context.addCookies([
      { name: "io.prismic.preview", value: encodeURIComponent(token("gone", "x")), url: baseURL() },
    ]);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(footer(page)).toContainText("Opening in 2027");
    await expect(page.getByTestId("preview-ended")).toBeVisible();
    await page.getByRole("link", { name: "Close preview" }).click();
    await expect(page.getByTestId("preview-ended")).toHaveCount(0);
    expect(await previewCookies(context)).toEqual([]);
  });

  test("reloads on the prismicPreviewUpdate event", async ({ page }) => {
    await page.goto(previewUrl("autumn-campaign", "settings--settings--en-us"));
    await expect(page.getByTestId("preview-bar")).toBeVisible();
    // The listener is attached once the page has hydrated.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await Promise.all([
      page.waitForEvent("load"),
      page.evaluate(() => window.dispatchEvent(new Event("prismicPreviewUpdate"))),
    ]);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });
});

test.describe("A/B experiment on the home hero", () => {
  for (const [path, base, variant] of [
    ["/", homeEn, heroBEn],
    ["/es/", homeEs, heroBEs],
  ] as const) {
    test(`assigns a variation and keeps it (${path})`, async ({ page, context }) => {
      await page.goto(path);
      const cookie = await experimentCookie(context);
      expect(cookie?.value).toMatch(/^lumbre-home-hero%20[01]$/);
      const shown = await heroTitle(page).textContent();
      expect([base.data.hero_title, variant.data.hero_title]).toContain(shown);
      for (let i = 0; i < 3; i += 1) {
        await page.reload();
        await expect(heroTitle(page)).toHaveText(shown ?? "");
      }
    });

    test(`renders each variation's content (${path})`, async ({ page, context }) => {
      for (const [index, document] of [
        [0, base],
        [1, variant],
      ] as const) {
        await context.addCookies([
          { name: "io.prismic.experiment", value: `lumbre-home-hero%20${index}`, url: baseURL() },
        ]);
        await page.goto(path);
        await expect(heroTitle(page)).toHaveText(document.data.hero_title);
      }
    });
  }

  test("leaves pages outside the experiment static and cookie-free", async ({ request }) => {
    const response = await request.get("/es/cultura/");
    expect(response.headers()["set-cookie"] ?? "").not.toContain("io.prismic.experiment");
    expect(response.headers()["cache-control"]).not.toMatch(/private|no-store/);
    const home = await request.get("/es/");
    expect(home.headers()["set-cookie"]).toContain("io.prismic.experiment");
    expect(home.headers()["cache-control"]).toMatch(/private/);
  });
});
