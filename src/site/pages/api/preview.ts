import type { APIRoute } from "astro";
import { openPreview } from "@/features/preview/open-preview";
import { defaultLocale, isLocale, type Locale, localeCookie } from "@/i18n/locales";
import { otherMethods } from "@/server/http/methods";
import { requestLocale } from "@/server/http/request-locale";

/**
 * Opens a preview session for a token of the configured content service (see preview-route.ts); the
 * request pipeline also sends the editor's /preview/?token=… link here. A link that opens nothing is told
 * in the visitor's language: the one the path names (/es/preview/), else the one they chose on the site,
 * else their browser's.
 */
export const GET: APIRoute = ({ request, cookies, locals }) =>
  openPreview(request, visitorLocale(locals.routing, cookies.get(localeCookie.name)?.value, request));
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods("GET, HEAD");

/**
 * Prismic sends every editor to the one preview route it is configured with (/preview/), whatever their
 * language: an unprefixed path names no language, a prefixed one (/es/preview/) does.
 */
function visitorLocale(routing: App.Locals["routing"], chosen: string | undefined, request: Request): Locale {
  if (routing?.kind === "preview-session" && routing.locale !== defaultLocale) return routing.locale;
  return isLocale(chosen) ? chosen : requestLocale(undefined, request.headers);
}
