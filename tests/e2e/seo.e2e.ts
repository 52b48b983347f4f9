import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { siteUrl } from "./support";

/** Search-engine surface, at the request level: sitemap, hreflang, canonical, share images, robots, JSON-LD. */

type Tag = Record<string, string>;

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The <link> and <meta> tags of a page's HTML, attribute names lowercased. */
function headTags(html: string, name: "link" | "meta"): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [
        key.toLowerCase(),
        decode(value),
      ]),
    ),
  );
}

/** A site URL as the server under test answers it (the build's SITE_URL may name another origin). */
function pathOf(url: string): string {
  expect(url.startsWith(`${siteUrl}/`), `${url} is absolute on ${siteUrl}`).toBe(true);
  return url.slice(siteUrl.length);
}

interface Head {
  /** The page's <html lang>. */
  readonly lang: string | undefined;
  readonly canonical: string | undefined;
  readonly hreflang: Record<string, string>;
  readonly meta: Record<string, string>;
  readonly jsonLd: Record<string, unknown>[];
}

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const links = headTags(html, "link");
  const meta = Object.fromEntries(
    headTags(html, "meta").flatMap((tag) => {
      const key = tag.property ?? tag.name;
      return key && tag.content !== undefined ? [[key, tag.content]] : [];
    }),
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
  return {
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    canonical: links.find((tag) => tag.rel === "canonical")?.href,
    hreflang: Object.fromEntries(
      links.flatMap((tag) =>
        tag.rel === "alternate" && tag.hreflang ? [[tag.hreflang, tag.href ?? ""]] : [],
      ),
    ),
    meta,
    jsonLd,
  };
}

interface SitemapEntry {
  readonly loc: string;
  readonly alternates: Record<string, string>;
}

async function sitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1] ?? "";
    return {
      loc: decode(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ""),
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, language = "", href = ""]) => [language, decode(href)],
        ),
      ),
    };
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    true,
  );
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const typesOf = (data: readonly Record<string, unknown>[]) => data.map((item) => item["@type"]);

test.describe("sitemap.xml", () => {
  test("lists every page in both languages, and every URL and alternate answers 200", async ({ request }) => {
    test.setTimeout(120_000);
    const entries = await sitemap(request);
    const paths = entries.map((entry) => pathOf(entry.loc));
    expect(paths).toContain("/");
    expect(paths).toContain("/es/");
    expect(paths).toContain("/es/servicios/auditorias-ux/");
    expect(paths).toContain("/es/insights/sprint-de-discovery-de-dos-semanas/");
    expect(new Set(paths).size, "no URL twice").toBe(paths.length);
    for (const excluded of ["/404b/", "/es/404b/", "/preview/", "/es/preview/", "/es/services/ux-audits/"]) {
      expect(paths, excluded).not.toContain(excluded);
    }
    expect(paths.filter((path) => path.startsWith("/es/")).length).toBe(paths.length / 2);
    const every = new Set(entries.flatMap((entry) => [entry.loc, ...Object.values(entry.alternates)]));
    for (const url of every) {
      expect((await request.get(pathOf(url), { maxRedirects: 0 })).status(), url).toBe(200);
    }
  });

  test("gives each page the same hreflang set as its head, tagged as its <html lang>, x-default on the English page", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (const entry of await sitemap(request)) {
      expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(["en-US", "es-AR", "x-default"]);
      expect(entry.alternates["x-default"], entry.loc).toBe(entry.alternates["en-US"]);
      const page = await head(request, pathOf(entry.loc));
      expect(page.lang, entry.loc).toBe(entry.loc.startsWith(`${siteUrl}/es/`) ? "es-AR" : "en-US");
      expect(page.lang && entry.alternates[page.lang], entry.loc).toBe(entry.loc);
      expect(page.hreflang, entry.loc).toEqual(entry.alternates);
    }
  });
});

test.describe("hreflang and canonical", () => {
  test("every page has its card; its alternates list it back; its canonical is itself, absolute", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const heads = new Map<string, Head>();
    const headOf = async (url: string) => {
      const known = heads.get(url);
      if (known) return known;
      const fetched = await head(request, pathOf(url));
      heads.set(url, fetched);
      return fetched;
    };
    for (const { loc } of await sitemap(request)) {
      const page = await headOf(loc);
      expect(page.canonical, loc).toBe(loc);
      expect(page.meta["og:url"], loc).toBe(loc);
      expect(page.meta.description, loc).toBeTruthy();
      expect(page.meta["og:title"], loc).toBeTruthy();
      expect(pathOf(page.meta["og:image"] ?? ""), loc).toMatch(/^\/share\/(en|es)\/[a-z0-9-]+\.png$/);
      expect(page.meta["twitter:card"], loc).toBe("summary_large_image");
      expect(page.hreflang["x-default"], loc).toBe(page.hreflang["en-US"]);
      const language = loc.startsWith(`${siteUrl}/es/`) ? "es-AR" : "en-US";
      expect(page.hreflang[language], loc).toBe(loc);
      for (const [hreflang, alternate] of Object.entries(page.hreflang)) {
        if (hreflang === "x-default") continue;
        const other = await headOf(alternate);
        expect(other.hreflang[language], `${alternate} lists ${loc}`).toBe(loc);
        expect(other.hreflang["x-default"], alternate).toBe(page.hreflang["x-default"]);
      }
    }
  });

  test("an alias renders the real page, whose canonical and og:url it keeps", async ({ request }) => {
    const alias = await head(request, "/es/services/ux-audits/");
    expect(alias.canonical).toBe(`${siteUrl}/es/servicios/auditorias-ux/`);
    expect(alias.meta["og:url"]).toBe(`${siteUrl}/es/servicios/auditorias-ux/`);
    expect(alias.hreflang).toEqual({
      "en-US": `${siteUrl}/services/ux-audits/`,
      "es-AR": `${siteUrl}/es/servicios/auditorias-ux/`,
      "x-default": `${siteUrl}/services/ux-audits/`,
    });
    const english = await head(request, "/servicios/diseno-ux-ui/");
    expect(english.canonical).toBe(`${siteUrl}/services/ux-ui-design/`);
  });

  test("the 404 page has no canonical and stays out of the index", async ({ request }) => {
    const response = await request.get("/es/no-existe/");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(headTags(html, "link").some((tag) => tag.rel === "canonical")).toBe(false);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});

test.describe("Open Graph and Twitter cards", () => {
  const samples = [
    { path: "/", type: "website", locale: "en_US", alternate: "es_AR" },
    { path: "/es/", type: "website", locale: "es_AR", alternate: "en_US" },
    { path: "/services/ux-audits/", type: "website", locale: "en_US", alternate: "es_AR" },
    { path: "/es/casos-de-estudio/ank/", type: "website", locale: "es_AR", alternate: "en_US" },
    { path: "/insights/two-week-discovery-sprint/", type: "article", locale: "en_US", alternate: "es_AR" },
    {
      path: "/es/insights/sprint-de-discovery-de-dos-semanas/",
      type: "article",
      locale: "es_AR",
      alternate: "en_US",
    },
  ] as const;

  test("each page has its card and its own 1200 x 630 PNG share image", async ({ request }) => {
    const images = new Set<string>();
    for (const sample of samples) {
      const { meta } = await head(request, sample.path);
      expect(meta["og:type"], sample.path).toBe(sample.type);
      expect(meta["og:site_name"], sample.path).toBe("Lumbre Studio");
      expect(meta["og:locale"], sample.path).toBe(sample.locale);
      expect(meta["og:locale:alternate"], sample.path).toBe(sample.alternate);
      expect(meta["og:title"], sample.path).toBeTruthy();
      expect(meta["og:description"], sample.path).toBe(meta.description);
      expect(meta["og:image:width"], sample.path).toBe("1200");
      expect(meta["og:image:height"], sample.path).toBe("630");
      expect(meta["og:image:alt"], sample.path).toBeTruthy();
      expect(meta["twitter:card"], sample.path).toBe("summary_large_image");
      const image = meta["og:image"] ?? "";
      expect(meta["twitter:image"], sample.path).toBe(image);
      if (sample.type === "article") {
        expect(meta["article:published_time"], sample.path).toMatch(/^\d{4}-\d{2}-\d{2}/);
        expect(meta["article:author"], sample.path).toBeTruthy();
      }
      const response = await request.get(pathOf(image));
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/png");
      expect(pngSize(await response.body()), image).toEqual([1200, 630]);
      images.add(image);
    }
    expect(images.size, "one image per page").toBe(samples.length);
  });

  test("an unknown share image is a 404, not a render", async ({ request }) => {
    for (const path of ["/share/en/nothing-here.png", "/share/fr/index.png", "/share/en/index.jpg"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test("robots.txt allows crawling but the API and preview, and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of ["/api/", "/preview/", "/es/preview/"]) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test.describe("JSON-LD", () => {
  test("the home page describes the organization", async ({ request }) => {
    for (const path of ["/", "/es/"]) {
      const { jsonLd } = await head(request, path);
      const organization = jsonLd.find((item) => item["@type"] === "Organization");
      expect(organization, path).toMatchObject({
        "@context": "https://schema.org",
        name: "Lumbre Studio",
        url: `${siteUrl}/`,
        email: expect.stringMatching(/@lumbre\.studio$/),
      });
      expect(organization?.sameAs, path).toContain("https://www.linkedin.com/company/lumbre-studio/");
    }
  });

  test("a service page has a Service and its breadcrumb trail, in its language", async ({ request }) => {
    const { jsonLd, canonical } = await head(request, "/es/servicios/auditorias-ux/");
    expect(typesOf(jsonLd)).toEqual(["BreadcrumbList", "Service"]);
    expect(jsonLd[1]).toMatchObject({
      name: "Auditorías UX",
      url: canonical,
      provider: { "@type": "Organization", name: "Lumbre Studio" },
    });
    expect(jsonLd[0]?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: `${siteUrl}/es/` },
      { "@type": "ListItem", position: 2, name: "Servicios", item: `${siteUrl}/es/servicios/` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Diseño y desarrollo de productos",
        item: `${siteUrl}/es/servicios/diseno-desarrollo-productos/`,
      },
      { "@type": "ListItem", position: 4, name: "Auditorías UX", item: canonical },
    ]);
    const family = await head(request, "/services/product-discovery/");
    expect(typesOf(family.jsonLd)).toEqual(["BreadcrumbList", "Service"]);
  });

  test("an article is an Article with its dates, and has a breadcrumb trail", async ({ request }) => {
    const { jsonLd, canonical } = await head(request, "/insights/two-week-discovery-sprint/");
    expect(typesOf(jsonLd)).toEqual(["Article", "BreadcrumbList"]);
    expect(jsonLd[0]).toMatchObject({
      datePublished: "2026-01-27",
      inLanguage: "en-US",
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
      publisher: { "@type": "Organization", name: "Lumbre Studio" },
    });
  });

  test("a case study and a legal page have breadcrumb trails", async ({ request }) => {
    for (const path of ["/cases/ank/", "/es/privacidad/", "/es/industrias/media-ott/"]) {
      const { jsonLd, canonical } = await head(request, path);
      expect(typesOf(jsonLd), path).toEqual(["BreadcrumbList"]);
      const trail = jsonLd[0]?.itemListElement as { item: string }[];
      expect(trail.at(-1)?.item, path).toBe(canonical);
    }
  });
});
