import { describe, expect, it } from "vitest";
import { articleLd, breadcrumbLd, organizationLd, serviceLd } from "./structured-data";

const origin = "https://lumbre.example";

/** An article's JSON-LD with the given images, everything else fixed. */
const article = (imagePaths: string[]) =>
  articleLd({
    origin,
    organizationName: "Lumbre Studio",
    logoPath: "/icon.svg",
    path: "/insights/a/",
    headline: "A",
    description: "About A",
    imagePaths,
    datePublished: "2026-01-27",
    author: "Lumbre research team",
    section: "Product design",
    inLanguage: "en-US",
  });

describe("structured data", () => {
  it("describes the studio with its open offices and profiles", () => {
    const data = organizationLd({
      origin,
      name: "Lumbre Studio",
      description: "Digital products.",
      logoPath: "/icon.svg",
      email: "hello@lumbre.studio",
      offices: [
        { city: "Buenos Aires", country: "Argentina", address: "Av. Santa Fe 1460", soon: false },
        { city: "Madrid", country: "Spain", address: "Opening in 2027", soon: true },
      ],
      sameAs: ["https://www.linkedin.com/company/lumbre-studio/"],
    });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: "Lumbre Studio",
      url: `${origin}/`,
      logo: `${origin}/icon.svg`,
      description: "Digital products.",
      email: "hello@lumbre.studio",
      address: [
        {
          "@type": "PostalAddress",
          streetAddress: "Av. Santa Fe 1460",
          addressLocality: "Buenos Aires",
          addressCountry: "Argentina",
        },
      ],
      sameAs: ["https://www.linkedin.com/company/lumbre-studio/"],
    });
  });

  it("leaves out what the settings do not give", () => {
    const data = organizationLd({
      origin,
      name: "Lumbre Studio",
      description: "x",
      logoPath: "/icon.svg",
      offices: [],
      sameAs: [],
    });
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(["email"]));
    expect(data).not.toHaveProperty("address");
    expect(data).not.toHaveProperty("sameAs");
  });

  it("describes a service provided by the studio, with a family's sub-services", () => {
    const data = serviceLd({
      origin,
      organizationName: "Lumbre Studio",
      name: "Product discovery",
      description: "Find what to build.",
      path: "/services/product-discovery/",
      areaServed: ["Argentina", "United States"],
      offers: [{ name: "Wireframing", path: "/services/wireframing/" }],
      inLanguage: "en-US",
    });
    expect(data).toMatchObject({
      "@type": "Service",
      name: "Product discovery",
      serviceType: "Product discovery",
      url: `${origin}/services/product-discovery/`,
      provider: { "@type": "Organization", "@id": `${origin}/#organization`, name: "Lumbre Studio" },
      areaServed: [
        { "@type": "Country", name: "Argentina" },
        { "@type": "Country", name: "United States" },
      ],
      hasOfferCatalog: {
        itemListElement: [
          { "@type": "Offer", itemOffered: { name: "Wireframing", url: `${origin}/services/wireframing/` } },
        ],
      },
    });
    expect(data).not.toHaveProperty("category");
  });

  it("keeps an article cover on Prismic's CDN as it is, not under the site's origin", () => {
    const cover = "https://images.prismic.io/lumbre/Z3x9abc_hero.jpg?auto=format,compress";
    const data = article(["/share/en/insight-a.png", cover]);
    expect(data.image).toEqual([`${origin}/share/en/insight-a.png`, cover]);
  });

  it("describes an article with absolute images, dates, author and publisher", () => {
    const data = article(["/share/en/insight-a.png", "/images/insights/a.svg"]);
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "A",
      image: [`${origin}/share/en/insight-a.png`, `${origin}/images/insights/a.svg`],
      datePublished: "2026-01-27",
      dateModified: "2026-01-27",
      author: { "@type": "Organization", name: "Lumbre research team" },
      publisher: { "@id": `${origin}/#organization`, logo: { url: `${origin}/icon.svg` } },
      inLanguage: "en-US",
      mainEntityOfPage: { "@type": "WebPage", "@id": `${origin}/insights/a/` },
    });
  });

  it("lists a breadcrumb trail with positions and absolute URLs", () => {
    expect(
      breadcrumbLd(origin, [
        { name: "Inicio", path: "/es/" },
        { name: "Servicios", path: "/es/servicios/" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: `${origin}/es/` },
        { "@type": "ListItem", position: 2, name: "Servicios", item: `${origin}/es/servicios/` },
      ],
    });
  });
});
