import type { APIRoute } from "astro";
import { takePublishedContent } from "@/content/publishing";
import { announcePublished } from "@/platform/published-signal";
import { otherMethods } from "@/server/http/methods";
import { createPublishHandler } from "@/server/publishing/publish-handler";
import { publishSecret } from "@/server/publishing/publish-secret";

/** The content webhook: see createPublishHandler. */
const publish = createPublishHandler({
  secret: publishSecret,
  take: takePublishedContent,
  // The production server hears it and renders again the kept answers made of what changed.
  refresh: announcePublished,
});

export const POST: APIRoute = ({ request }) => publish(request);
export const { OPTIONS, ALL } = otherMethods("POST");
