import "server-only";
import { DEFAULT_CACHE_CAPACITY } from "./constants";

export interface LruCacheOptions {
  /** Most entries kept; the least recently used one is dropped to make room. */
  readonly capacity?: number;
  /**
   * Most total weight kept (the content client weighs an answer by its text's length): a bound in bytes,
   * so a content set with larger documents does not take more memory. Unbounded when absent.
   */
  readonly maxWeight?: number | undefined;
  /** Milliseconds since the epoch; injectable so expiry can be tested without waiting. */
  readonly now?: () => number;
}

interface Entry<V> {
  readonly value: V;
  /** Epoch ms from which the entry is stale; undefined keeps it until evicted. */
  readonly expiresAt: number | undefined;
  readonly weight: number;
}

/** A bounded least-recently-used map whose entries may carry their own time to live. */
export class LruCache<V> {
  readonly capacity: number;
  readonly maxWeight: number;
  readonly #now: () => number;
  #weight = 0;
  // A Map iterates in insertion order, so re-inserting on access keeps the oldest entry first.
  readonly #entries = new Map<string, Entry<V>>();

  constructor(options: LruCacheOptions = {}) {
    const capacity = options.capacity ?? DEFAULT_CACHE_CAPACITY;
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`LRU capacity must be a positive integer, got ${capacity}`);
    }
    this.capacity = capacity;
    this.maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The total weight of the entries kept. */
  get weight(): number {
    return this.#weight;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt !== undefined && this.#now() >= entry.expiresAt) {
      this.#weight -= entry.weight;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * Stores `value`; with `ttlMs` it is served for that many milliseconds from now. An entry heavier than
   * the whole budget is not kept.
   */
  set(key: string, value: V, ttlMs?: number, weight = 1): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    const expiresAt = ttlMs === undefined ? undefined : this.#now() + ttlMs;
    this.#entries.set(key, { value, expiresAt, weight });
    this.#weight += weight;
    while (this.#entries.size > this.capacity || this.#weight > this.maxWeight) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    this.#weight -= entry.weight;
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }
}
