import "server-only";
import { z } from "zod/mini";
import type { PublishNotice, TakenContent } from "@/content/publishing";
import type { PublishedChange } from "@/platform/published-signal";
import { apiMessage } from "@/server/http/api-messages";
import { guardJsonPost } from "@/server/http/guard";
import { apiError, jsonResponse } from "@/server/http/json-response";
import { createRouteLimiter, type RouteLimiter } from "@/server/http/rate-limit";
import { coalesce } from "./coalesce";
import { isPublishSecret } from "./publish-secret";

/** Prismic calls once per publish; a guesser gets one try a second after a burst of ten. */
const PUBLISH_RATE_LIMIT = { burst: 10, perSecond: 1 };

// Prismic's webhook body (type, masterRef, releases, documents, secret…): the secret and the documents
// it published are read.
const webhookBody = z.looseObject({});

export interface PublishHandlerOptions {
  readonly secret: () => string;
  /** Takes the new content. */
  readonly take: (notice: PublishNotice) => Promise<TakenContent>;
  /** Tells the production server which ref it took and what changed: it renders those pages again. */
  readonly refresh: (ref: string, change: PublishedChange) => void;
  readonly limiter?: RouteLimiter;
}

/**
 * POST /api/publish: the content service's webhook, and `npm run content:publish`. With the right
 * secret the content is taken and the pages made of what changed rendered again (202); content that fails the model is
 * refused with its problems (422) and the site keeps what it had; a wrong or missing secret is a 401
 * that changes nothing. Calls that arrive while a publish runs share one more run after it.
 */
export function createPublishHandler(
  options: PublishHandlerOptions,
): (request: Request) => Promise<Response> {
  const limiter = options.limiter ?? createRouteLimiter(PUBLISH_RATE_LIMIT, undefined, "publish");
  /** What the calls a run takes said (Prismic's webhook lists the documents it published). */
  let notices: PublishNotice[] = [];
  const publish = coalesce(async () => {
    const taken = await options.take(mergeNotices(notices));
    notices = [];
    if (taken.ok) options.refresh(taken.ref, taken.change);
    return taken;
  });
  return async (request) => {
    const guarded = await guardJsonPost(request, { schema: webhookBody, limiter });
    if (guarded.outcome === "rejected") return guarded.response;
    if (guarded.outcome !== "accepted") return apiError(401, "publishSecret", guarded.locale);
    const { data, locale } = guarded;
    if (!isPublishSecret(data.secret, options.secret())) return apiError(401, "publishSecret", locale);
    notices.push({ documents: data.documents });
    const taken = await publish();
    if (!taken.ok) {
      return jsonResponse(
        { error: "contentRefused", message: apiMessage(locale, "contentRefused"), problems: taken.problems },
        422,
      );
    }
    return jsonResponse({ published: true }, 202);
  };
}

/** One notice for the calls a run answers: their documents together, or none if one call named none. */
function mergeNotices(notices: readonly PublishNotice[]): PublishNotice {
  const lists = notices.map((notice) => notice.documents);
  if (lists.length === 0 || !lists.every(Array.isArray)) return {};
  return { documents: lists.flat() };
}
