import type { APIRoute } from "astro";
import { openPreview } from "@/features/preview/open-preview";
import { isLocale, localeCookie } from "@/i18n/locales";
import { otherMethods } from "@/server/http/methods";
import { requestLocale } from "@/server/http/request-locale";

/**
 * Opens a preview session for a token of the configured content service (see preview-route.ts); the
 * request pipeline also sends the editor's /preview/?token=… link here. A link that opens nothing is told
 * in the visitor's language: the one they chose on the site, else their browser's.
 */
export const GET: APIRoute = ({ request, cookies }) => {
  const chosen = cookies.get(localeCookie.name)?.value;
  return openPreview(request, isLocale(chosen) ? chosen : requestLocale(undefined, request.headers));
};
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods("GET, HEAD");
