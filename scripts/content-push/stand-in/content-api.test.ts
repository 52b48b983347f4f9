import { createClient, ForbiddenError } from "@prismicio/client";
import { afterEach, describe, expect, it } from "vitest";
import { createContentClient, UnexpectedStatusError } from "../../../src/content/client";
import { isRefGone } from "../../../src/content/client/errors";
import { type PrismicStandIn, type PrismicStandInOptions, startPrismicStandIn } from "./prismic-stand-in";
import { DOCUMENT_API_LIMIT } from "./rate-limit";
import { testRepository } from "./test-repository";

const options = testRepository;

let standIn: PrismicStandIn | undefined;
/** The clock the stand-in's rate limits count by: still unless a test moves it. */
let clock = 0;

async function start(overrides: Partial<PrismicStandInOptions> = {}): Promise<PrismicStandIn> {
  clock = 0;
  standIn = await startPrismicStandIn({ ...options, limitClock: () => clock, ...overrides });
  return standIn;
}

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

/** A custom type with a field of each kind the site's model uses, and a group of them. */
const note = {
  id: "note",
  label: "Note",
  repeatable: true,
  status: true,
  json: {
    Main: {
      uid: { type: "UID" },
      title: { type: "Text" },
      sign: { type: "Select", config: { options: ["+", "−", ""] } },
      published: { type: "Date" },
      year: { type: "Number" },
      featured: { type: "Boolean" },
      pinned: { type: "Boolean", config: { default_value: true } },
      link: { type: "Link", config: { select: null } },
      related: { type: "Link", config: { select: "document" } },
      cover: { type: "Image" },
      body: { type: "StructuredText" },
      boxes: {
        type: "Group",
        config: { fields: { sign: { type: "Select" }, unit: { type: "Text" }, icon: { type: "Image" } } },
      },
      extra: { type: "Group", config: { fields: { value: { type: "Text" } } } },
    },
  },
};

/** Writes through the Migration API one second apart, as it asks, then publishes. */
async function pushNote(target: PrismicStandIn, data: Record<string, unknown>): Promise<void> {
  target.customTypes.set(note.id, note);
  const write = async (path: string, body: unknown) => {
    clock += 1000;
    const response = await fetch(`${target.endpoints.migration}${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${options.writeToken}`,
        repository: options.repositoryName,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  };
  await write("/documents", { title: "A note", type: "note", uid: "a-note", lang: "en-us", data });
  await write("/migration-release/publish", {});
}

async function getJson(url: string): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("the stand-in's Document API: empty fields as hosted Prismic answers them", () => {
  it("answers every field of the type, each empty one in Prismic's empty shape for its kind", async () => {
    const target = await start();
    // What content:push sends for a data insight without a sign: "" (the site's empty choice).
    await pushNote(target, { title: "", sign: "", boxes: [{ sign: "" }, { sign: "+", unit: "%" }] });
    const client = createClient(options.repositoryName, { documentAPIEndpoint: target.endpoints.documents });
    const document = await client.getByUID("note", "a-note");
    expect(document.data).toEqual({
      title: null,
      sign: null,
      published: null,
      year: null,
      featured: false,
      pinned: true,
      link: { link_type: "Any" },
      related: { link_type: "Any" },
      cover: {},
      body: [],
      boxes: [
        { sign: null, unit: null, icon: {} },
        { sign: "+", unit: "%", icon: {} },
      ],
      extra: [],
    });
  });

  it("keeps filled values as they were written", async () => {
    const target = await start();
    const filled = {
      title: "Hello",
      sign: "−",
      published: "2026-11-28",
      year: 2026,
      featured: true,
      pinned: false,
      link: { link_type: "Web", url: "https://example.com" },
      body: [{ type: "paragraph", text: "Hello", spans: [] }],
    };
    await pushNote(target, filled);
    const root = await getJson(target.endpoints.documents);
    const master = (root.body as { refs: { ref: string; isMasterRef?: boolean }[] }).refs.find(
      (ref) => ref.isMasterRef,
    );
    const search = await getJson(`${target.endpoints.documents}/documents/search?ref=${master?.ref}`);
    const [document] = (search.body as { results: { data: Record<string, unknown> }[] }).results;
    expect(document?.data).toMatchObject(filled);
  });
});

describe("the stand-in's Document API: its rate limit", () => {
  it(`answers the request past a burst of ${DOCUMENT_API_LIMIT.burst} in one instant 429 with Retry-After, and the site's client waits it out`, async () => {
    const target = await start();
    const statuses = await Promise.all(
      Array.from({ length: DOCUMENT_API_LIMIT.burst }, () =>
        fetch(target.endpoints.documents).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    const over = await getJson(target.endpoints.documents);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("1");
    expect(over.body).toEqual({
      status_code: 429,
      status_message: `Your request count is over the allowed limit of ${DOCUMENT_API_LIMIT.perSecond}.`,
    });

    // The site's content client, still within that instant: told 429, it waits Retry-After and asks again.
    const waits: number[] = [];
    const client = createContentClient({
      endpoint: target.endpoints.documents,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    const root = await client.getApi();
    expect(waits).toEqual([1000]);
    expect(root.refs.some((ref) => ref.isMasterRef)).toBe(true);
  });

  it("answers a client that keeps to the rate without a 429", async () => {
    const target = await start();
    for (let second = 0; second < 3; second += 1) {
      clock += 1000;
      for (let request = 0; request < DOCUMENT_API_LIMIT.perSecond; request += 1) {
        const response = await fetch(target.endpoints.documents);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
      }
    }
  });
});

describe("the stand-in's Document API: refusals in Prismic's words", () => {
  it("a private repository answers 401 with Prismic's body to a missing or wrong access_token", async () => {
    const target = await start({ visibility: "private" });
    const refusal = {
      type: "api_security_error",
      message: "Invalid access token",
      oauth_initiate: `${target.origin}/auth`,
      oauth_token: `${target.origin}/auth/token`,
    };
    for (const url of [
      target.endpoints.documents,
      `${target.endpoints.documents}?access_token=wrong`,
      `${target.endpoints.documents}/documents/search?ref=anything`,
      `${target.endpoints.documents}/tags`,
    ]) {
      expect(await getJson(url), url).toMatchObject({ status: 401, body: refusal });
    }
    expect((await getJson(`${target.endpoints.documents}?access_token=${options.accessToken}`)).status).toBe(
      200,
    );

    // Prismic's client reads the message; the site's raises its v3-worded status error.
    const prismic = createClient(options.repositoryName, { documentAPIEndpoint: target.endpoints.documents });
    await expect(prismic.getRepository()).rejects.toThrow(ForbiddenError);
    await expect(prismic.getRepository()).rejects.toThrow("Invalid access token");
    const site = createContentClient({ endpoint: target.endpoints.documents });
    const error = await site.getApi().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedStatusError);
    expect(error).toMatchObject({ status: 401 });
    expect(String((error as Error).message)).toMatch(/^Unexpected status code \[401\] on URL /);

    // With the token, the site reads the root and searches (the forms carry the token to the search).
    const withToken = createContentClient({
      endpoint: target.endpoints.documents,
      accessToken: options.accessToken,
    });
    expect((await withToken.query([])).results).toEqual([]);
  });

  it("a ref that does not exist: 404 api_notfound_error naming the master ref, which the site's client reads as gone", async () => {
    const target = await start({ visibility: "private" });
    const token = `access_token=${options.accessToken}`;
    const root = await getJson(`${target.endpoints.documents}?${token}`);
    const master = (root.body as { refs: { ref: string; isMasterRef?: boolean }[] }).refs.find(
      (ref) => ref.isMasterRef,
    );
    const unknown = await getJson(`${target.endpoints.documents}/documents/search?ref=nope&${token}`);
    expect(unknown).toMatchObject({
      status: 404,
      body: {
        type: "api_notfound_error",
        message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${master?.ref}`,
      },
    });
    const site = createContentClient({
      endpoint: target.endpoints.documents,
      accessToken: options.accessToken,
    });
    expect(await site.refStatus("nope")).toBe("gone");
    const error = await site.query([], { ref: "nope" }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404 });
    expect(isRefGone(error)).toBe(true);
  });

  it("public for master only: a release's ref without the token is 401 api_security_error", async () => {
    const target = await start();
    target.customTypes.set(note.id, note);
    clock += 1000;
    await fetch(`${target.endpoints.migration}/documents`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${options.writeToken}`,
        repository: options.repositoryName,
        "content-type": "application/json",
      },
      body: JSON.stringify({ title: "A draft", type: "note", uid: "a-draft", lang: "en-us", data: {} }),
    });
    const withToken = await getJson(`${target.endpoints.documents}?access_token=${options.accessToken}`);
    const release = (withToken.body as { refs: { ref: string; label: string }[] }).refs.find(
      (ref) => ref.label === "Migration release",
    );
    if (!release) throw new Error("the drafts' release is listed to the token");
    const refused = await getJson(
      `${target.endpoints.documents}/documents/search?ref=${encodeURIComponent(release.ref)}`,
    );
    expect(refused).toMatchObject({
      status: 401,
      body: { type: "api_security_error", message: "Access to this Ref requires an access token" },
    });
    const site = createContentClient({ endpoint: target.endpoints.documents });
    expect(await site.refStatus(release.ref)).toBe("gone");
  });
});
