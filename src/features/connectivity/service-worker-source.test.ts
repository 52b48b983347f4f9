import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { serviceWorkerSource } from "./service-worker-source";

const ORIGIN = "https://lumbre.test";

/** The worker's script run against an in-memory Cache Storage and a network the test answers. */
function worker(network: (request: Request) => Response | Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (request: Request, response: Response) => void store.set(request.url, response),
      match: async (request: Request) => store.get(request.url)?.clone(),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => store.delete(request.url),
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(new URL(url, ORIGIN).href, new Response(url));
      },
    };
  };
  const caches = {
    open: async (name: string) => open(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request, options: { cacheName: string }) =>
      stores.get(options.cacheName)?.get(request.url)?.clone(),
  };
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined, matchAll: async () => [] },
  };
  const online = { value: true };
  const fetch = async (request: Request) => {
    if (!online.value) throw new TypeError("Failed to fetch");
    return network(request);
  };
  runInNewContext(
    serviceWorkerSource({
      version: "v2",
      assets: ["/_astro/site.css"],
      offline: { en: '<a href="__LUMBRE_RETRY__">en</a>', es: '<a href="__LUMBRE_RETRY__">es</a>' },
    }),
    { self, caches, fetch, Request, Response, URL, Promise, console },
  );
  /** What the worker answers, or undefined when it leaves the request to the browser. */
  const request = async (url: string, init: RequestInit & { mode?: string } = {}) => {
    const { mode, ...rest } = init;
    const made = new Request(`${ORIGIN}${url}`, rest);
    Object.defineProperty(made, "mode", { value: mode ?? "cors" });
    let answer: Promise<Response> | undefined;
    const kept: Promise<unknown>[] = [];
    listeners.get("fetch")?.({
      request: made,
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
      waitUntil: (promise: Promise<unknown>) => kept.push(promise),
    });
    const response = await answer;
    // The copy the worker keeps for later, stored as a browser would wait for it.
    await Promise.all(kept);
    return response;
  };
  const lifecycle = async (type: "install" | "activate") => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  return { request, lifecycle, stores, online };
}

const page = (body: string, cacheControl = "public, max-age=0") =>
  Object.defineProperty(
    new Response(body, { headers: { "content-type": "text/html", "cache-control": cacheControl } }),
    "type",
    { value: "basic" },
  );

describe("the offline worker", () => {
  it("keeps a visited page and answers it offline; an unvisited one gets the offline page of its language", async () => {
    const sw = worker(() => page("<h1>Approach</h1>"));
    await sw.request("/approach/", { mode: "navigate" });
    sw.online.value = false;
    expect(await (await sw.request("/approach/", { mode: "navigate" }))?.text()).toBe("<h1>Approach</h1>");
    const spanish = await sw.request("/es/cultura/?a=1", { mode: "navigate" });
    expect(spanish?.status).toBe(503);
    expect(await spanish?.text()).toBe('<a href="/es/cultura/?a=1">es</a>');
    expect(await (await sw.request("/culture/", { mode: "navigate" }))?.text()).toBe(
      '<a href="/culture/">en</a>',
    );
  });

  it("never answers for APIs, previews or other methods, and keeps no private answer", async () => {
    const sw = worker(() => page("<p>private</p>", "private, no-store"));
    expect(await sw.request("/api/slots")).toBeUndefined();
    expect(await sw.request("/api/contact", { method: "POST", body: "{}" })).toBeUndefined();
    expect(await sw.request("/es/preview/", { mode: "navigate" })).toBeUndefined();
    expect(await sw.request("/contact/", { method: "POST", body: "x", mode: "navigate" })).toBeUndefined();
    await sw.request("/account/", { mode: "navigate" });
    sw.online.value = false;
    expect((await sw.request("/account/", { mode: "navigate" }))?.status).toBe(503);
  });

  it("a new version deletes the caches of the one before", async () => {
    const sw = worker(() => page("x"));
    sw.stores.set("lumbre-pages-v1", new Map());
    sw.stores.set("other-app", new Map());
    await sw.lifecycle("install");
    await sw.lifecycle("activate");
    expect([...sw.stores.keys()].sort()).toEqual(["lumbre-assets-v2", "other-app"]);
  });
});
