import type { APIRoute } from "astro";
import { otherMethods } from "@/server/http/methods";
import { createPublishHandler } from "@/server/publishing/publish-handler";
import { publishSecret } from "@/server/publishing/publish-secret";
import { publishSite } from "@/server/publishing/site-publisher";

/** The content webhook: see createPublishHandler. */
const publish = createPublishHandler({ secret: publishSecret, publish: publishSite });

export const POST: APIRoute = ({ request }) => publish(request);
export const { OPTIONS, ALL } = otherMethods("POST");
