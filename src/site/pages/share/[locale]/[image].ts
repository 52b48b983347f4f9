import type { APIRoute } from "astro";
import { loadShareCards } from "@/features/seo/share-cards";
import { renderShareImage } from "@/features/seo/share-image";
import { keyOfShareImageFile } from "@/features/seo/share-image-path";
import { isLocale } from "@/i18n/locales";
import { otherMethods, READ_ONLY_ALLOW } from "@/server/http/methods";
import { PAGE_CACHE_CONTROL } from "@/server/routing/handle-request";

/**
 * /share/{locale}/{page}.png: a page's share image. An unknown name is a 404, never a render. A share
 * image keeps its name when a publish redraws it, so like a page it is kept by the production server
 * until the next publish (which renders it again), not by browsers for a year.
 */
export const GET: APIRoute = async ({ params }) => {
  const { locale, image = "" } = params;
  const key = keyOfShareImageFile(image);
  const cards = isLocale(locale) && key ? await loadShareCards() : [];
  const card = cards.find((candidate) => candidate.locale === locale && candidate.key === key);
  if (!card) return new Response("Not found", { status: 404 });
  const response = await renderShareImage(card);
  response.headers.set("cache-control", PAGE_CACHE_CONTROL);
  return response;
};
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods(READ_ONLY_ALLOW);
