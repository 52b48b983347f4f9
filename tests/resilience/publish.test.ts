import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContentStore } from "@/content/service/content-store";
import { cspViolations } from "../harness/chromium";
import { inlineScriptHashes } from "../harness/inline-scripts";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";
import { copySite, type SiteCopy, serveSiteCopy } from "../harness/site-copy";
import { onePerKind, sitemapPaths } from "../harness/site-pages";
import { type ChaosContentService, startChaosContentService } from "./chaos-content-service";

/**
 * Publishing on the embedded content service, end to end: the production server runs on a copy of the
 * site (its own content/ and build output, so the documents changed here are nobody else's), an editor
 * changes documents under content/ and calls POST /api/publish as `npm run content:publish` does.
 */

const projectRoot = join(import.meta.dirname, "../..");
const SECRET = "resilience-publish-secret-0123456789";
const COOKIES = "content/documents/page/cookies.en-us.json";
const INSIGHT = "content/documents/insight/accessibility-business-case-wcag-2-2.en-us.json";

// This test's load and browser are one client asking for pages rendered past the cache (a query string).
const served = serveSiteCopy(projectRoot, {
  env: { CONTENT_WEBHOOK_SECRET: SECRET, QUERY_RENDERS_PER_MINUTE: "1000000" },
});

function publish(body: unknown): Promise<Response> {
  return fetch(new URL("/api/publish", served.server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function page(path: string, cookie?: string) {
  const response = await fetch(new URL(path, served.server.url), { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    html: await response.text(),
    csp: response.headers.get("content-security-policy") ?? "",
    cache: response.headers.get("x-lumbre-cache"),
  };
}

/** The inline scripts of the page the browser would refuse to run under its own policy. */
function blockedScripts({ html, csp }: { html: string; csp: string }): string[] {
  return inlineScriptHashes(html).filter((hash) => !csp.includes(`'${hash}'`));
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

async function editJson(
  file: string,
  edit: (document: { data: Record<string, unknown> } & Record<string, unknown>) => void,
) {
  const path = join(served.site.root, file);
  const document = JSON.parse(await readFile(path, "utf8"));
  edit(document);
  await writeFile(path, `${JSON.stringify(document, null, 2)}\n`);
}

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${seconds} s\n${served.server.output().slice(-3000)}`);
}

describe("publishing", () => {
  it("answers a wrong or missing secret 401 and changes nothing", async () => {
    await editJson(COOKIES, (document) => {
      document.data.title = "Cookie policy, not published";
    });
    for (const body of [{ secret: "guess" }, {}, { type: "api-update" }]) {
      const response = await publish(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: "publishSecret" });
    }
    expect(heading((await page("/cookies/")).html)).toBe("Cookie policy");
  });

  it("brings an edited page, its share image, the sitemap and the feed to visitors within 60 s, scripts allowed", async () => {
    const before = await page("/cookies/");
    const shareImage = /<meta property="og:image" content="([^"]+)"/.exec(before.html)?.[1];
    if (!shareImage) throw new Error("the cookies page has a share image");
    const shareBefore = Buffer.from(
      await (await fetch(new URL(new URL(shareImage).pathname, served.server.url))).arrayBuffer(),
    );

    await editJson(COOKIES, (document) => {
      document.data.title = "Cookie policy, revised";
      document.last_publication_date = "2026-11-25T09:30:00+0000";
    });
    await editJson(INSIGHT, (document) => {
      document.data.title = "Accessibility is a business case, second edition";
    });
    const refreshes = () => served.server.output().split("publish.refreshed").length - 1;
    const refreshedBefore = refreshes();
    const started = Date.now();
    const response = await publish({ type: "api-update", secret: SECRET });
    expect(response.status).toBe(202);

    const updated = await until("the new title on /cookies/, from the route cache", 60, async () => {
      const now = await page("/cookies/");
      return heading(now.html) === "Cookie policy, revised" && now.cache === "hit" ? now : undefined;
    });
    console.log(`publish → new /cookies/ from the route cache: ${Date.now() - started} ms`);
    expect(blockedScripts(updated)).toEqual([]);

    // Every page's footer lists the legal pages by title: the refresh renders them all again, and the
    // share image with them; until it is over, the kept ones are served as they were, by design.
    await until("the refresh to finish", 60, async () => (refreshes() > refreshedBefore ? true : undefined));
    const sitemap = await (await fetch(new URL("/sitemap.xml", served.server.url))).text();
    expect(sitemap).toMatch(
      /<loc>[^<]*\/cookies\/<\/loc>(?:\s*<xhtml:link[^>]*\/>)*\s*<lastmod>2026-11-25T09:30:00/,
    );
    const feed = await (await fetch(new URL("/insights/feed.xml", served.server.url))).text();
    expect(feed).toContain("Accessibility is a business case, second edition");
    const shareAfter = Buffer.from(
      await (await fetch(new URL(new URL(shareImage).pathname, served.server.url))).arrayBuffer(),
    );
    expect(shareAfter.equals(shareBefore)).toBe(false);

    // Once the refresh is over, no page runs with the build's hashes: cached or not, variation or 404.
    // Warming, the publish and its refresh all ran in-process: the server never asked itself for a page.
    expect(served.server.selfRequests()).toEqual([]);
    const experiment = "io.prismic.experiment=lumbre-home-hero%20";
    for (const [path, cookie] of [
      ["/insights/accessibility-business-case-wcag-2-2/", undefined],
      ["/es/cookies/", undefined],
      ["/", `${experiment}0; i18n_redirected=en`],
      ["/", `${experiment}1; i18n_redirected=en`],
      ["/es/", `${experiment}1; i18n_redirected=es`],
      ["/no-such-page/", undefined],
    ] as const) {
      const answer = await page(path, cookie);
      expect(blockedScripts(answer), `${path} ${cookie ?? ""}`).toEqual([]);
    }
    // And Chromium, loading the published pages with everything they fetch, refuses nothing.
    const variation = (language: string, chosen: number) => ({
      "io.prismic.experiment": `lumbre-home-hero ${chosen}`,
      i18n_redirected: language,
    });
    const violations = await cspViolations(served.server.url, [
      { path: "/cookies/" },
      { path: "/es/cookies/" },
      { path: "/insights/accessibility-business-case-wcag-2-2/" },
      { path: "/", cookies: variation("en", 1) },
      { path: "/es/", cookies: variation("es", 0) },
      { path: "/no-such-page/" },
    ]);
    expect(violations).toEqual([]);
    // The page Chromium was given came from the route cache, as before the publish.
    expect((await page("/cookies/")).cache).toBe("hit");
  });

  it("under load, while publishes of what every page reads follow one another, Chromium refuses nothing", async () => {
    const SETTINGS = "content/documents/settings/settings.en-us.json";
    const paths = onePerKind(await sitemapPaths(served.server.url)).map((entry) => entry.path);
    const refreshes = () => served.server.output().match(/publish\.refreshed pages=\d+/g)?.length ?? 0;
    let running = true;
    // Visitors: every page kind, from the cache and (with a query string) rendered for them.
    const failures: string[] = [];
    const load = Array.from({ length: 4 }, async (_, worker) => {
      for (let round = 0; running; round += 1) {
        const path = paths[(round + worker) % paths.length] ?? "/";
        const target = round % 2 === 0 ? path : `${path}?view=load`;
        const response = await fetch(new URL(target, served.server.url));
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${target}: ${response.status}`);
      }
    });
    // An editor publishing again and again a change every page is made of (the footer's settings).
    let published = 0;
    const editor = (async () => {
      while (running) {
        const before = refreshes();
        await editJson(SETTINGS, (document) => {
          const [office] = document.data.offices as { city: string }[];
          if (office) office.city = published % 2 === 0 ? "Buenos Aires, CABA" : "Buenos Aires";
        });
        const answer = await publish({ type: "api-update", secret: SECRET });
        expect(answer.status, await answer.text()).toBe(202);
        published += 1;
        await until("the refresh of every page", 60, async () => (refreshes() > before ? true : undefined));
      }
    })();
    // Chromium meanwhile: every page kind in both languages, with everything they fetch.
    const during = refreshes();
    const violations = await cspViolations(
      served.server.url,
      paths.map((path, index) => ({ path: index % 2 === 0 ? path : `${path}?view=browser` })),
    );
    const overlapped = refreshes() - during;
    running = false;
    await Promise.all([...load, editor]);
    console.log(
      `${violations.length} CSP violations over ${paths.length} page loads, ${overlapped} refreshes meanwhile`,
    );
    expect(violations).toEqual([]);
    expect(failures).toEqual([]);
    // The browser's visits did overlap publishes: each refresh renders every page again.
    expect(overlapped).toBeGreaterThanOrEqual(1);
  });

  it("refuses a document that fails the content model, and the site keeps its content", async () => {
    await editJson(COOKIES, (document) => {
      document.data.title = "";
    });
    const response = await publish({ secret: SECRET });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; problems: string[] };
    expect(body.error).toBe("contentRefused");
    expect(
      body.problems.some((problem) => problem.includes("cookies.en-us.json") && problem.includes("title")),
    ).toBe(true);
    const now = await page("/cookies/");
    expect(now.status).toBe(200);
    expect(heading(now.html)).toBe("Cookie policy, revised");
  });
});

describe("publishing without a webhook", () => {
  let polled: SiteCopy;
  let polling: StartedSiteServer;

  beforeAll(async () => {
    polled = await copySite(projectRoot);
    polling = await startSiteServer(polled.root, {
      env: { CONTENT_WEBHOOK_SECRET: SECRET, CONTENT_POLL_SECONDS: "1" },
    });
  }, 120_000);

  afterAll(async () => {
    await polling?.stop();
    await polled?.remove();
  });

  it("notices a new master ref by itself and brings the page to visitors", async () => {
    const path = join(polled.root, COOKIES);
    const document = JSON.parse(await readFile(path, "utf8"));
    document.data.title = "Cookie policy, noticed";
    await writeFile(path, `${JSON.stringify(document, null, 2)}\n`);
    const started = Date.now();
    const deadline = started + 60_000;
    let seen: string | undefined;
    while (Date.now() < deadline && seen !== "Cookie policy, noticed") {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = heading(await (await fetch(new URL("/cookies/", polling.url))).text());
    }
    expect(seen, polling.output().slice(-2000)).toBe("Cookie policy, noticed");
    // The poll published in-process: the server never asked itself (its own /api/publish) for anything.
    expect(polling.selfRequests()).toEqual([]);
    console.log(`file changed → new /cookies/ without a call: ${Date.now() - started} ms`);
  });
});

describe("a scheduled release", () => {
  let scheduled: SiteCopy;
  let releasing: StartedSiteServer;
  const RELEASE = "content/releases/autumn-campaign/release.json";
  /** The release's footer address, in the page's own markup (not the payload's copy of it). */
  const announced = (html: string) => html.includes(">Opening in March 2027 — Calle de Serrano 41</p>");

  /** When the release falls due: whole seconds, as scheduledAt is written. */
  let dueAt: number;

  beforeAll(async () => {
    scheduled = await copySite(projectRoot);
    // Due a few seconds after the server starts: nothing calls /api/publish, the server's timer does.
    dueAt = Math.ceil((Date.now() + 8000) / 1000) * 1000;
    const scheduledAt = new Date(dueAt).toISOString().replace(/\.\d{3}Z$/, "+0000");
    await writeFile(
      join(scheduled.root, RELEASE),
      `${JSON.stringify({ label: "Autumn campaign", scheduledAt }, null, 2)}\n`,
    );
    releasing = await startSiteServer(scheduled.root, { env: { CONTENT_WEBHOOK_SECRET: SECRET } });
  }, 120_000);

  afterAll(async () => {
    await releasing?.stop();
    await scheduled?.remove();
  });

  it("becomes part of the live site at its time, with no call and no restart", async () => {
    // When the release shows, the server's own publish brought it (its log says so below), whether the
    // server started before the release's time or after.
    const answers: { announced: boolean; at: number }[] = [];
    const deadline = dueAt + 60_000;
    for (;;) {
      const html = await (await fetch(new URL("/contact/", releasing.url))).text();
      answers.push({ announced: announced(html), at: Date.now() });
      if (announced(html) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(answers.at(-1)?.announced, releasing.output().slice(-2000)).toBe(true);
    // Not before its time: a lower bound only. A server so slow to start that the release fell due first
    // publishes it at start, which is after its time too.
    expect(answers.filter((answer) => answer.announced && answer.at < dueAt)).toEqual([]);
    expect(releasing.output()).toContain("[publish] scheduled release published");
    // Warming at start and the release's publish happened in-process, never by a request to itself.
    expect(releasing.selfRequests()).toEqual([]);
    // The release is master now: the content API no longer lists it as a release.
    const api = (await (await fetch(new URL("/api/v2", releasing.url))).json()) as { refs: { id: string }[] };
    expect(api.refs.map((ref) => ref.id)).not.toContain("autumn-campaign");
  });
});

describe("publishing from hosted Prismic", () => {
  let hosted: SiteCopy;
  let prismic: ChaosContentService;
  let reader: StartedSiteServer;
  const HOSTED_PREVIEW_SECRET = "resilience-preview-secret-0123456789abcdef";

  beforeAll(async () => {
    hosted = await copySite(projectRoot);
    prismic = await startChaosContentService(hosted.root, HOSTED_PREVIEW_SECRET);
    reader = await startSiteServer(hosted.root, {
      env: {
        CONTENT_API_URL: prismic.endpoint,
        CONTENT_WEBHOOK_SECRET: SECRET,
        PREVIEW_SECRET: HOSTED_PREVIEW_SECRET,
        // This test is about the webhook; the poll has its own.
        CONTENT_POLL_SECONDS: "0",
      },
    });
  }, 120_000);

  afterAll(async () => {
    await reader?.stop();
    await prismic?.close();
    await hosted?.remove();
  });

  it("brings the new content, and a page whose document fails the model keeps its last good version", async () => {
    const insightPath = "/insights/accessibility-business-case-wcag-2-2/";
    const lastGood = heading(await (await fetch(new URL(insightPath, reader.url))).text());
    expect(lastGood).toBeTruthy();
    // Hosted Prismic checks nothing of the site's model: an editor publishes a document the site cannot read.
    for (const [file, title] of [
      [COOKIES, "Cookie policy, from Prismic"],
      [INSIGHT, 42],
    ] as const) {
      const path = join(hosted.root, file);
      const document = JSON.parse(await readFile(path, "utf8"));
      document.data.title = title;
      await writeFile(path, `${JSON.stringify(document, null, 2)}\n`);
    }
    prismic.publish(await loadContentStore(join(hosted.root, "content")));
    const response = await fetch(new URL("/api/publish", reader.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret: SECRET }),
    });
    expect(response.status).toBe(202);

    const seen: { status: number; title: string | undefined }[] = [];
    const deadline = Date.now() + 60_000;
    let cookies: string | undefined;
    while (
      Date.now() < deadline &&
      (cookies !== "Cookie policy, from Prismic" || !reader.output().includes("publish.refreshed"))
    ) {
      const answer = await fetch(new URL(insightPath, reader.url));
      seen.push({ status: answer.status, title: heading(await answer.text()) });
      cookies = heading(await (await fetch(new URL("/cookies/", reader.url))).text());
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(cookies, reader.output().slice(-3000)).toBe("Cookie policy, from Prismic");
    // During the refresh and after it, the broken document's page is its last good version, never an error.
    for (let again = 0; again < 3; again += 1) {
      const answer = await fetch(new URL(insightPath, reader.url));
      seen.push({ status: answer.status, title: heading(await answer.text()) });
    }
    expect(seen.filter((answer) => answer.status !== 200 || answer.title !== lastGood)).toEqual([]);
    // The lists that held it (the insights page, the sitemap, the feed) go on without it, and say so.
    expect(reader.output()).toContain("fails the content model (data.title): left out of the lists");
    for (const path of ["/insights/", "/sitemap.xml", "/insights/feed.xml"]) {
      expect((await fetch(new URL(path, reader.url))).status, path).toBe(200);
    }
  });
});
