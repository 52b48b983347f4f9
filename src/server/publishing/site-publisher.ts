import "server-only";
import { takePublishedContent } from "@/content/publishing";
import { announcePublished } from "@/platform/published-signal";
import { createPublisher, type Publisher } from "./publisher";

/** The site's publisher: one per process, shared by the webhook route, the poll and the release timer. */
export const publishSite: Publisher = createPublisher({
  take: takePublishedContent,
  // The route cache and the experiments' renders hear it, and render again what changed.
  refresh: announcePublished,
});
