import "server-only";
import { createHash } from "node:crypto";
import { DiskStore } from "./disk-store";

export interface Variant {
  readonly data: Buffer;
  /** Strong validator: a hash of the bytes, so equal bytes always carry the same tag. */
  readonly etag: string;
}

export type VariantOrigin = "memory" | "disk" | "encoded";

export interface VariantCacheOptions {
  /** Memory held by variants; the least recently used go first. */
  readonly maxBytes: number;
  /** Where encoded variants outlive the process (`.cache/ipx`); unset = memory only. */
  readonly dir?: string;
  /** Bytes the files in `dir` may take together, least recently used evicted first (default 512 MB). */
  readonly maxDiskBytes?: number;
  /** Files in `dir` tracked at most (default 100 000). */
  readonly maxDiskFiles?: number;
}

const DEFAULT_DISK_BYTES = 512 * 1024 * 1024;

export function strongEtag(data: Buffer): string {
  return `"${createHash("sha256").update(data).digest("base64url").slice(0, 32)}"`;
}

/**
 * Processed images by key (source path, its mtime and size, the modifiers): an LRU in memory bounded by
 * bytes, backed by a bounded LRU of files on disk, so a repeat request costs a lookup instead of an
 * encode. Concurrent requests for the same missing key share one encode.
 */
export class VariantCache {
  private readonly entries = new Map<string, Variant>();
  private readonly pending = new Map<string, Promise<Variant>>();
  private readonly disk: DiskStore | undefined;
  private bytes = 0;

  constructor(private readonly options: VariantCacheOptions) {
    this.disk =
      options.dir === undefined
        ? undefined
        : new DiskStore({
            dir: options.dir,
            maxBytes: options.maxDiskBytes ?? DEFAULT_DISK_BYTES,
            ...(options.maxDiskFiles !== undefined && { maxFiles: options.maxDiskFiles }),
          });
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get diskUsage(): { files: number; bytes: number } {
    return this.disk?.usage ?? { files: 0, bytes: 0 };
  }

  /** Resolves once the disk index is known, so that `has` answers for the disk too. */
  async ready(): Promise<void> {
    await this.disk?.ready();
  }

  /**
   * Whether `get` would answer without encoding: the variant is in memory, on disk, or being encoded
   * for another request right now. Synchronous, so a check and the `get` after it see the same state.
   */
  has(key: string, extension: string): boolean {
    return (
      this.entries.has(key) || this.pending.has(key) || (this.disk?.has(fileName(key, extension)) ?? false)
    );
  }

  async get(
    key: string,
    extension: string,
    encode: () => Promise<Buffer>,
  ): Promise<{ variant: Variant; origin: VariantOrigin }> {
    const name = fileName(key, extension);
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting moves the key to the young end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      // A variant hot in memory is kept on disk too, for the next start.
      this.disk?.touch(name);
      return { variant: hit, origin: "memory" };
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return { variant: await inFlight, origin: "memory" };

    let origin: VariantOrigin = "disk";
    const work = (async () => {
      const stored = await this.disk?.read(name);
      if (stored) return { data: stored, etag: strongEtag(stored) };
      origin = "encoded";
      const data = await encode();
      await this.disk?.write(name, data);
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

function fileName(key: string, extension: string): string {
  return `${createHash("sha256").update(key).digest("hex")}.${extension}`;
}
