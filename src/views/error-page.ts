import { sameSitePath } from "@/features/plain-document/plain-document";
import type { Locale } from "@/i18n/locales";
import { localeOfPath, localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** What the error page says and where its links go. */
export interface ErrorPage {
  /** The language of the path that failed. */
  readonly locale: Locale;
  readonly status: number;
  readonly title: string;
  readonly heading: string;
  readonly message: string;
  readonly retry: { readonly href: string; readonly label: string };
  readonly back: { readonly href: string; readonly label: string };
}

/** The path of the page that failed, to try it again: always a path on this site. */
export { sameSitePath as retryHref } from "@/features/plain-document/plain-document";

/**
 * The error page in the language of the path that failed (`/es/…` is Spanish): its status, a link to try
 * the same page again and one to that language's home page. No content is read: content may be what
 * failed.
 */
export async function loadErrorPage(status: number, pathname: string, search: string): Promise<ErrorPage> {
  const locale = localeOfPath(pathname);
  const t = await getTranslations({ locale, namespace: "ErrorPage" });
  return {
    locale,
    status,
    title: t("title", { status }),
    heading: t("heading"),
    message: t("message"),
    retry: { href: sameSitePath(pathname, search), label: t("retry") },
    back: { href: localePath("index", locale), label: t("back") },
  };
}
