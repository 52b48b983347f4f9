import { describe, expect, it } from "vitest";
import { DEFAULT_CACHE_CAPACITY } from "./constants";
import { LruCache } from "./lru-cache";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("LruCache", () => {
  it("holds 1000 entries by default", () => {
    expect(DEFAULT_CACHE_CAPACITY).toBe(1000);
    const cache = new LruCache<number>();
    expect(cache.capacity).toBe(1000);
    for (let i = 0; i < 1001; i += 1) cache.set(`k${i}`, i);
    expect(cache.size).toBe(1000);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k1000")).toBe(1000);
  });

  it("holds its entries' weight to its budget, oldest out first, and keeps no entry heavier than it", () => {
    const cache = new LruCache<string>({ capacity: 100, maxWeight: 10 });
    cache.set("a", "A", undefined, 4);
    cache.set("b", "B", undefined, 4);
    cache.set("c", "C", undefined, 4);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("B");
    expect(cache.weight).toBe(8);
    cache.set("huge", "H", undefined, 11);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("b")).toBe("B");
    cache.set("b", "B2", undefined, 2);
    expect(cache.weight).toBe(6);
  });

  it("evicts the least recently used entry, counting reads as use", () => {
    const cache = new LruCache<string>({ capacity: 2 });
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
  });

  it("serves an entry for exactly its time to live, on the injected clock", () => {
    const time = clock();
    const cache = new LruCache<string>({ now: time.now });
    cache.set("k", "v", 5000);
    time.advance(4999);
    expect(cache.get("k")).toBe("v");
    time.advance(1);
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps an entry without a time to live until it is evicted, and replaces on set", () => {
    const time = clock();
    const cache = new LruCache<string>({ now: time.now, capacity: 3 });
    cache.set("k", "old", 10);
    cache.set("k", "new");
    time.advance(1_000_000);
    expect(cache.get("k")).toBe("new");
    expect(cache.size).toBe(1);
    expect(cache.delete("k")).toBe(true);
    cache.set("x", "1");
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("rejects a capacity that is not a positive integer", () => {
    expect(() => new LruCache({ capacity: 0 })).toThrow(RangeError);
    expect(() => new LruCache({ capacity: 1.5 })).toThrow(RangeError);
  });
});
