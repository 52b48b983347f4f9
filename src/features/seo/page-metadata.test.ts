import { describe, expect, it } from "vitest";
import { pageMetadata } from "./page-metadata";

const base = {
  locale: "es" as const,
  title: "Auditorías UX | Lumbre Studio",
  description: "Revisión experta de tu producto.",
  siteName: "Lumbre Studio",
  path: "/es/servicios/auditorias-ux/",
  languages: { en: "/services/ux-audits/", es: "/es/servicios/auditorias-ux/" },
  image: { path: "/share/es/services-ux-audits.png", alt: "Auditorías UX | Lumbre Studio" },
};

describe("pageMetadata", () => {
  it("gives a page its canonical, hreflang, Open Graph and Twitter card", () => {
    const metadata = pageMetadata(base);
    expect(metadata.title).toEqual({ absolute: base.title });
    expect(metadata.description).toBe(base.description);
    expect(metadata.alternates).toEqual({
      canonical: "/es/servicios/auditorias-ux/",
      languages: {
        "en-US": "/services/ux-audits/",
        "es-AR": "/es/servicios/auditorias-ux/",
        "x-default": "/services/ux-audits/",
      },
    });
    const image = { url: base.image.path, width: 1200, height: 630, type: "image/png", alt: base.image.alt };
    expect(metadata.openGraph).toEqual({
      type: "website",
      url: base.path,
      title: base.title,
      description: base.description,
      siteName: "Lumbre Studio",
      locale: "es_AR",
      alternateLocale: ["en_US"],
      images: [image],
    });
    expect(metadata.twitter).toEqual({
      card: "summary_large_image",
      title: base.title,
      description: base.description,
      images: [image],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it("makes an article an Open Graph article with its dates, team and category", () => {
    const metadata = pageMetadata({
      ...base,
      article: {
        publishedTime: "2026-01-27",
        modifiedTime: "2026-01-28T12:00:00.000Z",
        author: "Equipo de investigación de Lumbre",
        section: "Diseño de producto",
      },
    });
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      publishedTime: "2026-01-27",
      modifiedTime: "2026-01-28T12:00:00.000Z",
      authors: ["Equipo de investigación de Lumbre"],
      section: "Diseño de producto",
    });
  });

  it("gives the 404 page no canonical or alternates, and keeps it out of the index", () => {
    const metadata = pageMetadata({ ...base, path: undefined, languages: {}, noindex: true });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).not.toHaveProperty("url");
    expect(metadata.openGraph).toMatchObject({ alternateLocale: [] });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
