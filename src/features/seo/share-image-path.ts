import type { Locale } from "@/i18n/locales";
import type { RouteDef } from "@/i18n/route-table";
import type { RouteParams } from "@/i18n/routes";

/** Every page's share image is 1200 x 630. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

/** Where share images live: file paths, which the page pipeline leaves alone (page-paths.ts). */
export const SHARE_IMAGE_ROOT = "/share";

/**
 * Names one page's image: the route's name, or `<kind>-{uid}` for a document's page (an article, a case
 * study, an industry; its uid is per language).
 */
export function shareImageKey(route: RouteDef, params: RouteParams = {}): string {
  return params.uid === undefined ? route.name : `${route.kind}-${params.uid}`;
}

export function shareImagePath(locale: Locale, key: string): string {
  return `${SHARE_IMAGE_ROOT}/${locale}/${key}.png`;
}

/** The key a share image file name stands for (`services-ux-audits.png` → `services-ux-audits`). */
export function keyOfShareImageFile(file: string): string | undefined {
  return /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/.exec(file)?.[1];
}
