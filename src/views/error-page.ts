import { defaultLocale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** What the error page says and where its links go. */
export interface ErrorPage {
  readonly status: number;
  readonly title: string;
  readonly heading: string;
  readonly message: string;
  readonly retry: { readonly href: string; readonly label: string };
  readonly back: { readonly href: string; readonly label: string };
}

/**
 * The path of the page that failed, to try it again: always a path on this site, since a request for
 * `//host/…` (or `/\host/…`) would otherwise give a link to another site.
 */
export function retryHref(pathname: string, search: string): string {
  const path = `/${pathname.replace(/^[/\\]+/, "")}`;
  return search.startsWith("?") ? `${path}${search}` : path;
}

/**
 * The error page in English (the failing page's language is unknown once it has failed): its status,
 * a link to try the same page again and one to the home page. No content is read: content may be what
 * failed.
 */
export async function loadErrorPage(status: number, pathname: string, search: string): Promise<ErrorPage> {
  const t = await getTranslations({ locale: defaultLocale, namespace: "ErrorPage" });
  return {
    status,
    title: t("title", { status }),
    heading: t("heading"),
    message: t("message"),
    retry: { href: retryHref(pathname, search), label: t("retry") },
    back: { href: localePath("index", defaultLocale), label: t("back") },
  };
}
