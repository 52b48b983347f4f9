import "server-only";
import { takePublishedContent } from "@/content/publishing";
import { announcePublished } from "@/platform/published-signal";
import { log } from "@/server/operations/log";
import { refreshPageIndex } from "./page-moves";
import { createPublisher, type Publisher } from "./publisher";

/** The site's publisher: one per process, shared by the webhook route, the poll and the release timer. */
export const publishSite: Publisher = createPublisher({
  take: async (notice) => {
    const taken = await takePublishedContent(notice);
    // The request pipeline knows a new, renamed or removed page before the publish is answered.
    if (taken.ok)
      await refreshPageIndex().catch((error: unknown) => log.error("publish.page-index-failed", error));
    return taken;
  },
  // The route cache and the experiments' renders hear it, and render again what changed.
  refresh: announcePublished,
});
