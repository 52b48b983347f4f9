import type { APIRoute } from "astro";
import { publicContentHandler } from "@/content/service/embedded-service";
import { otherMethods } from "@/server/http/methods";

/**
 * The embedded content service (Prismic REST API v2, read side) at /api/v2 itself and below it
 * (/documents/search, /tags, previews): the handler reads the path from the request, exactly as sent.
 */
export const GET: APIRoute = ({ request }) => publicContentHandler(request);
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods("GET, HEAD");
