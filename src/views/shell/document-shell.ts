import "server-only";
import { getLegalLinks } from "@/content/queries";
import type { ConsultationStrings } from "@/features/consultation/consultation-strings";
import { optionLabels } from "@/features/leads/option-labels";
import { type PreviewSessionState, previewSessionState } from "@/features/preview/preview-session";
import type { PageMetadata } from "@/features/seo/page-metadata";
import { type SwitcherPaths, untranslatedPath } from "@/i18n/alternate";
import { type Locale, languageTag, localeIso, otherLocale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import type { RouteDef } from "@/i18n/route-table";
import { getTranslations } from "@/i18n/translations";
import { requestContext } from "@/platform/request-context";

/** What the document around every page says and offers, in one language. */
export interface DocumentShell {
  readonly skipToContent: string;
  readonly switcherPaths: SwitcherPaths;
  readonly preview: PreviewSessionState;
  readonly cookieNotice: {
    /** The legal page that lists the site's cookies; none when no published page does. */
    readonly cookiesHref: string | undefined;
    readonly strings: {
      readonly label: string;
      readonly text: string;
      readonly accept: string;
      readonly learnMore: string;
      readonly learnMoreContext: string;
    };
  };
  readonly offline: string;
  /** The name of the footer's reviews badge. */
  readonly reviewsLabel: string;
  readonly consultation: {
    readonly locale: Locale;
    readonly bcp47: string;
    readonly strings: ConsultationStrings;
  };
}

/**
 * The language switcher's answer for this page when the route table cannot give it (an article's
 * translation has its own uid): the page's hreflang alternate in the other language, or, without one,
 * where an untranslated page switches to. Read from the page's own metadata, so the shell depends on no
 * other document.
 */
function pageSwitcherPaths(
  locale: Locale,
  metadata: PageMetadata,
  route: RouteDef | undefined,
  currentPath: string | undefined,
): SwitcherPaths {
  const canonical = metadata.alternates?.canonical;
  if (!canonical || !route) return {};
  const target = otherLocale(locale);
  const answer = metadata.alternates?.languages[languageTag(target)] ?? untranslatedPath(route, target);
  // A page shown at another of its paths (a service's cross-language path) switches as the page does.
  const elsewhere = currentPath !== undefined && currentPath !== canonical;
  return elsewhere ? { [canonical]: answer, [currentPath]: answer } : { [canonical]: answer };
}

export async function documentShell(
  locale: Locale,
  metadata: PageMetadata,
  route: RouteDef | undefined,
  /** The path the page is shown at, when it is not its canonical one (an alias). */
  currentPath?: string,
): Promise<DocumentShell> {
  const switcherPaths = pageSwitcherPaths(locale, metadata, route, currentPath);
  const [t, tCookies, tConnectivity, tFooter, messages, preview, legalLinks] = await Promise.all([
    getTranslations({ locale, namespace: "Navigation" }),
    getTranslations({ locale, namespace: "CookieNotice" }),
    getTranslations({ locale, namespace: "Connectivity" }),
    getTranslations({ locale, namespace: "Footer" }),
    loadMessages(locale),
    requestContext().preview ? previewSessionState() : Promise.resolve<PreviewSessionState>("off"),
    getLegalLinks(locale),
  ]);
  return {
    skipToContent: t("skipToContent"),
    switcherPaths,
    preview,
    cookieNotice: {
      cookiesHref: legalLinks.find((legal) => legal.listsCookies)?.href,
      strings: {
        label: tCookies("label"),
        text: tCookies("text"),
        accept: tCookies("accept"),
        learnMore: tCookies("learnMore"),
        learnMoreContext: tCookies("learnMoreContext"),
      },
    },
    offline: tConnectivity("offline"),
    reviewsLabel: tFooter("reviews"),
    consultation: {
      locale,
      bcp47: localeIso[locale].bcp47,
      strings: {
        popup: messages.Consultation,
        errors: messages.Contact.errors,
        status: messages.Contact.status,
        slots: messages.Contact.slots,
        summary: messages.Contact.summary,
        honeypot: messages.Contact.honeypot,
        helpTypes: optionLabels[locale].helpTypes,
        budgets: optionLabels[locale].popupBudgets,
      },
    },
  };
}
