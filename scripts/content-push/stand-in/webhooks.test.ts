import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, NotFoundError } from "@prismicio/client";
import { afterEach, describe, expect, it } from "vitest";
import { type PrismicStandIn, startPrismicStandIn } from "./prismic-stand-in";
import { noteType, testRepository } from "./test-repository";

/**
 * The stand-in tells the site what changed as Prismic's webhook does, and takes the editor's unpublish,
 * which no Prismic API offers, at its own path: what tests/e2e/editor-hosted.e2e.ts relies on.
 */

const options = testRepository;

interface Receiver {
  readonly url: string;
  readonly bodies: Record<string, unknown>[];
  /** Resolves with the next body received. */
  next(): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const bodies: Record<string, unknown>[] = [];
  let waiting: ((body: Record<string, unknown>) => void) | undefined;
  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on("end", () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      bodies.push(body);
      response.writeHead(202).end();
      waiting?.(body);
      waiting = undefined;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/publish`,
    bodies,
    next: () =>
      new Promise((resolve) => {
        waiting = resolve;
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let standIn: PrismicStandIn | undefined;
let receiver: Receiver | undefined;
let clock = 0;

afterEach(async () => {
  await standIn?.close();
  await receiver?.close();
  standIn = undefined;
  receiver = undefined;
});

const note = noteType;

async function call(path: string, token = options.writeToken): Promise<Response> {
  clock += 1000;
  if (!standIn) throw new Error("no stand-in");
  return fetch(`${standIn.origin}${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      repository: options.repositoryName,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      title: "A note",
      type: "note",
      uid: "a-note",
      lang: "en-us",
      data: { title: "Hi" },
    }),
  });
}

async function publishedNote(): Promise<string> {
  receiver = await startReceiver();
  standIn = await startPrismicStandIn({
    ...options,
    limitClock: () => clock,
    webhook: { url: receiver.url, secret: "the-webhook-secret" },
  });
  standIn.customTypes.set(note.id, note);
  const created = await call("/migration/documents");
  const { id } = (await created.json()) as { id: string };
  const told = receiver.next();
  expect((await call("/migration/migration-release/publish")).status).toBe(202);
  await told;
  return id;
}

describe("the stand-in's webhook", () => {
  it("sends Prismic's api-update body after a publish: the new master ref, the documents, the secret", async () => {
    const id = await publishedNote();
    const root = (await (await fetch(standIn?.endpoints.documents ?? "")).json()) as {
      refs: { ref: string; isMasterRef?: boolean }[];
    };
    expect(receiver?.bodies).toEqual([
      {
        type: "api-update",
        masterRef: root.refs.find((ref) => ref.isMasterRef)?.ref,
        releases: {},
        masks: {},
        tags: {},
        experiments: {},
        documents: [id],
        domain: options.repositoryName,
        apiUrl: standIn?.endpoints.documents,
        secret: "the-webhook-secret",
      },
    ]);
    expect(standIn?.webhookDeliveries).toEqual([{ documents: [id], outcome: 202 }]);
  });
});

describe("the editor's unpublish", () => {
  it("takes the document off the master ref, frees its uid and sends the webhook naming it", async () => {
    const id = await publishedNote();
    const told = receiver?.next();
    const answer = await call(`/editor/documents/${id}/unpublish`);
    expect(answer.status).toBe(204);
    expect((await told)?.documents).toEqual([id]);
    const client = createClient(options.repositoryName, {
      documentAPIEndpoint: standIn?.endpoints.documents ?? "",
    });
    await expect(client.getByID(id)).rejects.toBeInstanceOf(NotFoundError);
    // The uid is free: a new document may take it.
    expect((await call("/migration/documents")).status).toBe(201);
  });

  it("refuses a wrong token and an unknown or unpublished document, and changes nothing", async () => {
    const id = await publishedNote();
    expect((await call(`/editor/documents/${id}/unpublish`, "wrong")).status).toBe(401);
    expect((await call("/editor/documents/ZZZZ/unpublish")).status).toBe(404);
    expect((await call(`/editor/documents/${id}/unpublish`)).status).toBe(204);
    expect((await call(`/editor/documents/${id}/unpublish`)).status).toBe(404);
    expect(receiver?.bodies).toHaveLength(2);
  });
});
