import type { APIResponse } from "@playwright/test";
import homeEn from "../../content/documents/home/home.en-us.json" with { type: "json" };
import homeEs from "../../content/documents/home/home.es-ar.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import type { Locale } from "../../src/i18n/locales";
import type { RouteDef } from "../../src/i18n/route-table";

export const messages = { en, es } as const;
const homeDocuments = { en: homeEn, es: homeEs } as const;

/** The title a route's page must carry in a language (before content documents take over). */
export function expectedTitle(route: RouteDef, locale: Locale): string {
  if (route.kind === "not-found-design") return messages[locale].NotFound.title;
  if (route.label) return `${route.label[locale]} | Lumbre Studio`;
  const pages: Record<string, { title: string }> = messages[locale].Pages;
  const title = pages[route.name]?.title ?? "";
  return route.kind === "home" ? homeDocuments[locale].data.meta_title : `${title} | Lumbre Studio`;
}

/** The origin the build put in canonical and hreflang URLs (SITE_URL, as src/server/env.ts reads it). */
export const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

/** The path (and query) a redirect points to. */
export function locationPath(response: APIResponse): string {
  const location = new URL(response.headers().location ?? "", "http://placeholder.invalid");
  return `${location.pathname}${location.search}`;
}
