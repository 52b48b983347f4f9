import { revalidatePath } from "next/cache";
import { takePublishedContent } from "@/content/publishing";
import { announcePublished } from "@/platform/published-signal";
import { methodNotAllowed } from "@/server/http/methods";
import { createPublishHandler } from "@/server/publishing/publish-handler";
import { publishSecret } from "@/server/publishing/publish-secret";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The content webhook: see createPublishHandler. */
export const POST = createPublishHandler({
  secret: publishSecret,
  take: takePublishedContent,
  refresh: (ref) => {
    // Every page, the sitemap, the feeds and the share images are under the root layout.
    revalidatePath("/", "layout");
    announcePublished(ref);
  },
});

const refused = methodNotAllowed("POST");

export { refused as DELETE, refused as GET, refused as PATCH, refused as PUT };
