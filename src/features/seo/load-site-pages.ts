import "server-only";
import { getPageDocuments } from "@/content/queries";
import type { SwitcherPaths } from "@/i18n/alternate";
import type { Locale } from "@/i18n/locales";
import { routes } from "@/i18n/route-table";
import { collectSitePages, type SitePage } from "./site-pages";
import { switcherPaths } from "./switcher-paths";

/** Every page of the site with its documents, at the master ref (sitemap, share images). */
export async function loadSitePages(): Promise<SitePage[]> {
  return collectSitePages(routes, await getPageDocuments());
}

/** The language switcher's answers for one language's pages (the layout hands them to the header). */
export async function loadSwitcherPaths(locale: Locale): Promise<SwitcherPaths> {
  return switcherPaths(await loadSitePages(), locale);
}
