import type { APIRoute } from "astro";
import { exitPreview } from "@/features/preview/open-preview";
import { otherMethods } from "@/server/http/methods";

/** Leaves preview: the preview cookie gone, back to the page the editor was on. */
export const GET: APIRoute = ({ request }) => exitPreview(request);
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods("GET, HEAD");
