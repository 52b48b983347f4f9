import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createContentClient } from "@/content/client";
import { createContentHandler } from "@/content/service/content-handler";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import { checkPreviewToken, previewTokenFor } from "@/content/service/refs";
import { TEST_PREVIEW_SECRET, writeTestContent } from "@/content/service/test-content";
import { createSiteContentClient } from "@/content/source";
import type { Locale } from "@/i18n/locales";
import { createExitPreviewHandler, createOpenPreviewHandler } from "./preview-route";

const SITE = "http://localhost:3000";
/** The site's public origin as SITE_URL names it, when the tests reach it elsewhere (a proxy, a port). */
const PUBLIC = "https://lumbre.example";
/** 2026-11-26T10:00:00Z: the tests' clock, never the system's. */
const START = Date.UTC(2026, 10, 26, 10);
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
let content: Awaited<ReturnType<typeof writeTestContent>>;
let store: ContentStore;
let clock = START;

beforeAll(async () => {
  content = await writeTestContent();
  store = await loadContentStore(content.root);
});
afterAll(async () => content.cleanup());
beforeEach(() => {
  clock = START;
});

function setup() {
  const handler = createContentHandler({
    getStore: async () => store,
    privileged: true,
    previewSecret: TEST_PREVIEW_SECRET,
    now: () => clock,
  });
  const opener = createOpenPreviewHandler({
    client: createSiteContentClient({}, handler),
    config: { SITE_URL: PUBLIC },
    previewSecret: TEST_PREVIEW_SECRET,
    now: () => clock,
  });
  const open = (request: Request, locale: Locale = "en") => opener(request, locale);
  const exit = createExitPreviewHandler({ SITE_URL: PUBLIC });
  return { open, exit, handler };
}

const openRequest = (token: string, documentId?: string, headers: Record<string, string> = {}) => {
  const query = new URLSearchParams({ token, ...(documentId ? { documentId } : {}) });
  return new Request(`${SITE}/api/preview/?${query}`, { headers });
};
const location = (response: Response) => response.headers.get("location");
const token = (
  release: string,
  documentId: string,
  secret = TEST_PREVIEW_SECRET,
  expiresAt = START + 7 * DAY,
) => previewTokenFor(SITE, release, documentId, secret, { expiresAt });
/** The token a Set-Cookie stores. */
const cookieToken = (response: Response) =>
  decodeURIComponent(
    /^io\.prismic\.preview=([^;]*)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "",
  );
const maxAgeOf = (response: Response) =>
  Number(/Max-Age=(\d+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? Number.NaN);

/** The refused page's heading, status and what it must not do (set a cookie, redirect, be kept). */
async function expectRefused(response: Response, status: number, title: string, label: string) {
  expect(response.status, label).toBe(status);
  expect(response.headers.get("set-cookie"), label).toBeNull();
  expect(response.headers.get("location"), label).toBeNull();
  expect(response.headers.get("cache-control"), label).toBe("no-store");
  expect(await response.text(), label).toContain(`<h1>${title}</h1>`);
}

describe("GET /api/preview/ with a token that is not a live preview of the content service", () => {
  it("answers junk, a broken URL or no token with a 400 page in the visitor's language, and no cookie", async () => {
    const { open } = setup();
    for (const bad of [
      "x",
      "javascript:alert(1)",
      "https://evil.example/x",
      `${SITE}/api/v2/previews/no-document`,
      `${SITE}/api/v2/documents/search?ref=x`,
      `${(store.releases.find((release) => release.id === "spring")?.ref ?? "").split("~")[0]}~STALEMASTERREF00`,
    ]) {
      await expectRefused(
        await open(openRequest(bad, "settings--settings--es-ar")),
        400,
        "This is not a preview link",
        bad,
      );
      await expectRefused(
        await open(openRequest(bad), "es"),
        400,
        "Este no es un enlace de vista previa",
        bad,
      );
    }
    await expectRefused(
      await open(new Request(`${SITE}/api/preview/?documentId=x`)),
      400,
      "This is not a preview link",
      "no token",
    );
    await expectRefused(
      await open(openRequest("x".repeat(3000))),
      400,
      "This is not a preview link",
      "a token longer than any",
    );
  });

  it("answers another service's preview link with a 400 page saying it is for another site", async () => {
    const { open } = setup();
    for (const bad of [
      "https://evil.example/api/v2/previews/spring:settings--settings--es-ar",
      "https://lumbre.prismic.io/previews/abc123:def456?websitePreviewId=site-1",
    ]) {
      await expectRefused(
        await open(openRequest(bad, "settings--settings--es-ar"), "es"),
        400,
        "Este enlace de vista previa es de otro sitio",
        bad,
      );
    }
  });

  it("answers a signed link whose release is not (or no longer) there with a 404 page", async () => {
    const { open } = setup();
    await expectRefused(
      await open(
        openRequest(token("no-such-release", "settings--settings--es-ar"), "settings--settings--es-ar"),
      ),
      404,
      "This preview is no longer available",
      "unknown release",
    );
    const link = openRequest(token("spring", "settings--settings--en-us"), "settings--settings--en-us");
    const before = store;
    await rm(join(content.root, "releases", "spring"), { recursive: true });
    store = await loadContentStore(content.root);
    try {
      await expectRefused(await open(link, "es"), 404, "Esta vista previa ya no está disponible", "deleted");
    } finally {
      store = before;
    }
  });

  it("lands on the site root, with no cookie, while the content service does not answer", async () => {
    const opener = createOpenPreviewHandler({
      client: createSiteContentClient({}, async () => new Response("down", { status: 503 })),
      config: { SITE_URL: PUBLIC },
      previewSecret: TEST_PREVIEW_SECRET,
      now: () => clock,
    });
    const response = await opener(openRequest(token("spring", "settings--settings--en-us")), "en");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("GET /api/preview/ with a link of this site that opens nothing", () => {
  /** Links of this site whose signature does not hold: unsigned, another secret's, altered, truncated. */
  const forged = () => {
    const good = token("spring", "settings--settings--es-ar");
    const expires = /:(\d+)\./.exec(good)?.[1] ?? "";
    return [
      `${SITE}/api/v2/previews/spring:settings--settings--es-ar`,
      `${SITE}/api/v2/previews/autumn-campaign:doc`,
      token("spring", "settings--settings--es-ar", "another-secret-0123456789abcdef0123"),
      good.replace("/previews/spring:", "/previews/launch:"),
      good.replace(`:${expires}.`, `:${Number(expires) + 365 * 86_400}.`),
      good.slice(0, -1),
      // The same link at the site's public origin.
      `${PUBLIC}/api/v2/previews/spring:settings--settings--es-ar`,
    ];
  };

  it("answers an altered or forged link with a 403 page in the visitor's language, and no cookie", async () => {
    const { open } = setup();
    for (const bad of forged()) {
      for (const [locale, title] of [
        ["en", "This preview link does not work"],
        ["es", "Este enlace de vista previa no funciona"],
      ] as const) {
        const response = await open(openRequest(bad, "settings--settings--es-ar"), locale);
        expect(response.status, bad).toBe(403);
        expect(response.headers.get("set-cookie"), bad).toBeNull();
        expect(response.headers.get("location"), bad).toBeNull();
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        const html = await response.text();
        expect(html, bad).toContain(`<html lang="${locale === "es" ? "es-AR" : "en-US"}">`);
        expect(html, bad).toContain(`<h1>${title}</h1>`);
        expect(html).toContain(`href="${locale === "es" ? "/es/" : "/"}"`);
      }
    }
  });

  it("answers a link past its expiry with a 410 page saying so, and no cookie", async () => {
    const { open } = setup();
    const link = token("spring", "settings--settings--es-ar", TEST_PREVIEW_SECRET, START + 2 * DAY);
    clock = START + 2 * DAY;
    const response = await open(openRequest(link, "settings--settings--es-ar"), "es");
    expect(response.status).toBe(410);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await response.text();
    expect(html).toContain("<h1>Este enlace de vista previa venció</h1>");
    // Its one style block is the one its policy allows (no 'unsafe-inline').
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`style-src 'sha256-${hash}'`);
    const english = await open(openRequest(link, "settings--settings--es-ar"), "en");
    expect(await english.text()).toContain("<h1>This preview link has expired</h1>");
  });
});

describe("GET /api/preview/ with a live preview link", () => {
  it("opens a session of its own: an HttpOnly, Lax cookie of 30 minutes with a token no one else has", async () => {
    const { open } = setup();
    const live = token("spring", "settings--settings--es-ar");
    const first = await open(openRequest(live, "settings--settings--es-ar"));
    expect(first.status).toBe(307);
    expect(location(first)).toBe("/es/");
    expect(first.headers.get("cache-control")).toBe("no-store");
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^io\.prismic\.preview=/);
    expect(cookie).toMatch(/Path=\/;.*Max-Age=1800/);
    expect(cookie).toContain(`Expires=${new Date(START + 30 * MINUTE).toUTCString()}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const second = await open(openRequest(live, "settings--settings--es-ar"));
    const sessions = [cookieToken(first), cookieToken(second)];
    expect(new Set([live, ...sessions]).size).toBe(3);
    for (const session of sessions) {
      expect(checkPreviewToken(session, TEST_PREVIEW_SECRET, START)).toEqual({
        kind: "valid",
        releaseId: "spring",
        documentId: "settings--settings--es-ar",
        expiresAt: START + 30 * MINUTE,
      });
    }
  });

  it("ends the session's token with its cookie, while the link still opens new ones", async () => {
    const { open, handler } = setup();
    const live = token("spring", "settings--settings--es-ar");
    const session = cookieToken(await open(openRequest(live, "settings--settings--es-ar")));
    const search = (ref: string) =>
      handler(new Request(`${SITE}/api/v2/documents/search?ref=${encodeURIComponent(ref)}`));
    clock = START + 30 * MINUTE - 1;
    expect((await search(session)).status).toBe(200);
    clock = START + 30 * MINUTE;
    expect((await search(session)).status).toBe(410);
    expect((await search(live)).status).toBe(200);
    expect(maxAgeOf(await open(openRequest(live, "settings--settings--es-ar")))).toBe(1800);
  });

  it("never keeps a session open past its link: the cookie and its token end with the link", async () => {
    const { open } = setup();
    const linkEnd = START + 10 * MINUTE;
    const live = token("spring", "settings--settings--es-ar", TEST_PREVIEW_SECRET, linkEnd);
    clock = START + 500;
    const response = await open(openRequest(live, "settings--settings--es-ar"));
    expect(maxAgeOf(response)).toBe(599);
    expect(checkPreviewToken(cookieToken(response), TEST_PREVIEW_SECRET, linkEnd - 1)).toMatchObject({
      kind: "valid",
      expiresAt: linkEnd,
    });
    expect(checkPreviewToken(cookieToken(response), TEST_PREVIEW_SECRET, linkEnd)).toMatchObject({
      kind: "expired",
    });
  });

  it("redirects to a path, never to the host the request reached", async () => {
    const { open } = setup();
    const live = previewTokenFor(
      "http://127.0.0.1:3210",
      "spring",
      "settings--settings--es-ar",
      TEST_PREVIEW_SECRET,
      {
        expiresAt: START + DAY,
      },
    );
    const response = await open(
      new Request(
        `http://127.0.0.1:3210/api/preview/?${new URLSearchParams({ token: live, documentId: "settings--settings--es-ar" })}`,
      ),
    );
    expect(response.headers.get("location")).toBe("/es/");
    expect(response.headers.get("set-cookie")).toMatch(/^io\.prismic\.preview=/);
  });

  it("marks the cookie Secure when the request came over HTTPS", async () => {
    const { open } = setup();
    const live = token("spring", "settings--settings--en-us");
    const forwarded = await open(openRequest(live, undefined, { "x-forwarded-proto": "https" }));
    expect(forwarded.headers.get("set-cookie")).toMatch(/Secure/i);
  });
});

describe("GET /api/preview/ with a hosted repository's token", () => {
  const REPOSITORY = "https://lumbre.cdn.prismic.io/api/v2";
  const HOSTED = "https://lumbre.prismic.io/previews/abc123:def456?websitePreviewId=site-1";

  it("keeps the repository's own token, readable by its toolbar, for half an hour", async () => {
    // The repository, played by the embedded service: it answers at the hosted token as at the master.
    const service = createContentHandler({
      getStore: async () => store,
      privileged: true,
      previewSecret: TEST_PREVIEW_SECRET,
      publicOrigin: "https://lumbre.cdn.prismic.io",
    });
    const client = createContentClient({
      endpoint: REPOSITORY,
      fetch: (input, init) => {
        const url = new URL(String(input));
        if (url.searchParams.get("ref") === HOSTED) url.searchParams.set("ref", store.masterRef);
        return service(new Request(url, init));
      },
    });
    const open = createOpenPreviewHandler({
      client,
      config: { SITE_URL: PUBLIC, CONTENT_API_URL: REPOSITORY },
      now: () => clock,
    });
    const response = await open(openRequest(HOSTED, "settings--settings--es-ar"), "en");
    expect(location(response)).toBe("/es/");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookieToken(response)).toBe(HOSTED);
    expect(cookie).toMatch(/Max-Age=1800/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it("refuses another repository's token, a misshapen one and an expired session, with no cookie", async () => {
    const EXPIRED =
      "https://lumbre.prismic.io/previews/Z6KzYREAAC0ACYuj:Z6OpxBEAACcACyfI?websitePreviewId=Z6FQ";
    const asked: string[] = [];
    const service = createContentHandler({
      getStore: async () => store,
      privileged: true,
      previewSecret: TEST_PREVIEW_SECRET,
    });
    const client = createContentClient({
      endpoint: REPOSITORY,
      fetch: async (input, init) => {
        const url = new URL(String(input));
        const ref = url.searchParams.get("ref");
        if (ref !== null) asked.push(ref);
        // Prismic's answer to a preview session that has ended.
        if (ref === EXPIRED) {
          return Response.json(
            { type: "api_security_error", message: "This preview token has expired" },
            { status: 404 },
          );
        }
        return service(new Request(url, init));
      },
    });
    const open = createOpenPreviewHandler({
      client,
      config: { SITE_URL: PUBLIC, CONTENT_API_URL: REPOSITORY },
      now: () => clock,
    });
    const cases = [
      [
        "https://acme.prismic.io/previews/abc123:def456?websitePreviewId=site-1",
        400,
        "This preview link is for another site",
      ],
      ["https://lumbre.prismic.io/previews/abc123:def456", 400, "This is not a preview link"],
      [
        "https://lumbre.cdn.prismic.io/previews/abc123:def456?websitePreviewId=site-1",
        400,
        "This is not a preview link",
      ],
      [EXPIRED, 404, "This preview is no longer available"],
    ] as const;
    for (const [bad, status, title] of cases) {
      await expectRefused(
        await open(openRequest(bad, "settings--settings--es-ar"), "en"),
        status,
        title,
        bad,
      );
    }
    // Only the repository's own token, in its shape, was ever sent to the repository as a ref.
    expect(asked.filter((ref) => ref !== store.masterRef)).toEqual([EXPIRED]);
  });
});

describe("GET /api/preview/exit/", () => {
  it("expires the preview cookie and goes back to the page of the referer", async () => {
    const { exit } = setup();
    for (const origin of [SITE, PUBLIC]) {
      const response = exit(
        new Request(`${SITE}/api/preview/exit/`, {
          headers: { referer: `${origin}/es/`, "x-forwarded-proto": "https" },
        }),
      );
      expect(location(response), origin).toBe("/es/");
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^io\.prismic\.preview=;/);
      expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Secure/i);
    }
  });

  it("never sends the editor off-site", async () => {
    const { exit } = setup();
    const response = exit(
      new Request(`${SITE}/api/preview/exit/`, { headers: { referer: "https://evil.example/es/" } }),
    );
    expect(response.headers.get("location")).toBe("/");
  });
});
