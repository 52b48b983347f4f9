import type { Locale } from "./locales";

/**
 * The five service families and their sub-services, with their English and Spanish slugs.
 * The English slug is the document uid; the Spanish slug is the Spanish URL segment.
 * `label` only names the route until the content documents supply the copy.
 */
export interface ServiceSlug<Slug extends string = string> {
  readonly en: Slug;
  readonly es: string;
  readonly label: Readonly<Record<Locale, string>>;
  /** The six discovery services whose cross-language aliases are 301 redirects, not renders. */
  readonly redirectAliases?: true;
}

/**
 * The five families' English slugs in the route table's order: the one list the content model's filter
 * tags, the overview's order and the lead forms' service options derive from.
 */
export const familySlugs = [
  "product-discovery",
  "product-design-development",
  "branding-strategy",
  "blockchain-innovation-lab",
  "data-viz-data-storytelling",
] as const;
export type FamilySlug = (typeof familySlugs)[number];

export interface ServiceFamily<Service extends string = string> extends ServiceSlug<FamilySlug> {
  /** Spanish data-viz pages live at /es/{slug}/ without servicios/. */
  readonly spanishAtRoot?: true;
  readonly services: readonly ServiceSlug<Service>[];
}

// The lists are `as const` so that their English slugs stay literal types: the route table's names are
// built from them (RouteName in route-table.ts), and an unknown name fails the type check.
const serviceFamilyList = [
  {
    en: "product-discovery",
    es: "discovery-productos-digitales",
    label: { en: "Product discovery", es: "Discovery de productos digitales" },
    services: [
      {
        en: "design-thinking-processes",
        es: "proceso-de-design-thinking",
        label: { en: "Design thinking processes", es: "Procesos de design thinking" },
        redirectAliases: true,
      },
      {
        en: "digital-innovation-transformation-workshops",
        es: "talleres-innovacion-transformacion-digital",
        label: {
          en: "Digital innovation & transformation workshops",
          es: "Talleres de innovación y transformación digital",
        },
        redirectAliases: true,
      },
      {
        en: "blueprints-for-digital-services-customer-experiences",
        es: "blueprints-servicios-digitales-experiencia-cliente",
        label: {
          en: "Blueprints for digital services & customer experiences",
          es: "Blueprints de servicios digitales y experiencia de cliente",
        },
        redirectAliases: true,
      },
      {
        en: "proof-of-concepts",
        es: "pruebas-de-concepto",
        label: { en: "Proof of concepts", es: "Pruebas de concepto" },
        redirectAliases: true,
      },
      {
        en: "digital-landscape-user-and-market-research",
        es: "investigacion-panorama-digital-usuarios-mercado",
        label: {
          en: "Digital landscape, user & market research",
          es: "Investigación de panorama digital, usuarios y mercado",
        },
        redirectAliases: true,
      },
      {
        en: "digital-product-ideation-implementation",
        es: "ideacion-implementacion-productos-digitales",
        label: {
          en: "Digital product ideation & implementation",
          es: "Ideación e implementación de productos digitales",
        },
        redirectAliases: true,
      },
    ],
  },
  {
    en: "product-design-development",
    es: "diseno-desarrollo-productos",
    label: { en: "Product design & development", es: "Diseño y desarrollo de productos" },
    services: [
      { en: "wireframing", es: "wireframing", label: { en: "Wireframing", es: "Wireframing" } },
      {
        en: "lo-fi-prototyping",
        es: "prototipos-lo-fi",
        label: { en: "Lo-fi prototyping", es: "Prototipos lo-fi" },
      },
      {
        en: "user-research-testing-analysis",
        es: "investigacion-testeo-analisis-de-usuarios",
        label: {
          en: "User research, testing & analysis",
          es: "Investigación, testeo y análisis de usuarios",
        },
      },
      { en: "ux-audits", es: "auditorias-ux", label: { en: "UX audits", es: "Auditorías UX" } },
      {
        en: "design-systems-ui-toolkit",
        es: "sistemas-de-diseno-ui-toolkit",
        label: { en: "Design systems & UI toolkit", es: "Sistemas de diseño y UI toolkit" },
      },
      { en: "ux-ui-design", es: "diseno-ux-ui", label: { en: "UX/UI design", es: "Diseño UX/UI" } },
      { en: "ixd-design", es: "diseno-ixd", label: { en: "IxD design", es: "Diseño IxD" } },
      {
        en: "website-app-and-web-apps-development",
        es: "desarrollo-sitios-apps-y-web-apps",
        label: { en: "Website, app & web apps development", es: "Desarrollo de sitios, apps y web apps" },
      },
    ],
  },
  {
    en: "branding-strategy",
    es: "estrategia-branding",
    label: { en: "Branding & strategy", es: "Estrategia y branding" },
    services: [
      {
        en: "brand-visual-identity",
        es: "identidad-visual-de-marca",
        label: { en: "Brand visual identity", es: "Identidad visual de marca" },
      },
      {
        en: "brand-graphic-systems",
        es: "sistemas-graficos-de-marca",
        label: { en: "Brand graphic systems", es: "Sistemas gráficos de marca" },
      },
      {
        en: "brand-strategy-positioning-tone-of-voice",
        es: "estrategia-posicionamiento-tono-de-voz",
        label: {
          en: "Brand strategy, positioning & tone of voice",
          es: "Estrategia, posicionamiento y tono de voz",
        },
      },
      {
        en: "brand-videos-animated-content",
        es: "videos-de-marca-contenido-animado",
        label: { en: "Brand videos & animated content", es: "Videos de marca y contenido animado" },
      },
      {
        en: "experience-websites-and-landing-pages",
        es: "sitios-experienciales-y-landing-pages",
        label: { en: "Experience websites & landing pages", es: "Sitios experienciales y landing pages" },
      },
      {
        en: "interactive-content-over-the-web",
        es: "contenido-interactivo-web",
        label: { en: "Interactive content over the web", es: "Contenido interactivo web" },
      },
    ],
  },
  {
    en: "blockchain-innovation-lab",
    es: "lab-innovacion-blockchain",
    label: { en: "Blockchain innovation lab", es: "Lab de innovación blockchain" },
    services: [
      {
        en: "team-training-hands-on-workshops",
        es: "capacitacion-equipos-workshops",
        label: { en: "Team training & hands-on workshops", es: "Capacitación de equipos y workshops" },
      },
      {
        en: "blockchain-research",
        es: "investigacion-blockchain",
        label: { en: "Blockchain research", es: "Investigación blockchain" },
      },
      {
        en: "blockchain-strategy-assessment",
        es: "estrategia-evaluacion-blockchain",
        label: { en: "Blockchain strategy & assessment", es: "Estrategia y evaluación blockchain" },
      },
      { en: "blockchain-lab", es: "lab-blockchain", label: { en: "Blockchain lab", es: "Lab blockchain" } },
      {
        en: "blockchain-projects-dapps",
        es: "dapps-y-proyectos-blockchain",
        label: { en: "Blockchain projects & dApps", es: "dApps y proyectos blockchain" },
      },
      { en: "nfts", es: "nfts", label: { en: "NFTs", es: "NFTs" } },
    ],
  },
  {
    en: "data-viz-data-storytelling",
    es: "data-viz-data-storytelling",
    label: { en: "Data viz & data storytelling", es: "Data viz y data storytelling" },
    spanishAtRoot: true,
    services: [
      {
        en: "data-visualization",
        es: "visualizacion-de-datos",
        label: { en: "Data visualization", es: "Visualización de datos" },
      },
      {
        en: "data-storytelling",
        es: "storytelling-con-datos",
        label: { en: "Data storytelling", es: "Storytelling con datos" },
      },
      {
        en: "dashboards-data-products",
        es: "dashboards-productos-de-datos",
        label: { en: "Dashboards & data products", es: "Dashboards y productos de datos" },
      },
      {
        en: "infographics-reports",
        es: "infografias-reportes",
        label: { en: "Infographics & reports", es: "Infografías y reportes" },
      },
      {
        en: "interactive-data-experiences",
        es: "experiencias-interactivas-de-datos",
        label: { en: "Interactive data experiences", es: "Experiencias interactivas de datos" },
      },
    ],
  },
] as const satisfies readonly ServiceFamily[];

/** The English slugs (document uids) of the service families and of their sub-services. */
export type ServiceUid =
  | (typeof serviceFamilyList)[number]["en"]
  | (typeof serviceFamilyList)[number]["services"][number]["en"];

export const serviceFamilies: readonly ServiceFamily<ServiceUid>[] = serviceFamilyList;

/** The service families as filter tags: [slug, name] pairs in a language. */
export function familyOptions(locale: Locale): [slug: string, name: string][] {
  return serviceFamilies.map((family) => [family.en, family.label[locale]]);
}
