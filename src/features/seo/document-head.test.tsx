import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocumentHead } from "./document-head";
import { pageMetadata } from "./page-metadata";

const metadata = pageMetadata({
  locale: "en",
  title: "Insights | Lumbre Studio",
  description: "Field notes.",
  siteName: "Lumbre Studio",
  path: "/insights/",
  languages: { en: "/insights/", es: "/es/insights/" },
  image: { path: "/share/en/insights.png", alt: "Insights | Lumbre Studio" },
});

describe("document head", () => {
  it("announces the page's feeds after its language alternates, with absolute URLs", () => {
    const html = renderToStaticMarkup(
      <DocumentHead
        metadata={{ ...metadata, feeds: [{ path: "/insights/feed.xml", title: "Lumbre Insights" }] }}
        siteUrl="https://lumbre.example"
      />,
    );
    const feed =
      '<link rel="alternate" type="application/rss+xml" href="https://lumbre.example/insights/feed.xml" title="Lumbre Insights"/>';
    expect(html).toContain(feed);
    expect(html.indexOf(feed)).toBeGreaterThan(html.indexOf('hrefLang="x-default"'));
    expect(html.indexOf(feed)).toBeLessThan(html.indexOf('property="og:title"'));
  });

  it("has no feed link on a page without feeds, and names the site as the application", () => {
    const html = renderToStaticMarkup(<DocumentHead metadata={metadata} siteUrl="https://lumbre.example" />);
    expect(html).not.toContain("application/rss+xml");
    expect(html).toContain('<meta name="application-name" content="Lumbre Studio"/>');
  });

  it("writes the Twitter image's alt text right after the image, Open Graph's last", () => {
    const html = renderToStaticMarkup(<DocumentHead metadata={metadata} siteUrl="https://lumbre.example" />);
    expect(html).toContain(
      '<meta name="twitter:image" content="https://lumbre.example/share/en/insights.png"/><meta name="twitter:image:alt"',
    );
    expect(html).toContain('<meta property="og:image:height" content="630"/><meta property="og:image:alt"');
  });
});
