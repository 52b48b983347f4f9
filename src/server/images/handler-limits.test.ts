import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, markFrontHandler } from "@/platform/client-address";
import { createRateLimiter } from "@/platform/rate-limiter";
import { type Encoder, ipxEncoder } from "./encode";
import { createEncodeGate } from "./encode-gate";
import { type ImageServiceOptions, serveImage } from "./handler";
import { SourceLocator } from "./source-path";
import { VariantCache } from "./variant-cache";

/** An encoder that holds every encode until released, and records how many ran at once. */
function slowEncoder() {
  const state = { calls: 0, running: 0, most: 0, release: [] as (() => void)[] };
  const encode: Encoder = async (relative, modifiers, format) => {
    state.calls += 1;
    state.running += 1;
    state.most = Math.max(state.most, state.running);
    await new Promise<void>((resolve) => state.release.push(resolve));
    state.running -= 1;
    return Buffer.from(JSON.stringify({ relative, modifiers, format }));
  };
  return { state, encode };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** Waits (a few seconds at most) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let round = 0; round < 3000 && !done(); round++) await tick();
  expect(done()).toBe(true);
}

/** Lets held encodes finish, as they start, until every answer is in. */
async function settle(state: ReturnType<typeof slowEncoder>["state"], answers: Promise<Response>[]) {
  let settled = false;
  const all = Promise.all(answers).finally(() => {
    settled = true;
  });
  await until(() => {
    for (const release of state.release.splice(0)) release();
    return settled;
  });
  return all;
}

function expectRefusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
}

describe("serveImage under load", () => {
  let publicDir: string;
  beforeAll(async () => {
    publicDir = await mkdtemp(join(tmpdir(), "images-limits-"));
    await mkdir(join(publicDir, "images"));
    const photo = sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#ec4312" } });
    await writeFile(join(publicDir, "images", "photo.jpg"), await photo.jpeg().toBuffer());
    await writeFile(join(publicDir, "images", "art.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Behind the production server the client address header names the client (else all share "local").
    markFrontHandler();
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("lumbre.front-handler")];
    await rm(publicDir, { recursive: true, force: true });
  });

  function service(overrides: Partial<ImageServiceOptions> = {}): ImageServiceOptions {
    return {
      sources: new SourceLocator(publicDir),
      cache: new VariantCache({ maxBytes: 10_000_000 }),
      encode: async (relative, modifiers, format) =>
        Buffer.from(JSON.stringify({ relative, modifiers, format })),
      gate: createEncodeGate({ concurrency: 2, queue: 16 }),
      ...overrides,
    };
  }
  const get = (options: ImageServiceOptions, path: string, client = "203.0.113.7") =>
    serveImage(
      new Request(`http://localhost${path}`, { headers: { [CLIENT_ADDRESS_HEADER]: client } }),
      options,
    );

  it("lets a client start IMAGE_ENCODE_BURST fresh encodes, then answers 429 with Retry-After", async () => {
    let now = 0;
    const budget = createRateLimiter({ burst: 3, perSecond: 6 / 60 }, { now: () => now });
    const options = service({ budget });
    const widths = [64, 128, 256, 320, 640];
    const statuses = [];
    for (const width of widths)
      statuses.push((await get(options, `/_ipx/f_jpeg,w_${width}/images/photo.jpg`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    const refused = await get(options, "/_ipx/f_jpeg,w_1024/images/photo.jpg");
    expectRefusal(refused, 429);
    expect(refused.headers.get("retry-after")).toBe("10"); // one token at 6 a minute

    // Cache hits cost nothing, and other spellings of a variant are redirected to it, costing nothing either.
    const hit = await get(options, "/_ipx/f_jpeg,w_128/images/photo.jpg");
    expect(hit.status).toBe(200);
    expect(hit.headers.get("x-image-cache")).toBe("memory");
    const spelling = await get(options, "/_ipx/w_100/images/photo.jpg");
    expect(spelling.status).toBe(308);
    expect(spelling.headers.get("location")).toBe("/_ipx/f_jpeg,w_128/images/photo.jpg");
    expect((await get(options, "/_ipx/_/images/art.svg")).status).toBe(200);
    // Another client has its own budget.
    expect((await get(options, "/_ipx/f_jpeg,w_1024/images/photo.jpg", "198.51.100.9")).status).toBe(200);
    // And the first one gets a token back as time passes.
    now = 10_000;
    expect((await get(options, "/_ipx/f_jpeg,w_1280/images/photo.jpg")).status).toBe(200);
    expect((await get(options, "/_ipx/f_jpeg,w_1536/images/photo.jpg")).status).toBe(429);
  });

  it("never runs more than IMAGE_ENCODE_CONCURRENCY encodes at once, and a full queue answers 503", async () => {
    const slow = slowEncoder();
    const gate = createEncodeGate({ concurrency: 2, queue: 3 });
    const options = service({ encode: slow.encode, gate });
    const widths = [16, 32, 64, 128, 256, 320, 640, 768];
    const early: Response[] = [];
    const answers = widths.map((width) =>
      get(options, `/_ipx/f_jpeg,w_${width}/images/photo.jpg`).then((response) => {
        early.push(response);
        return response;
      }),
    );
    // Two encode and three wait; the other three are refused at once, while the five are still held.
    await until(() => early.length === 3);
    for (const response of early) expectRefusal(response, 503);
    expect({ running: slow.state.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 3 });

    const statuses = (await settle(slow.state, answers)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 503)).toHaveLength(3);
    expect(slow.state.most).toBe(2);
    expect(slow.state.calls).toBe(5);
  });

  it("shares one encode, and one token, between identical concurrent requests", async () => {
    const slow = slowEncoder();
    const budget = createRateLimiter({ burst: 1, perSecond: 0.001 });
    const options = service({ encode: slow.encode, budget });
    const [a, b] = await settle(slow.state, [
      get(options, "/_ipx/f_webp,w_768/images/photo.jpg"),
      get(options, "/_ipx/f_webp,w_768/images/photo.jpg"),
    ]);
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(b?.headers.get("etag")).toBe(a?.headers.get("etag"));
    expect(slow.state.calls).toBe(1);
  });

  it("sends w_700 to w_768, whose bytes come from one encode", async () => {
    let calls = 0;
    const real = ipxEncoder(publicDir);
    const options = service({
      encode: (...args) => {
        calls += 1;
        return real(...args);
      },
    });
    const arbitrary = await get(options, "/_ipx/f_webp,w_700/images/photo.jpg");
    expect(arbitrary.status).toBe(308);
    expect(arbitrary.headers.get("location")).toBe("/_ipx/f_webp,w_768/images/photo.jpg");
    expect(calls).toBe(0);
    const canonical = await get(options, "/_ipx/f_webp,w_768/images/photo.jpg");
    expect(await sharp(Buffer.from(await canonical.arrayBuffer())).metadata()).toMatchObject({
      width: 768,
      height: 384,
    });
    expect(calls).toBe(1);
  });
});
