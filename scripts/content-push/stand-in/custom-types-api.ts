/**
 * A loopback stand-in for Prismic's Custom Types API (https://customtypes.prismic.io), so the push can be
 * proven without the internet. It answers what `@prismicio/custom-types-client` 2.1.0 sends
 * (node_modules/@prismicio/custom-types-client/src/client.ts): every request carries the headers
 * `repository: <name>` and `Authorization: Bearer <token>` (client.ts#fetch), reads are GETs of
 * `/customtypes` and `/customtypes/:id`, writes are POSTs of the whole model as JSON to
 * `/customtypes/insert` and `/customtypes/update`. Status codes are the ones that client maps (and
 * Prismic's Custom Types API docs list): 200 with JSON for reads, 201 on insert, 204 on update,
 * 400 text for a malformed model, 401 text for a repository the token does not open, 403 JSON
 * `{ message }` for a missing or wrong token, 404 for an unknown id on a read, 409 when inserting an
 * id that exists, and 422 when updating one that does not (Prismic's documented code; the client
 * maps 404 and 422 both to NotFoundError). Models live in memory, per stand-in.
 *
 * What it does not prove: Prismic's full model validation (it checks only the shape below), shared
 * slices, bulk updates and deletion.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StoredCustomType {
  readonly id: string;
  readonly label: string;
  readonly repeatable: boolean;
  readonly status: boolean;
  readonly format?: string;
  readonly json: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface CustomTypesStandIn {
  /** The base URL to give the client as `endpoint`. */
  readonly endpoint: string;
  /** The models received, by id (live; tests read and seed it). */
  readonly customTypes: Map<string, StoredCustomType>;
  /** Every request seen, so a test can prove a dry run wrote nothing. */
  readonly requests: readonly { readonly method: string; readonly path: string }[];
  close(): Promise<void>;
}

export interface StandInOptions {
  readonly repositoryName: string;
  readonly token: string;
}

/** API ids as Prismic's type builder forms them: lowercase letters, digits, _ and -; the stand-in refuses others. */
const ID_PATTERN = /^[a-z0-9_-]+$/;
const BODY_LIMIT = 5 * 1024 * 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Returns the reason a body is not a custom type model, or the model. */
export function parseCustomType(body: unknown): StoredCustomType | string {
  if (!isRecord(body)) return "The body must be a JSON object.";
  const { id, label, repeatable, status, format, json } = body;
  if (typeof id !== "string" || !ID_PATTERN.test(id))
    return "Invalid id: lowercase letters, digits, _ and - only.";
  if (typeof label !== "string" || label.length === 0) return `Invalid label for custom type ${id}.`;
  if (typeof repeatable !== "boolean") return `repeatable must be a boolean in custom type ${id}.`;
  if (typeof status !== "boolean") return `status must be a boolean in custom type ${id}.`;
  if (format !== undefined && format !== "custom" && format !== "page")
    return `format must be "custom" or "page" in custom type ${id}.`;
  if (!isRecord(json)) return `json must be an object of tabs in custom type ${id}.`;
  const tabs: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [tab, fields] of Object.entries(json)) {
    if (!isRecord(fields)) return `Tab ${tab} of custom type ${id} must be an object of fields.`;
    for (const [name, field] of Object.entries(fields)) {
      if (!isRecord(field) || typeof field.type !== "string")
        return `Field ${tab}.${name} of custom type ${id} has no type.`;
    }
    tabs[tab] = fields;
  }
  return { id, label, repeatable, status, ...(format === undefined ? {} : { format }), json: tabs };
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
  } else if (typeof body === "string") {
    response.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(body);
  } else {
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > BODY_LIMIT) throw new Error("body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function startCustomTypesStandIn(options: StandInOptions): Promise<CustomTypesStandIn> {
  const customTypes = new Map<string, StoredCustomType>();
  const requests: { method: string; path: string }[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    requests.push({ method, path });

    // Token first: Prismic answers 403 with a JSON message to a missing or wrong token (the client
    // reads `json.message` on a 403), and 401 to a token that does not open the named repository.
    const authorization = request.headers.authorization ?? "";
    if (authorization !== `Bearer ${options.token}`)
      return send(response, 403, { message: "[MissingTokenError] Invalid or missing access token." });
    if (request.headers.repository !== options.repositoryName)
      return send(response, 401, "Unauthorized: the token does not give access to this repository.");

    if (method === "GET" && path === "/customtypes") return send(response, 200, [...customTypes.values()]);
    const one = /^\/customtypes\/([^/]+)$/.exec(path);
    if (method === "GET" && one?.[1] !== undefined && one[1] !== "insert" && one[1] !== "update") {
      const found = customTypes.get(decodeURIComponent(one[1]));
      return found === undefined ? send(response, 404, "Not Found") : send(response, 200, found);
    }
    if (method === "POST" && (path === "/customtypes/insert" || path === "/customtypes/update")) {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return send(response, 400, "Invalid JSON body.");
      }
      const model = parseCustomType(body);
      if (typeof model === "string") return send(response, 400, model);
      const exists = customTypes.has(model.id);
      if (path === "/customtypes/insert") {
        if (exists) return send(response, 409, `Custom type ${model.id} already exists.`);
        customTypes.set(model.id, model);
        return send(response, 201);
      }
      if (!exists) return send(response, 422, `Custom type ${model.id} does not exist.`);
      customTypes.set(model.id, model);
      return send(response, 204);
    }
    return send(response, 404, "Not Found");
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // Port 0: the system picks a free loopback port, so parallel test files never collide.
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    customTypes,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
