import "server-only";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { membershipTags } from "@/platform/content-tags";
import { env } from "@/platform/env";
import type { PublishedChange } from "@/platform/published-signal";
import { isBuiltImage } from "./images";
import { checkContent } from "./model/check-content";
import { contentFolderRef, releaseTimes, reloadContentStore } from "./service/embedded-service";
import { contentClient } from "./source";

/**
 * What taking the published content came to: its master ref and what changed, or the problems that made
 * it refuse it.
 */
export type TakenContent =
  | { readonly ok: true; readonly ref: string; readonly change: PublishedChange }
  | { readonly ok: false; readonly problems: readonly string[] };

/** What a publish call says of itself: Prismic's webhook lists the documents it changed. */
export interface PublishNotice {
  readonly documents?: unknown;
}

/** Past this many documents in one webhook, looking each up costs more than rendering every page. */
const MAX_NOTICED_DOCUMENTS = 100;

/**
 * Takes the content just published. The embedded service reads content/ again and takes it only when
 * every document passes the content model (the problems come back otherwise, and the site keeps what it
 * had); hosted Prismic has published already, and its API root is asked afresh (a failed read refuses the
 * publish, to be tried again). Either way the client forgets its cached API root, so the pages rendered
 * next read the new master ref, which comes back. What changed: the embedded service compares the two
 * sets of documents; hosted Prismic's webhook names the documents, whose types are looked up at the new
 * ref (a listing depends on every document of its type); without a list, everything.
 */
export async function takePublishedContent(notice: PublishNotice = {}): Promise<TakenContent> {
  if (!env.CONTENT_API_URL) {
    const publicDir = join(process.cwd(), "public");
    const taken = await reloadContentStore((store) =>
      // An image the build does not know (a drawing made after it) would fail the page: refused here.
      checkContent(store, { imageExists: (url) => existsSync(join(publicDir, url)) && isBuiltImage(url) }),
    );
    contentClient.forgetApiRoot();
    return taken;
  }
  let ref: string;
  try {
    ref = await upcomingMasterRef();
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] };
  }
  return { ok: true, ref, change: await noticedChange(notice, ref) };
}

async function noticedChange(notice: PublishNotice, ref: string): Promise<PublishedChange> {
  const { documents } = notice;
  if (!Array.isArray(documents) || documents.length === 0 || documents.length > MAX_NOTICED_DOCUMENTS)
    return "all";
  const ids = documents.filter((id): id is string => typeof id === "string" && /^[\w-]{1,128}$/.test(id));
  if (ids.length !== documents.length) return "all";
  try {
    const found = await contentClient.getByIDs(ids, { ref, pageSize: MAX_NOTICED_DOCUMENTS });
    // Prismic names the documents, not what changed in them: each counts as added or removed.
    return [...new Set([...ids, ...found.results.flatMap(membershipTags)])].sort();
  } catch {
    return "all";
  }
}

/**
 * The master ref a publish would bring: hosted Prismic's current one (asked afresh), or that of the
 * documents now in content/.
 */
export async function upcomingMasterRef(): Promise<string> {
  if (!env.CONTENT_API_URL) return contentFolderRef();
  contentClient.forgetApiRoot();
  const master = (await contentClient.getApi()).refs.find((ref) => ref.isMasterRef);
  if (!master) throw new Error("the content API lists no master ref");
  return master.ref;
}

/**
 * When the scheduled releases fall (or fell) due, for the production server to publish each then: the
 * embedded service's (hosted Prismic publishes its own and calls the webhook, or the poll notices).
 */
export async function scheduledReleaseTimes(): Promise<readonly number[]> {
  return env.CONTENT_API_URL ? [] : releaseTimes();
}
