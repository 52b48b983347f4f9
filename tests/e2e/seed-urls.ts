import type { Locale } from "../../src/i18n/locales";

/**
 * The seed content's case studies, industries and legal pages, at their paths in each language, with the file group of
 * their documents (content/documents/<type>/<group>.<lang>.json). They are documents an editor may rename
 * or remove, not routes of the code: the tests name the seed's, as the specification lists them.
 */
export interface SeedPage {
  readonly type: "case_study" | "industry" | "page";
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

/** The legal pages, in the order the footer lists them in English (by title). */
export const seedLegalPages: readonly SeedPage[] = [
  legalPage("cookies", "cookies"),
  legalPage("privacy", "privacidad"),
  legalPage("purchase-policy", "politica-de-compra"),
  legalPage("terms-conditions", "terminos-condiciones"),
];
