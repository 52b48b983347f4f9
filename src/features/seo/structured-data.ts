import type { JsonLdObject } from "./json-ld";

/**
 * schema.org objects for search engines (https://developers.google.com/search/docs/appearance/structured-data):
 * pure builders, every URL absolute.
 */

const CONTEXT = "https://schema.org";

export interface OrganizationFacts {
  readonly origin: string;
  readonly name: string;
  readonly description: string;
  readonly logoPath: string;
  readonly email?: string | undefined;
  readonly offices: readonly {
    readonly city: string;
    readonly country: string;
    readonly address: string;
    readonly soon: boolean;
  }[];
  readonly sameAs: readonly string[];
}

/** One id for the studio, so services and articles point at the same organization. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

function organizationRef(origin: string, name: string): JsonLdObject {
  return { "@type": "Organization", "@id": organizationId(origin), name, url: `${origin}/` };
}

/** Organization (home page): offices that are open are its addresses; social profiles are sameAs. */
export function organizationLd(facts: OrganizationFacts): JsonLdObject {
  const open = facts.offices.filter((office) => !office.soon);
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(facts.origin),
    name: facts.name,
    url: `${facts.origin}/`,
    logo: `${facts.origin}${facts.logoPath}`,
    description: facts.description,
    ...(facts.email ? { email: facts.email } : {}),
    ...(open.length > 0
      ? {
          address: open.map((office) => ({
            "@type": "PostalAddress",
            streetAddress: office.address,
            addressLocality: office.city,
            addressCountry: office.country,
          })),
        }
      : {}),
    ...(facts.sameAs.length > 0 ? { sameAs: facts.sameAs } : {}),
  };
}

export interface ServiceFacts {
  readonly origin: string;
  readonly organizationName: string;
  readonly name: string;
  readonly description: string;
  readonly path: string;
  /** The family a sub-service belongs to. */
  readonly category?: string | undefined;
  /** Countries served (the studio's open offices). */
  readonly areaServed: readonly string[];
  /** A family's sub-services. */
  readonly offers?: readonly { readonly name: string; readonly path: string }[] | undefined;
  readonly inLanguage: string;
}

/** Service (service and service-family pages), provided by the studio. */
export function serviceLd(facts: ServiceFacts): JsonLdObject {
  const url = `${facts.origin}${facts.path}`;
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${url}#service`,
    name: facts.name,
    serviceType: facts.name,
    description: facts.description,
    url,
    inLanguage: facts.inLanguage,
    ...(facts.category ? { category: facts.category } : {}),
    provider: organizationRef(facts.origin, facts.organizationName),
    areaServed: facts.areaServed.map((name) => ({ "@type": "Country", name })),
    ...(facts.offers && facts.offers.length > 0
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: facts.name,
            itemListElement: facts.offers.map((offer) => ({
              "@type": "Offer",
              itemOffered: { "@type": "Service", name: offer.name, url: `${facts.origin}${offer.path}` },
            })),
          },
        }
      : {}),
  };
}

export interface ArticleLdFacts {
  readonly origin: string;
  readonly organizationName: string;
  readonly logoPath: string;
  readonly path: string;
  readonly headline: string;
  readonly description: string;
  /** The site's paths, or absolute URLs (an image on Prismic's CDN), used as they are. */
  readonly imagePaths: readonly string[];
  /** ISO date. */
  readonly datePublished: string;
  /** ISO date-time of the last publication. */
  readonly dateModified?: string | undefined;
  readonly author: string;
  readonly section: string;
  readonly inLanguage: string;
}

/** Article (insight articles): written by one of the studio's teams, published by the studio. */
export function articleLd(facts: ArticleLdFacts): JsonLdObject {
  const url = `${facts.origin}${facts.path}`;
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: facts.headline,
    description: facts.description,
    image: facts.imagePaths.map((path) => (path.startsWith("/") ? `${facts.origin}${path}` : path)),
    datePublished: facts.datePublished,
    dateModified: facts.dateModified ?? facts.datePublished,
    author: { "@type": "Organization", name: facts.author, url: `${facts.origin}/` },
    publisher: {
      ...organizationRef(facts.origin, facts.organizationName),
      logo: { "@type": "ImageObject", url: `${facts.origin}${facts.logoPath}` },
    },
    articleSection: facts.section,
    inLanguage: facts.inLanguage,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** BreadcrumbList (deep pages): the trail from the home page to the page itself. */
export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
