// A content service on loopback that fails on demand: the real embedded service over content/ while
// healthy, and 5xx answers, a storm of 429s or requests that never get an answer when told to.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createContentHandler } from "@/content/service/content-handler";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";

export type ChaosMode =
  | { readonly kind: "healthy" }
  | { readonly kind: "5xx" }
  /** `count` answers 429 with these Retry-After values in turn (undefined = no header), then healthy. */
  | { readonly kind: "429"; count: number; readonly retryAfter: readonly (string | undefined)[] }
  | { readonly kind: "hang" };

export interface ChaosRequest {
  readonly at: number;
  readonly path: string;
  /** 0 for a request left hanging. */
  readonly status: number;
}

/** A hanging request whose client closed the connection: it gave up waiting. */
export interface AbandonedRequest {
  readonly at: number;
  readonly path: string;
  /** How many requests the log held then: any later one was sent after the client gave up. */
  readonly logged: number;
}

export interface ChaosContentService {
  /** The API root, e.g. http://127.0.0.1:40123/api/v2. */
  readonly endpoint: string;
  /** What it serves now. */
  readonly store: ContentStore;
  setMode(mode: ChaosMode): void;
  /** Publishes: the service serves `store` (its master ref) from now on, as Prismic after an editor's publish. */
  publish(store: ContentStore): void;
  /** Every request so far, in arrival order. */
  readonly log: readonly ChaosRequest[];
  /** Hanging requests whose client gave up (not those this service let go), in that order. */
  readonly abandoned: readonly AbandonedRequest[];
  close(): Promise<void>;
}

const SERVER_ERRORS = [500, 502, 503, 504] as const;

/** `previewSecret`: what the service checks preview tokens with (the test signs its own with it). */
export async function startChaosContentService(
  projectRoot: string,
  previewSecret: string,
): Promise<ChaosContentService> {
  let store = await loadContentStore(join(projectRoot, "content"));
  const handler = createContentHandler({ getStore: async () => store, previewSecret });
  let mode: ChaosMode = { kind: "healthy" };
  const log: ChaosRequest[] = [];
  const abandoned: AbandonedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  /** Ends the hanging requests from this side: the client did not give up on them. */
  const releaseHanging = () => {
    for (const response of hanging) {
      hanging.delete(response);
      response.destroy();
    }
  };
  let origin = "";
  /** 429s answered since the mode was last set: picks the next Retry-After value. */
  let stormServed = 0;

  async function healthy(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const answer = await handler(new Request(`${origin}${request.url ?? "/"}`));
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
    return answer.status;
  }

  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    const record = (status: number) => log.push({ at: Date.now(), path, status });
    if (mode.kind === "hang") {
      hanging.add(response);
      response.on("close", () => {
        if (hanging.delete(response)) abandoned.push({ at: Date.now(), path, logged: log.length });
      });
      record(0);
      return;
    }
    if (mode.kind === "5xx") {
      const status = SERVER_ERRORS[log.length % SERVER_ERRORS.length] ?? 500;
      response.writeHead(status, { "content-type": "text/plain" }).end("failing on purpose\n");
      record(status);
      return;
    }
    if (mode.kind === "429" && mode.count > 0) {
      const retryAfter = mode.retryAfter[stormServed % mode.retryAfter.length];
      stormServed += 1;
      mode.count -= 1;
      response
        .writeHead(429, {
          "content-type": "application/json",
          ...(retryAfter !== undefined && { "retry-after": retryAfter }),
        })
        .end('{"status_code":429,"status_message":"Your request count is over the allowed limit."}');
      record(429);
      return;
    }
    healthy(request, response).then(record, () => {
      response.writeHead(500).end();
      record(500);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint: `${origin}/api/v2`,
    get store() {
      return store;
    },
    publish(next) {
      store = next;
    },
    setMode(next) {
      mode = next.kind === "429" ? { ...next } : next;
      stormServed = 0;
      if (next.kind !== "hang") releaseHanging();
    },
    log,
    abandoned,
    close() {
      releaseHanging();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
