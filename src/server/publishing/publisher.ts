import "server-only";
import type { PublishNotice, TakenContent } from "@/content/publishing";
import type { PublishedChange } from "@/platform/published-signal";
import { coalesce } from "./coalesce";

/** Takes the content just published and says what changed; one at a time (see createPublisher). */
export type Publisher = (notice: PublishNotice) => Promise<TakenContent>;

export interface PublisherOptions {
  /** Takes the new content. */
  readonly take: (notice: PublishNotice) => Promise<TakenContent>;
  /** Tells the site which ref it took and what changed: the pages made of it are rendered again. */
  readonly refresh: (ref: string, change: PublishedChange) => void;
}

/**
 * The one way the site publishes: the content webhook (/api/publish), the master-ref poll and the release
 * timer all call it, in-process. Calls that arrive while a publish runs share one more run after it,
 * which takes all their notices.
 */
export function createPublisher(options: PublisherOptions): Publisher {
  /** What the calls a run takes said (Prismic's webhook lists the documents it published). */
  let notices: PublishNotice[] = [];
  const run = coalesce(async () => {
    const taken = await options.take(mergeNotices(notices));
    notices = [];
    if (taken.ok) options.refresh(taken.ref, taken.change);
    return taken;
  });
  return (notice) => {
    notices.push(notice);
    return run();
  };
}

/** One notice for the calls a run answers: their documents together, or none if one call named none. */
function mergeNotices(notices: readonly PublishNotice[]): PublishNotice {
  const lists = notices.map((notice) => notice.documents);
  if (lists.length === 0 || !lists.every(Array.isArray)) return {};
  return { documents: lists.flat() };
}
