import "server-only";
import { env } from "@/platform/env";
import { type ContentClient, createContentClient } from "./client";
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
    });
  }
  return createContentClient({
    endpoint: EMBEDDED_ENDPOINT,
    fetch: (input, init) => embedded(new Request(input, init)),
    timeoutMs: config.CONTENT_TIMEOUT_MS,
  });
}

/**
 * One client per process, on globalThis for the reason the embedded store is (embedded-service.ts): Next
 * gives the publish route and the pages their own copy of this module, and a publish must make every
 * copy forget the API root it cached, or pages rendered again within its 5 s read the old master ref.
 */
const CLIENT_KEY = Symbol.for("lumbre.content-client");
const holder = globalThis as typeof globalThis & { [CLIENT_KEY]?: ContentClient | undefined };

holder[CLIENT_KEY] ??= createSiteContentClient(env);

export const contentClient: ContentClient = holder[CLIENT_KEY];
