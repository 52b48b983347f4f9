import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, markFrontHandler } from "@/platform/client-address";
import { createContentHandler } from "./content-handler";
import { type ContentStore, loadContentStore } from "./content-store";
import { PUBLIC_RATE_LIMIT, PUBLIC_SEARCH_RATE_LIMIT } from "./embedded-service";
import { TEST_PREVIEW_SECRET, writeTestContent } from "./test-content";

/** The limits /api/v2 puts on one outside client, on a clock the test moves by hand. */

let cleanup: () => Promise<void>;
let store: ContentStore;

beforeAll(async () => {
  const content = await writeTestContent();
  cleanup = content.cleanup;
  store = await loadContentStore(content.root);
  // As behind the production server, which names each client in this header.
  markFrontHandler();
});
afterAll(async () => cleanup());

function publicService() {
  let clock = Date.parse("2026-12-01T12:00:00Z");
  const handler = createContentHandler({
    getStore: async () => store,
    rateLimit: PUBLIC_RATE_LIMIT,
    searchRateLimit: PUBLIC_SEARCH_RATE_LIMIT,
    previewSecret: TEST_PREVIEW_SECRET,
    now: () => clock,
  });
  const get = (path: string, client = "203.0.113.9") =>
    handler(new Request(`http://localhost:3000${path}`, { headers: { [CLIENT_ADDRESS_HEADER]: client } }));
  const searchPath = `/api/v2/documents/search?ref=${encodeURIComponent(store.masterRef)}&lang=*&pageSize=100`;
  return {
    get,
    search: (client?: string) => get(searchPath, client),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("the public content service's limits per client", () => {
  it("allows 60 searches at once, then 5 a second: a 429 with Retry-After, not 50 a second for ever", async () => {
    const service = publicService();
    for (let index = 0; index < 60; index += 1) expect((await service.search()).status).toBe(200);
    const refused = await service.search();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");

    // The cheap requests keep their own, larger budget, and another client its own searches.
    expect((await service.get("/api/v2")).status).toBe(200);
    expect((await service.search("198.51.100.7")).status).toBe(200);

    service.advance(1_000);
    for (let index = 0; index < 5; index += 1) expect((await service.search()).status).toBe(200);
    expect((await service.search()).status).toBe(429);
  });

  it("still lets a client page through everything as Prismic's client does, one page every 500 ms", async () => {
    const service = publicService();
    for (let page = 0; page < 300; page += 1) {
      expect((await service.search()).status).toBe(200);
      service.advance(500);
    }
  });
});
