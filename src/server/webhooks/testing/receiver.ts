import "server-only";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/**
 * A webhook receiver on loopback for tests: it checks every request's signature with the
 * `standardwebhooks` package, as a team's receiver would, and records what it got. `answer` decides the
 * status per request ("hang" never answers); only requests answered 2xx count as delivered.
 */
export interface ReceivedWebhook {
  readonly path: string;
  readonly id: string;
  readonly timestamp: string;
  readonly body: string;
  /** The payload as `Webhook.verify` returned it; undefined when the signature did not verify. */
  readonly verified: unknown;
  readonly status: number | "hang";
  readonly userAgent: string;
}

export interface WebhookReceiverServer {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedWebhook[];
  /** Requests answered 2xx whose signature verified. */
  delivered(path?: string): ReceivedWebhook[];
  answer: (request: ReceivedWebhook, index: number) => number | "hang";
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  secret: string,
  options: { readonly port?: number } = {},
): Promise<WebhookReceiverServer> {
  const verifier = new Webhook(secret);
  const hanging = new Set<ServerResponse>();
  const state: WebhookReceiverServer = {
    url: "",
    port: 0,
    received: [],
    delivered: (path) =>
      state.received.filter(
        (request) =>
          typeof request.status === "number" &&
          request.status >= 200 &&
          request.status < 300 &&
          request.verified !== undefined &&
          (path === undefined || request.path === path),
      ),
    answer: () => 204,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const headers = {
      "webhook-id": String(request.headers["webhook-id"] ?? ""),
      "webhook-timestamp": String(request.headers["webhook-timestamp"] ?? ""),
      "webhook-signature": String(request.headers["webhook-signature"] ?? ""),
    };
    let verified: unknown;
    try {
      verified = verifier.verify(body, headers);
    } catch {
      verified = undefined;
    }
    const partial = {
      path: request.url ?? "",
      id: headers["webhook-id"],
      timestamp: headers["webhook-timestamp"],
      body,
      verified,
      userAgent: String(request.headers["user-agent"] ?? ""),
    };
    const status = state.answer({ ...partial, status: 0 }, state.received.length);
    state.received.push({ ...partial, status });
    if (status === "hang") {
      hanging.add(response);
      return;
    }
    response.writeHead(
      status,
      status >= 300 && status < 400 ? { location: "http://127.0.0.1:9/elsewhere" } : {},
    );
    response.end(verified === undefined ? "bad signature" : "ok");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { port, url: `http://127.0.0.1:${port}` });
}
