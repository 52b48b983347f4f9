import type { APIRoute } from "astro";
import { publicContentHandler } from "@/content/service/embedded-service";
import { otherMethods } from "@/server/http/methods";
import { localizeOverLimit } from "@/server/http/rate-limit";

/**
 * The embedded content service (Prismic REST API v2, read side) at /api/v2 itself and below it
 * (/documents/search, /tags, previews): the handler reads the path from the request, exactly as sent.
 * It limits each client (PUBLIC_RATE_LIMIT, and PUBLIC_SEARCH_RATE_LIMIT on searches); over a limit the
 * answer is the site's localized 429.
 */
export const GET: APIRoute = async ({ request }) =>
  localizeOverLimit(request, await publicContentHandler(request));
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods("GET, HEAD");
