import type { APIRoute } from "astro";
import { otherMethods } from "@/server/http/methods";
import { serveImage } from "@/server/images/handler";
import { imageService } from "@/server/images/service";

/**
 * The image service, public at /_ipx/… (the middleware rewrites it here: route files starting with "_"
 * are private). Variants the pages link to are files under public/_ipx/ and never reach it.
 */
export const GET: APIRoute = ({ request }) => serveImage(request, imageService());
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods("GET, HEAD");
