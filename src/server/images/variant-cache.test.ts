import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { strongEtag, VariantCache } from "./variant-cache";

function countingEncoder(bytes = 10) {
  const counter = {
    calls: 0,
    encode: async () => {
      counter.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Buffer.alloc(bytes, counter.calls);
    },
  };
  return counter;
}

describe("VariantCache", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "variant-cache-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("encodes a variant once: a repeat request is served from memory", async () => {
    const cache = new VariantCache({ maxBytes: 1000, dir });
    const encoder = countingEncoder();
    const first = await cache.get("hero|w_640", "webp", encoder.encode);
    const second = await cache.get("hero|w_640", "webp", encoder.encode);
    expect(encoder.calls).toBe(1);
    expect(first.origin).toBe("encoded");
    expect(second.origin).toBe("memory");
    expect(second.variant.data).toBe(first.variant.data);
    expect(second.variant.etag).toBe(strongEtag(first.variant.data));
  });

  it("shares one encode between concurrent requests for the same variant", async () => {
    const cache = new VariantCache({ maxBytes: 1000 });
    const encoder = countingEncoder();
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.get("k", "png", encoder.encode)));
    expect(encoder.calls).toBe(1);
    expect(new Set(answers.map((answer) => answer.variant.etag)).size).toBe(1);
  });

  it("reads the disk copy after a restart instead of encoding again", async () => {
    const encoder = countingEncoder();
    await new VariantCache({ maxBytes: 1000, dir }).get("k", "webp", encoder.encode);
    expect((await readdir(dir)).filter((file) => file.endsWith(".webp"))).toHaveLength(1);
    const restarted = new VariantCache({ maxBytes: 1000, dir });
    const again = await restarted.get("k", "webp", encoder.encode);
    expect(encoder.calls).toBe(1);
    expect(again.origin).toBe("disk");
  });

  it("keeps the disk under its cap, dropping the least recently used files", async () => {
    const cache = new VariantCache({ maxBytes: 1000, dir, maxDiskBytes: 35 });
    const encoder = countingEncoder(10);
    for (const key of ["a", "b", "c"]) await cache.get(key, "webp", encoder.encode);
    await cache.get("a", "webp", encoder.encode); // a hit in memory still counts as a use on disk
    await cache.get("d", "webp", encoder.encode); // 40 bytes > 35: b, the least recently used, goes
    const files = await readdir(dir);
    let bytes = 0;
    for (const file of files) bytes += (await stat(join(dir, file))).size;
    expect(files).toHaveLength(3);
    expect(bytes).toBeLessThanOrEqual(35);
    expect(cache.diskUsage).toEqual({ files: 3, bytes: 30 });

    const restarted = new VariantCache({ maxBytes: 1000, dir, maxDiskBytes: 35 });
    await restarted.ready();
    expect(["a", "b", "c", "d"].map((key) => restarted.has(key, "webp"))).toEqual([true, false, true, true]);
  });

  it("says whether it holds a variant without encoding it", async () => {
    const cache = new VariantCache({ maxBytes: 1000 });
    const encoder = countingEncoder();
    expect(cache.has("k", "webp")).toBe(false);
    const running = cache.get("k", "webp", encoder.encode);
    expect(cache.has("k", "webp")).toBe(true); // being encoded: a second request joins, it costs nothing
    await running;
    expect(cache.has("k", "webp")).toBe(true);
    expect(encoder.calls).toBe(1);
  });

  it("keeps memory under its byte bound, dropping the least recently used", async () => {
    const cache = new VariantCache({ maxBytes: 25 });
    const encoder = countingEncoder(10);
    await cache.get("a", "webp", encoder.encode);
    await cache.get("b", "webp", encoder.encode);
    await cache.get("a", "webp", encoder.encode); // a is now the most recent
    await cache.get("c", "webp", encoder.encode); // 30 bytes > 25: b goes
    expect(cache.size).toEqual({ entries: 2, bytes: 20 });
    expect(encoder.calls).toBe(3);
    await cache.get("a", "webp", encoder.encode);
    expect(encoder.calls).toBe(3);
    await cache.get("b", "webp", encoder.encode);
    expect(encoder.calls).toBe(4);
  });

  it("does not hold a variant bigger than the whole bound", async () => {
    const cache = new VariantCache({ maxBytes: 5 });
    const encoder = countingEncoder(10);
    await cache.get("big", "webp", encoder.encode);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("does not remember a failed encode", async () => {
    const cache = new VariantCache({ maxBytes: 100 });
    await expect(cache.get("bad", "webp", () => Promise.reject(new Error("corrupt")))).rejects.toThrow(
      "corrupt",
    );
    const encoder = countingEncoder();
    await cache.get("bad", "webp", encoder.encode);
    expect(encoder.calls).toBe(1);
  });
});
