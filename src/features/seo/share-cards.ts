import type { PageDocument } from "@/content/queries";
import { type Locale, localeIso, locales } from "@/i18n/locales";
import { getTranslations, type Translate } from "@/i18n/translations";
import { loadSitePages } from "./load-site-pages";
import { shareImageKey } from "./share-image-path";
import type { SitePage } from "./site-pages";

/** What one page's share image says. */
export interface ShareCard {
  readonly locale: Locale;
  readonly key: string;
  readonly kicker: string;
  readonly title: string;
  /** The line beside the wordmark: an article's team and date, else the studio's tagline. */
  readonly footnote: string;
  /** Landing pages are dark, like the site's ink sections; detail pages are on paper. */
  readonly tone: "ink" | "paper";
}

const landingKinds = new Set([
  "home",
  "services",
  "industries",
  "cases",
  "insights",
  "approach",
  "culture",
  "careers",
  "awards",
  "contact",
  "not-found-design",
]);

function headline(page: SitePage, document: PageDocument | undefined, t: Translate): [string, string] {
  const { route } = page;
  const title = document?.title ?? "";
  switch (route.kind) {
    case "home":
      return [document?.heroEyebrow ?? t("Meta.siteName"), document?.heroTitle ?? title];
    case "service-family":
      return [t("Navigation.services"), title];
    case "service": {
      const family = document?.parentTitle;
      return [family ? `${t("Navigation.services")} · ${family}` : t("Navigation.services"), title];
    }
    case "industry":
      return [t("Navigation.industries"), title];
    case "case":
      return [document?.client ? `${t("Cases.kicker")} · ${document.client}` : t("Cases.kicker"), title];
    case "insight": {
      const category = document?.category ? t(`Insights.category.${document.category}`) : undefined;
      return [category ? `${t("Insights.kicker")} · ${category}` : t("Insights.kicker"), title];
    }
    case "legal":
      return [t("Legal.kicker"), title];
    case "landing":
      return [t("Meta.siteName"), title];
    case "not-found-design":
      return ["404", t("NotFound.heading")];
    case "preview":
      return [t("Meta.siteName"), t("Pages.preview.title")];
    default:
      return [title, document?.heroTitle ?? title];
  }
}

/** Claims short enough for the footnote line ("150+ companies served · 100+ awards"). */
const SHORT_CLAIM = 24;

function footnote(document: PageDocument | undefined, locale: Locale, tagline: string): string {
  if (document?.type === "home") {
    const claims = document.claims.filter((claim) => claim.label.length <= SHORT_CLAIM).slice(0, 2);
    return claims.length > 0 ? claims.map((claim) => `${claim.value} ${claim.label}`).join(" · ") : tagline;
  }
  if (document?.type !== "insight" || !document.published) return tagline;
  const date = new Intl.DateTimeFormat(localeIso[locale].bcp47, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(document.published));
  return document.author ? `${document.author} · ${date}` : date;
}

/** The share card of every page in every language it exists in. */
export async function loadShareCards(): Promise<ShareCard[]> {
  const pages = await loadSitePages();
  const cards = await Promise.all(
    locales.map(async (locale) => {
      const t = await getTranslations({ locale });
      const home = pages.find((page) => page.route.kind === "home")?.documents[locale];
      const tagline = home?.heroEyebrow ?? t("Meta.siteName");
      return pages.flatMap((page): ShareCard[] => {
        const params = page.params[locale];
        if (!params) return [];
        const document = page.documents[locale];
        const [kicker, title] = headline(page, document, t);
        return [
          {
            locale,
            key: shareImageKey(page.route, params),
            kicker,
            title,
            footnote: footnote(document, locale, tagline),
            tone: landingKinds.has(page.route.kind) ? "ink" : "paper",
          },
        ];
      });
    }),
  );
  return cards.flat();
}
