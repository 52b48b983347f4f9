import type { Locale } from "../../src/i18n/locales";

/**
 * The seed content's case studies, industries, legal pages, service families and services, at their paths in each language, with the file group of
 * their documents (content/documents/<type>/<group>.<lang>.json). They are documents an editor may rename
 * or remove, not routes of the code: the tests name the seed's, as the specification lists them.
 */
export interface SeedPage {
  readonly type: "case_study" | "industry" | "page" | "landing_page" | "service_family" | "service";
  readonly group: string;
  readonly paths: Readonly<Record<Locale, string>>;
}

const casePage = (uid: string): SeedPage => ({
  type: "case_study",
  group: uid,
  paths: { en: `/cases/${uid}/`, es: `/es/casos-de-estudio/${uid}/` },
});

const industryPage = (en: string, es: string): SeedPage => ({
  type: "industry",
  group: en,
  paths: { en: `/industries/${en}/`, es: `/es/industrias/${es}/` },
});

export const seedCases: readonly SeedPage[] = ["ank", "arriba", "itau", "mercadopago"].map(casePage);

export const seedIndustries: readonly SeedPage[] = [
  industryPage("banking-finance-crypto", "banking-finanzas-crypto"),
  industryPage("energy-industrials", "energia-industria"),
  industryPage("entertainment", "entretenimiento"),
  industryPage("information-technology", "tecnologia-de-la-informacion"),
  industryPage("insurance-insurtech", "seguros-insurtech"),
  industryPage("media-ott", "media-ott"),
  industryPage("retail-commerce", "ecommerce-retail"),
];

const legalPage = (en: string, es: string): SeedPage => ({
  type: "page",
  group: en,
  paths: { en: `/${en}/`, es: `/es/${es}/` },
});

/** The seed's landing page, composed from slices, at the site root in each language. */
export const seedLandingPages: readonly SeedPage[] = [
  {
    type: "landing_page",
    group: "discovery-sprint",
    paths: { en: "/discovery-sprint/", es: "/es/sprint-de-discovery/" },
  },
];

/** The legal pages, in the order the footer lists them in English (by title). */
export const seedLegalPages: readonly SeedPage[] = [
  legalPage("cookies", "cookies"),
  legalPage("privacy", "privacidad"),
  legalPage("purchase-policy", "politica-de-compra"),
  legalPage("terms-conditions", "terminos-condiciones"),
];

/**
 * The seed's service families and services: [English uid, Spanish uid] of each, the services with the
 * spec's six 301 redirects for their cross-language paths marked, and the family whose Spanish pages (and
 * its services') are at /es/{uid}/.
 */
export interface SeedFamily {
  readonly en: string;
  readonly es: string;
  readonly spanishAtRoot: boolean;
  readonly services: readonly { readonly en: string; readonly es: string; readonly redirects: boolean }[];
}

export const seedFamilies: readonly SeedFamily[] = [
  {
    en: "product-discovery",
    es: "discovery-productos-digitales",
    spanishAtRoot: false,
    services: [
      { en: "design-thinking-processes", es: "proceso-de-design-thinking", redirects: true },
      {
        en: "digital-innovation-transformation-workshops",
        es: "talleres-innovacion-transformacion-digital",
        redirects: true,
      },
      {
        en: "blueprints-for-digital-services-customer-experiences",
        es: "blueprints-servicios-digitales-experiencia-cliente",
        redirects: true,
      },
      { en: "proof-of-concepts", es: "pruebas-de-concepto", redirects: true },
      {
        en: "digital-landscape-user-and-market-research",
        es: "investigacion-panorama-digital-usuarios-mercado",
        redirects: true,
      },
      {
        en: "digital-product-ideation-implementation",
        es: "ideacion-implementacion-productos-digitales",
        redirects: true,
      },
    ],
  },
  {
    en: "product-design-development",
    es: "diseno-desarrollo-productos",
    spanishAtRoot: false,
    services: [
      { en: "wireframing", es: "wireframing", redirects: false },
      { en: "lo-fi-prototyping", es: "prototipos-lo-fi", redirects: false },
      {
        en: "user-research-testing-analysis",
        es: "investigacion-testeo-analisis-de-usuarios",
        redirects: false,
      },
      { en: "ux-audits", es: "auditorias-ux", redirects: false },
      { en: "design-systems-ui-toolkit", es: "sistemas-de-diseno-ui-toolkit", redirects: false },
      { en: "ux-ui-design", es: "diseno-ux-ui", redirects: false },
      { en: "ixd-design", es: "diseno-ixd", redirects: false },
      {
        en: "website-app-and-web-apps-development",
        es: "desarrollo-sitios-apps-y-web-apps",
        redirects: false,
      },
    ],
  },
  {
    en: "branding-strategy",
    es: "estrategia-branding",
    spanishAtRoot: false,
    services: [
      { en: "brand-visual-identity", es: "identidad-visual-de-marca", redirects: false },
      { en: "brand-graphic-systems", es: "sistemas-graficos-de-marca", redirects: false },
      {
        en: "brand-strategy-positioning-tone-of-voice",
        es: "estrategia-posicionamiento-tono-de-voz",
        redirects: false,
      },
      { en: "brand-videos-animated-content", es: "videos-de-marca-contenido-animado", redirects: false },
      {
        en: "experience-websites-and-landing-pages",
        es: "sitios-experienciales-y-landing-pages",
        redirects: false,
      },
      { en: "interactive-content-over-the-web", es: "contenido-interactivo-web", redirects: false },
    ],
  },
  {
    en: "blockchain-innovation-lab",
    es: "lab-innovacion-blockchain",
    spanishAtRoot: false,
    services: [
      { en: "team-training-hands-on-workshops", es: "capacitacion-equipos-workshops", redirects: false },
      { en: "blockchain-research", es: "investigacion-blockchain", redirects: false },
      { en: "blockchain-strategy-assessment", es: "estrategia-evaluacion-blockchain", redirects: false },
      { en: "blockchain-lab", es: "lab-blockchain", redirects: false },
      { en: "blockchain-projects-dapps", es: "dapps-y-proyectos-blockchain", redirects: false },
      { en: "nfts", es: "nfts", redirects: false },
    ],
  },
  {
    en: "data-viz-data-storytelling",
    es: "data-viz-data-storytelling",
    spanishAtRoot: true,
    services: [
      { en: "data-visualization", es: "visualizacion-de-datos", redirects: false },
      { en: "data-storytelling", es: "storytelling-con-datos", redirects: false },
      { en: "dashboards-data-products", es: "dashboards-productos-de-datos", redirects: false },
      { en: "infographics-reports", es: "infografias-reportes", redirects: false },
      { en: "interactive-data-experiences", es: "experiencias-interactivas-de-datos", redirects: false },
    ],
  },
];

/** A family's or a service's page in each language. */
export function servicePaths(
  family: SeedFamily,
  item: { readonly en: string; readonly es: string },
): Readonly<Record<Locale, string>> {
  return {
    en: `/services/${item.en}/`,
    es: family.spanishAtRoot ? `/es/${item.es}/` : `/es/servicios/${item.es}/`,
  };
}

/** Every seed family and service page, as SeedPage (the family first, then its services). */
export const seedServicePages: readonly SeedPage[] = seedFamilies.flatMap((family) => [
  { type: "service_family" as const, group: family.en, paths: servicePaths(family, family) },
  ...family.services.map((service) => ({
    type: "service" as const,
    group: service.en,
    paths: servicePaths(family, service),
  })),
]);
