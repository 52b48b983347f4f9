import "server-only";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test support: a real HTTP server on 127.0.0.1 playing a Prismic v2 repository, so the client is
 * exercised through actual fetch, headers and sockets. Not used by the site.
 */

export interface RecordedRequest {
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  readonly origin: string;
  readonly endpoint: string;
  readonly requests: RecordedRequest[];
  /** Replaceable per test. */
  handler: Handler;
  /** Requests to one path, in arrival order. */
  requestsTo(path: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestServer(handler: Handler = () => undefined): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const state: TestServer = {
    origin,
    endpoint: `${origin}/api/v2`,
    requests,
    handler,
    requestsTo: (path) => requests.filter((request) => request.url.pathname === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Held (never answered) requests would otherwise keep close() waiting.
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
  server.on("request", (incoming, response) => {
    const recorded = { url: new URL(incoming.url ?? "/", origin), headers: incoming.headers };
    requests.push(recorded);
    state.handler(recorded, response);
  });
  return state;
}

export function sendJson(
  response: ServerResponse,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

export const MASTER_REF = "master-ref";
export const RELEASE_REF = "release-ref~master-ref";
export const EXPERIMENT_GOOGLE_ID = "_UQtin7EQAOH5M34RQq6Dg";
export const VARIATION_REFS = ["variation-base-ref", "variation-one-ref"] as const;

const field = (type: "String" | "Integer", multiple = false, defaultValue?: string) =>
  defaultValue === undefined ? { type, multiple } : { type, multiple, default: defaultValue };

/** A root shaped like the real API's, echoing the caller's token into the form defaults as Prismic does. */
export function rootFixture(origin: string, accessToken?: string | null): Record<string, unknown> {
  const token = accessToken ? { access_token: field("String", false, accessToken) } : {};
  return {
    refs: [
      { id: "master", ref: MASTER_REF, label: "Master", isMasterRef: true },
      { id: "spring", ref: RELEASE_REF, label: "Spring", isMasterRef: false },
    ],
    integrationFieldsRef: null,
    bookmarks: { about: "doc-about" },
    types: { page: "Page" },
    languages: [{ id: "en-us", name: "English - United States", is_master: true }],
    tags: ["news"],
    forms: {
      everything: {
        method: "GET",
        enctype: "application/x-www-form-urlencoded",
        action: `${origin}/api/v2/documents/search`,
        fields: {
          ref: field("String"),
          q: field("String", true),
          lang: field("String"),
          page: field("Integer", false, "1"),
          pageSize: field("Integer", false, "20"),
          after: field("String"),
          fetch: field("String"),
          fetchLinks: field("String"),
          graphQuery: field("String"),
          orderings: field("String"),
          referer: field("String"),
          ...token,
        },
      },
      tags: {
        method: "GET",
        enctype: "application/x-www-form-urlencoded",
        action: `${origin}/api/v2/tags`,
        fields: { ...token },
      },
    },
    experiments: {
      draft: [],
      running: [
        {
          id: "experiment-1",
          googleId: EXPERIMENT_GOOGLE_ID,
          name: "Hero copy",
          variations: [
            { id: "base", label: "Base", ref: VARIATION_REFS[0] },
            { id: "one", label: "Variation 1", ref: VARIATION_REFS[1] },
          ],
        },
      ],
    },
    oauth_initiate: `${origin}/auth`,
    oauth_token: `${origin}/auth/token`,
    version: "8991d98",
    license: "All Rights Reserved",
  };
}

export function documentFixture(id: string, type = "page", uid: string | null = id): Record<string, unknown> {
  return {
    id,
    uid,
    url: uid === null ? null : `/${uid}/`,
    type,
    href: `http://example.test/${id}`,
    tags: [],
    first_publication_date: "2024-01-01T10:00:00+0000",
    last_publication_date: "2024-01-02T10:00:00+0000",
    slugs: [],
    linked_documents: [],
    lang: "en-us",
    alternate_languages: [],
    data: { title: id },
  };
}

export function searchFixture(
  results: readonly unknown[],
  { page = 1, pageSize = 20, totalPages = 1, totalResults = results.length } = {},
): Record<string, unknown> {
  return {
    page,
    results_per_page: pageSize,
    results_size: results.length,
    total_results_size: totalResults,
    total_pages: totalPages,
    next_page: page < totalPages ? `http://example.test/search?page=${page + 1}` : null,
    prev_page: page > 1 ? `http://example.test/search?page=${page - 1}` : null,
    results,
  };
}

export interface RepositoryOptions {
  readonly root?: (origin: string, request: RecordedRequest) => unknown;
  readonly rootHeaders?: Record<string, string>;
  readonly search?: (request: RecordedRequest, response: ServerResponse) => void;
  readonly tags?: readonly string[];
}

/** The default repository: the root, a search answering one document, and the tags endpoint. */
export function repositoryHandler(origin: string, options: RepositoryOptions = {}): Handler {
  return (request, response) => {
    switch (request.url.pathname) {
      case "/api/v2": {
        const token = request.url.searchParams.get("access_token");
        const root = options.root?.(origin, request) ?? rootFixture(origin, token);
        sendJson(response, root, 200, options.rootHeaders ?? { "cache-control": "no-cache" });
        return;
      }
      case "/api/v2/documents/search":
        if (options.search === undefined) sendJson(response, searchFixture([documentFixture("doc-1")]));
        else options.search(request, response);
        return;
      case "/api/v2/tags":
        sendJson(response, options.tags ?? ["news", "featured"]);
        return;
      default:
        sendJson(response, { message: "not found" }, 404);
    }
  };
}
