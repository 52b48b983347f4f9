import "server-only";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { env } from "@/platform/env";
import { checkContent } from "./model/check-content";
import { contentFolderRef, reloadContentStore } from "./service/embedded-service";
import { contentClient } from "./source";

/**
 * Takes the content just published. The embedded service reads content/ again and takes it only when
 * every document passes the content model (the problems come back otherwise, and the site keeps what it
 * had); hosted Prismic has published already. Either way the client forgets its cached API root, so the
 * pages rendered next read the new master ref.
 */
export async function takePublishedContent(): Promise<readonly string[]> {
  if (!env.CONTENT_API_URL) {
    const publicDir = join(/* turbopackIgnore: true */ process.cwd(), "public");
    const problems = await reloadContentStore((store) =>
      checkContent(store, { imageExists: (url) => existsSync(join(publicDir, url)) }),
    );
    if (problems.length > 0) return problems;
  }
  contentClient.forgetApiRoot();
  return [];
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
