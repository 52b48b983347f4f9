import { env } from "@/server/env";
import { type ContentClient, createContentClient } from "./client";
import { inProcessContentHandler } from "./service/embedded-service";

/** Where the embedded service's documents appear to live; the request never leaves the process. */
const EMBEDDED_ENDPOINT = "http://content.internal/api/v2";

/**
 * The site's content client: a hosted Prismic repository when CONTENT_API_URL is set, otherwise the
 * embedded service called in-process. Same client, same code path; only the transport differs.
 */
export const contentClient: ContentClient = env.CONTENT_API_URL
  ? createContentClient({
      endpoint: env.CONTENT_API_URL,
      accessToken: env.CONTENT_ACCESS_TOKEN,
      timeoutMs: env.CONTENT_TIMEOUT_MS,
    })
  : createContentClient({
      endpoint: EMBEDDED_ENDPOINT,
      fetch: (input, init) => inProcessContentHandler(new Request(input, init)),
      timeoutMs: env.CONTENT_TIMEOUT_MS,
    });
