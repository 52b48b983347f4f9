import { createClient } from "@prismicio/client";
import { afterEach, describe, expect, it } from "vitest";
import { type PrismicStandIn, startPrismicStandIn } from "./prismic-stand-in";
import { noteType, testRepository } from "./test-repository";

/**
 * The Page Builder's Preview on the stand-in: a draft's preview leads to the site's preview route with a
 * token the stand-in's Document API takes as a ref, where the draft is; what tests/e2e/editor-hosted
 * relies on to preview a landing page before it is published.
 */

const options = testRepository;

const note = noteType;

let standIn: PrismicStandIn | undefined;
let clock = 0;

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const editorHeaders = (token = options.writeToken) => ({
  authorization: `Bearer ${token}`,
  repository: options.repositoryName,
});

/** A stand-in with one note saved as a draft (in the migration release), never published. */
async function draftNote(previewUrl?: string): Promise<{ standIn: PrismicStandIn; id: string }> {
  standIn = await startPrismicStandIn({
    ...options,
    limitClock: () => clock,
    ...(previewUrl ? { previewUrl } : {}),
  });
  standIn.customTypes.set(note.id, note);
  clock += 1000;
  const created = await fetch(`${standIn.origin}/migration/documents`, {
    method: "POST",
    headers: { ...editorHeaders(), "content-type": "application/json" },
    body: JSON.stringify({
      title: "A note",
      type: "note",
      uid: "a-note",
      lang: "en-us",
      data: { title: "Draft" },
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { standIn, id };
}

const preview = (origin: string, id: string, token?: string) =>
  fetch(`${origin}/editor/documents/${id}/preview`, { headers: editorHeaders(token), redirect: "manual" });

describe("the editor's preview of a draft", () => {
  it("leads to the site's preview route with a token the Document API serves the draft at", async () => {
    const { standIn: started, id } = await draftNote("http://localhost:4321/preview/");
    const answer = await preview(started.origin, id);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:4321/preview/");
    expect(location.searchParams.get("documentId")).toBe(id);
    const token = location.searchParams.get("token") ?? "";
    expect(token.startsWith(`${started.origin}/api/v2/previews/`)).toBe(true);
    const client = createClient(options.repositoryName, { documentAPIEndpoint: started.endpoints.documents });
    // Not published: the master ref has no such document; the preview's ref has the draft.
    await expect(client.getByID(id)).rejects.toThrow();
    const draft = await client.getByID(id, { ref: token });
    expect(draft.data).toMatchObject({ title: "Draft" });
  });

  it("refuses a wrong token, a document without a draft, and a repository without a preview set up", async () => {
    const { standIn: started, id } = await draftNote();
    expect((await preview(started.origin, id, "wrong")).status).toBe(401);
    expect((await preview(started.origin, "ZZZZ")).status).toBe(404);
    const unset = await preview(started.origin, id);
    expect(unset.status).toBe(409);
    expect(((await unset.json()) as { message: string }).message).toMatch(/Settings › Previews/);
  });
});
