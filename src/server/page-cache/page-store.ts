import "server-only";

/** One answer the route cache keeps: what a visitor gets, ready to write, and what it was made of. */
export interface StoredAnswer {
  readonly status: number;
  /** Lower-case names, as the site sent them (minus the per-response ones). */
  readonly headers: readonly (readonly [string, string])[];
  /**
   * The body as rendered. A page whose type compresses is kept gzipped only, until a client that does
   * not take gzip asks for it (a CDN asking plainly, a load balancer's check): unzipped then, and kept
   * beside the gzip, since unzipping at every such request halved the throughput of kept pages. Browsers
   * all take gzip, so the budget holds about five times the pages it would hold with both.
   */
  readonly body: Uint8Array | undefined;
  /** The body gzipped, when the type compresses; `body` or `gzip` is always there. */
  readonly gzip: Uint8Array | undefined;
  readonly etag: string;
  /** The cache tags the page set (Astro's `cache.set({ tags })`): the documents and types it read. */
  readonly tags: readonly string[];
  readonly expiresAt: number;
}

interface Slot {
  answer: StoredAnswer;
  /** A publish changed what it was made of: still served until its new render is kept. */
  stale: boolean;
  bytes: number;
}

/**
 * The route cache's memory: answers by key, least recently used first out once their bytes pass the
 * budget, so memory is bounded by `maxBytes` whatever the number of pages. An invalidation marks answers
 * stale instead of dropping them: visitors keep the previous page until the new one is kept.
 */
export class PageStore {
  // A Map iterates in insertion order: re-inserting on every use keeps the least recent first.
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;
  /** Counts invalidations: a render that started before one is kept as stale. */
  private generationCount = 0;

  constructor(private readonly limits: { readonly maxBytes: number; readonly entryBytes: number }) {}

  get generation(): number {
    return this.generationCount;
  }

  /** The answer kept under `key` (counted as a use), and whether it is stale; nothing once it expired. */
  get(key: string, now: number): { answer: StoredAnswer; stale: boolean } | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (slot.answer.expiresAt <= now) {
      this.bytes -= slot.bytes;
      return undefined;
    }
    this.slots.set(key, slot);
    return { answer: slot.answer, stale: slot.stale };
  }

  /**
   * Keeps `answer` under `key`, rendered when the store was at `generation`: rendered before an
   * invalidation since, it may be made of what the publish replaced, so it is kept stale (served, and
   * rendered again). An answer over the per-entry budget is not kept.
   */
  set(key: string, answer: StoredAnswer, generation = this.generationCount): boolean {
    const bytes = sizeOf(key, answer);
    this.delete(key);
    if (bytes > this.limits.entryBytes) return false;
    this.slots.set(key, { answer, stale: generation !== this.generationCount, bytes });
    this.bytes += bytes;
    this.evict();
    return true;
  }

  /** Least recently used first out, until the kept answers fit the budget. */
  private evict(): void {
    for (const [oldest, slot] of this.slots) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.slots.delete(oldest);
      this.bytes -= slot.bytes;
    }
  }

  /**
   * Keeps the body as rendered beside the gzip of the answer under `key`, once a client that does not
   * take gzip asked for it; the answer with it, whether or not the slot still held this answer.
   */
  keepPlain(key: string, answer: StoredAnswer, body: Uint8Array): StoredAnswer {
    const withBody: StoredAnswer = { ...answer, body };
    const slot = this.slots.get(key);
    if (slot?.answer !== answer) return withBody;
    slot.answer = withBody;
    slot.bytes += body.byteLength;
    this.bytes += body.byteLength;
    this.evict();
    return withBody;
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.bytes;
  }

  /**
   * Marks stale every answer carrying one of `tags`, or every answer for
   * "all"; resolves with their keys, least recently used first.
   */
  invalidate(tags: readonly string[] | "all"): string[] {
    this.generationCount += 1;
    const wanted = tags === "all" ? undefined : new Set(tags);
    const marked: string[] = [];
    for (const [key, slot] of this.slots) {
      const matches = wanted === undefined || slot.answer.tags.some((tag) => wanted.has(tag));
      if (!matches) continue;
      slot.stale = true;
      marked.push(key);
    }
    return marked;
  }

  /** Keys of the answers kept, least recently used first. */
  keys(): string[] {
    return [...this.slots.keys()];
  }

  get size(): number {
    return this.slots.size;
  }

  get maxBytes(): number {
    return this.limits.maxBytes;
  }

  has(key: string): boolean {
    return this.slots.has(key);
  }

  get usedBytes(): number {
    return this.bytes;
  }
}

/** What an answer holds in memory: bodies, headers, tags and its key (a key may be 8 KB long). */
function sizeOf(key: string, answer: StoredAnswer): number {
  let bytes = key.length + (answer.body?.byteLength ?? 0) + (answer.gzip?.byteLength ?? 0);
  for (const [name, value] of answer.headers) bytes += name.length + value.length;
  for (const tag of answer.tags) bytes += tag.length;
  return bytes;
}
