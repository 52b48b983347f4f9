import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteImage } from "./site-image";

describe("SiteImage", () => {
  it("draws a raster as a picture with WebP first, sized from the manifest, lazy by default", () => {
    const html = renderToStaticMarkup(<SiteImage src="/images/home/hero.jpg" alt="" sizes="100vw" />);
    expect(html).toMatch(
      /^<picture class="block"><source type="image\/webp" srcSet="[^"]+" sizes="100vw"\/><img /,
    );
    expect(html).toContain('width="2048" height="1536"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain("fetchPriority");
  });

  it("fetches a priority image at once with high priority", () => {
    const html = renderToStaticMarkup(
      <SiteImage src="/images/home/hero.jpg" alt="" sizes="100vw" priority />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it("uses an SVG as it is", () => {
    const html = renderToStaticMarkup(<SiteImage src="/images/pages/cases.svg" alt="Cases" sizes="100vw" />);
    expect(html).toBe(
      '<img src="/images/pages/cases.svg" alt="Cases" width="1200" height="900" loading="lazy" decoding="async"/>',
    );
  });

  it("refuses an image the manifest does not know", () => {
    expect(() => renderToStaticMarkup(<SiteImage src="/images/nope.jpg" alt="" sizes="100vw" />)).toThrow(
      /npm run images:manifest/,
    );
  });
});
