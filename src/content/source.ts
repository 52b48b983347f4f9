import "server-only";
import { env } from "@/platform/env";
import { noteContentRead } from "@/platform/request-context";
import { type ContentClient, createContentClient } from "./client";
import { prismicRoutes } from "./prismic-routes";
import { inProcessContentHandler } from "./service/embedded-service";

/** Where the embedded service's documents appear to live; the request never leaves the process. */
const EMBEDDED_ENDPOINT = "http://content.internal/api/v2";

export interface ContentSourceConfig {
  readonly CONTENT_API_URL?: string | undefined;
  readonly CONTENT_ACCESS_TOKEN?: string | undefined;
  readonly CONTENT_TIMEOUT_MS?: number | undefined;
}

/**
 * The site's content client: a hosted Prismic repository when CONTENT_API_URL is set, otherwise the
 * embedded service called in-process. Same client, same code path; only the transport differs.
 */
export function createSiteContentClient(
  config: ContentSourceConfig,
  embedded: (request: Request) => Promise<Response> = inProcessContentHandler,
): ContentClient {
  if (config.CONTENT_API_URL) {
    return createContentClient({
      endpoint: config.CONTENT_API_URL,
      accessToken: config.CONTENT_ACCESS_TOKEN,
      timeoutMs: config.CONTENT_TIMEOUT_MS,
      // Prismic's route resolver fills `url` on every document and link with the page the site serves.
      routes: prismicRoutes,
      onRead: noteContentRead,
    });
  }
  return createContentClient({
    endpoint: EMBEDDED_ENDPOINT,
    fetch: (input, init) => embedded(new Request(input, init)),
    timeoutMs: config.CONTENT_TIMEOUT_MS,
    routes: prismicRoutes,
    // Each page notes the documents it is made of: a publish renders again only what it changed.
    onRead: noteContentRead,
  });
}

/**
 * One client per process: the pages, the publish endpoint and the production server share this module
 * (one server bundle), so a publish that makes the client forget the API root it cached is seen by every
 * page rendered after it, not only after the client's 5 s cache runs out.
 */
export const contentClient: ContentClient = createSiteContentClient(env);
