import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface Variant {
  readonly data: Buffer;
  /** Strong validator: a hash of the bytes, so equal bytes always carry the same tag. */
  readonly etag: string;
}

export type VariantOrigin = "memory" | "disk" | "encoded";

export interface VariantCacheOptions {
  /** Memory held by variants; the least recently used go first. */
  readonly maxBytes: number;
  /** Where encoded variants outlive the process (`.next/cache/ipx`); unset = memory only. */
  readonly dir?: string;
}

export function strongEtag(data: Buffer): string {
  return `"${createHash("sha256").update(data).digest("base64url").slice(0, 32)}"`;
}

/**
 * Processed images by key (source path, its mtime and size, the modifiers): an LRU in memory bounded by
 * bytes, backed by files on disk, so a repeat request costs a lookup instead of an encode. Concurrent
 * requests for the same missing key share one encode.
 */
export class VariantCache {
  private readonly entries = new Map<string, Variant>();
  private readonly pending = new Map<string, Promise<Variant>>();
  private bytes = 0;
  private diskBroken = false;

  constructor(private readonly options: VariantCacheOptions) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async get(
    key: string,
    extension: string,
    encode: () => Promise<Buffer>,
  ): Promise<{ variant: Variant; origin: VariantOrigin }> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting moves the key to the young end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return { variant: hit, origin: "memory" };
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return { variant: await inFlight, origin: "memory" };

    let origin: VariantOrigin = "disk";
    const work = (async () => {
      const file = this.fileFor(key, extension);
      const stored = file ? await readFile(file).catch(() => undefined) : undefined;
      if (stored) return { data: stored, etag: strongEtag(stored) };
      origin = "encoded";
      const data = await encode();
      if (file) await this.store(file, data);
      return { data, etag: strongEtag(data) };
    })();
    this.pending.set(key, work);
    try {
      const variant = await work;
      this.remember(key, variant);
      return { variant, origin };
    } finally {
      this.pending.delete(key);
    }
  }

  private fileFor(key: string, extension: string): string | undefined {
    if (!this.options.dir || this.diskBroken) return undefined;
    const name = `${createHash("sha256").update(key).digest("hex")}.${extension}`;
    // Not a file the bundler should trace: the cache folder is written at run time.
    return join(/*turbopackIgnore: true*/ this.options.dir, name);
  }

  /** Write then rename, so a reader never sees half a file; a read-only disk just means memory only. */
  private async store(file: string, data: Buffer): Promise<void> {
    const dir = this.options.dir;
    if (!dir) return;
    try {
      await mkdir(dir, { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      this.diskBroken = true;
      console.warn(`images: disk cache off (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  private remember(key: string, variant: Variant): void {
    const size = variant.data.byteLength;
    if (size > this.options.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.data.byteLength;
    this.entries.delete(key);
    this.entries.set(key, variant);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.data.byteLength;
    }
  }
}
