import "server-only";
import { z } from "zod/mini";
import { apiMessage } from "@/server/http/api-messages";
import { guardJsonPost } from "@/server/http/guard";
import { apiError, jsonResponse } from "@/server/http/json-response";
import { createRouteLimiter, type RouteLimiter } from "@/server/http/rate-limit";
import { isPublishSecret } from "./publish-secret";
import type { Publisher } from "./publisher";

/** Prismic calls once per publish; a guesser gets one try a second after a burst of ten. */
const PUBLISH_RATE_LIMIT = { burst: 10, perSecond: 1 };

// Prismic's webhook body (type, masterRef, releases, documents, secret…): the secret and the documents
// it published are read.
const webhookBody = z.looseObject({});

export interface PublishHandlerOptions {
  readonly secret: () => string;
  /** Takes the new content, and has the pages made of what changed rendered again (publisher.ts). */
  readonly publish: Publisher;
  readonly limiter?: RouteLimiter;
}

/**
 * POST /api/publish: the content service's webhook, and `npm run content:publish`. With the right
 * secret the content is taken and the pages made of what changed rendered again (202); content that fails the model is
 * refused with its problems (422) and the site keeps what it had; a wrong or missing secret is a 401
 * that changes nothing.
 */
export function createPublishHandler(
  options: PublishHandlerOptions,
): (request: Request) => Promise<Response> {
  const limiter = options.limiter ?? createRouteLimiter(PUBLISH_RATE_LIMIT, undefined, "publish");
  return async (request) => {
    const guarded = await guardJsonPost(request, { schema: webhookBody, limiter });
    if (guarded.outcome === "rejected") return guarded.response;
    if (guarded.outcome !== "accepted") return apiError(401, "publishSecret", guarded.locale);
    const { data, locale } = guarded;
    if (!isPublishSecret(data.secret, options.secret())) return apiError(401, "publishSecret", locale);
    const taken = await options.publish({ documents: data.documents });
    if (!taken.ok) {
      return jsonResponse(
        { error: "contentRefused", message: apiMessage(locale, "contentRefused"), problems: taken.problems },
        422,
      );
    }
    return jsonResponse({ published: true }, 202);
  };
}
