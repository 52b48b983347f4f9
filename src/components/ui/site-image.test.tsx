import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseCrossOrigin, parseDecoding } from "./image-attributes";
import { SiteImage } from "./site-image";

const svg = "/images/pages/cases.svg";

describe("image attributes", () => {
  it("accepts exactly the allowed crossorigin and decoding values", () => {
    expect(["anonymous", "use-credentials", "", true, false].map(parseCrossOrigin)).toEqual([
      "anonymous",
      "use-credentials",
      "",
      true,
      false,
    ]);
    expect(parseCrossOrigin("true")).toBe(true);
    expect(parseCrossOrigin("false")).toBe(false);
    expect(["async", "auto", "sync"].map(parseDecoding)).toEqual(["async", "auto", "sync"]);
  });

  it("refuses anything else with a message naming the value", () => {
    for (const bad of ["Anonymous", "credentials", null, 1, undefined]) {
      expect(() => parseCrossOrigin(bad)).toThrow(/Invalid image crossorigin/);
    }
    for (const bad of ["lazy", "", "ASYNC", 0])
      expect(() => parseDecoding(bad)).toThrow(/Invalid image decoding/);
  });
});

describe("SiteImage", () => {
  const html = (props: Partial<Parameters<typeof SiteImage>[0]>) =>
    renderToStaticMarkup(<SiteImage src={svg} alt="" sizes="100vw" {...props} />);

  it("renders crossorigin and decoding as given, true as the bare attribute and false as none", () => {
    const both = html({ crossOrigin: "use-credentials", decoding: "sync" });
    expect(both).toContain('crossorigin="use-credentials"');
    expect(both).toContain('decoding="sync"');
    expect(html({ decoding: "sync" })).toContain('decoding="sync"');
    expect(html({ crossOrigin: "anonymous" })).toContain('crossorigin="anonymous"');
    expect(html({ crossOrigin: true })).toContain('crossorigin=""');
    expect(html({ crossOrigin: false })).not.toContain("crossorigin");
    expect(html({})).not.toContain("crossorigin");
    expect(html({})).toContain('decoding="async"');
  });

  it("fails the render for a value from content that is not allowed", () => {
    const fromContent: unknown = "lazy";
    expect(() => html({ decoding: fromContent as "async" })).toThrow(/Invalid image decoding "lazy"/);
  });
});

describe("SiteImage for an image on Prismic's CDN", () => {
  const photo = "https://images.prismic.io/lumbre/Z3x9abc_hero.jpg?auto=compress,format&rect=0,0,1200,900";
  const size = { width: 1200, height: 900 };
  const html = (props: Partial<Parameters<typeof SiteImage>[0]>) =>
    renderToStaticMarkup(<SiteImage src={photo} dimensions={size} alt="The team" sizes="50vw" {...props} />);
  const variant = (width: number) =>
    `https://images.prismic.io/lumbre/Z3x9abc_hero.jpg?auto=format,compress&amp;rect=0,0,1200,900&amp;w=${width}`;

  it("renders a raster as one img, sized by imgix up to the image's own width", () => {
    const markup = html({});
    expect(markup.match(/<img /g)).toHaveLength(1);
    expect(markup).not.toMatch(/<picture|<source|<link/);
    expect(markup).toContain(`src="${variant(1024)}"`);
    expect(markup).toContain(
      `srcSet="${[320, 640, 768, 1024].map((width) => `${variant(width)} ${width}w`).join(", ")}"`,
    );
    expect(markup).toContain('sizes="50vw"');
    expect(markup).toContain('width="1200" height="900"');
    expect(markup).toContain('alt="The team"');
    expect(markup).toContain('loading="lazy"');
    expect(markup).toContain('decoding="async"');
  });

  it("loads the priority image at once, with no preload hint in the body", () => {
    const markup = html({ priority: true });
    expect(markup).toContain('loading="eager"');
    expect(markup).toContain('fetchPriority="high"');
    expect(markup).not.toContain("<link");
    expect(markup).toMatch(/^<picture class="contents"><img [^>]*><\/picture>$/);
  });

  it("renders an SVG as a plain img of the URL as it is", () => {
    const svgUrl = "https://images.prismic.io/lumbre/mark.svg";
    expect(html({ src: svgUrl, className: "w-full" })).toBe(
      `<img src="${svgUrl}" alt="The team" width="1200" height="900" loading="lazy" decoding="async" class="w-full"/>`,
    );
  });

  it("fails the render of a hosted image whose dimensions were not passed", () => {
    expect(() => renderToStaticMarkup(<SiteImage src={photo} alt="" sizes="100vw" />)).toThrow(
      /pass the dimensions/,
    );
  });

  it("draws the site's own images from the manifest, dimensions or not", () => {
    const local = (dimensions?: { width: number; height: number }) =>
      renderToStaticMarkup(
        <SiteImage src="/images/home/hero.jpg" alt="" sizes="100vw" {...(dimensions && { dimensions })} />,
      );
    expect(local({ width: 1, height: 1 })).toBe(local());
    expect(local()).toContain("<picture");
  });
});
