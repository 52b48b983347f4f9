import type { APIRoute } from "astro";
import { openPreview } from "@/features/preview/open-preview";
import { otherMethods } from "@/server/http/methods";

/**
 * Opens a preview session for a token of the configured content service (see preview-route.ts); the
 * request pipeline also sends the editor's /preview/?token=… link here.
 */
export const GET: APIRoute = ({ request }) => openPreview(request);
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods("GET, HEAD");
