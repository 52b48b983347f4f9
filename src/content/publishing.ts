import "server-only";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { env } from "@/platform/env";
import { checkContent } from "./model/check-content";
import { contentFolderRef, releaseTimes, reloadContentStore } from "./service/embedded-service";
import { contentClient } from "./source";

/** What taking the published content came to: its master ref, or the problems that made it refuse it. */
export type TakenContent =
  | { readonly ok: true; readonly ref: string }
  | { readonly ok: false; readonly problems: readonly string[] };

/**
 * Takes the content just published. The embedded service reads content/ again and takes it only when
 * every document passes the content model (the problems come back otherwise, and the site keeps what it
 * had); hosted Prismic has published already, and its API root is asked afresh (a failed read refuses the
 * publish, to be tried again). Either way the client forgets its cached API root, so the pages rendered
 * next read the new master ref, which comes back.
 */
export async function takePublishedContent(): Promise<TakenContent> {
  if (!env.CONTENT_API_URL) {
    const publicDir = join(/* turbopackIgnore: true */ process.cwd(), "public");
    const taken = await reloadContentStore((store) =>
      checkContent(store, { imageExists: (url) => existsSync(join(publicDir, url)) }),
    );
    contentClient.forgetApiRoot();
    return taken;
  }
  try {
    return { ok: true, ref: await upcomingMasterRef() };
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] };
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
