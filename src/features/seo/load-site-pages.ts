import { getPageDocuments } from "@/content/read/pages";
import { routes } from "@/i18n/route-table";
import { collectSitePages, type SitePage } from "./site-pages";

/** Every page of the site with its documents, at the master ref (sitemap, share images). */
export async function loadSitePages(): Promise<SitePage[]> {
  return collectSitePages(routes, await getPageDocuments());
}
