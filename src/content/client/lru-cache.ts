import "server-only";
import { DEFAULT_CACHE_CAPACITY } from "./constants";

export interface LruCacheOptions {
  /** Most entries kept; the least recently used one is dropped to make room. */
  readonly capacity?: number;
  /** Milliseconds since the epoch; injectable so expiry can be tested without waiting. */
  readonly now?: () => number;
}

interface Entry<V> {
  readonly value: V;
  /** Epoch ms from which the entry is stale; undefined keeps it until evicted. */
  readonly expiresAt: number | undefined;
}

/** A bounded least-recently-used map whose entries may carry their own time to live. */
export class LruCache<V> {
  readonly capacity: number;
  readonly #now: () => number;
  // A Map iterates in insertion order, so re-inserting on access keeps the oldest entry first.
  readonly #entries = new Map<string, Entry<V>>();

  constructor(options: LruCacheOptions = {}) {
    const capacity = options.capacity ?? DEFAULT_CACHE_CAPACITY;
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`LRU capacity must be a positive integer, got ${capacity}`);
    }
    this.capacity = capacity;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt !== undefined && this.#now() >= entry.expiresAt) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value`; with `ttlMs` it is served for that many milliseconds from now. */
  set(key: string, value: V, ttlMs?: number): void {
    this.#entries.delete(key);
    const expiresAt = ttlMs === undefined ? undefined : this.#now() + ttlMs;
    this.#entries.set(key, { value, expiresAt });
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: string): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
