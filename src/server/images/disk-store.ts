import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, opendir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

export interface DiskStoreOptions {
  readonly dir: string;
  /** Bytes the files may take together; the least recently used go first. */
  readonly maxBytes: number;
  /** Files tracked at most (the start-up scan stops there; files beyond it are deleted). */
  readonly maxFiles?: number;
}

/** The names this store writes: a SHA-256 in hex and the format. Anything else in the folder is left alone. */
const NAME = /^[0-9a-f]{64}\.(?:webp|avif|jpeg|png|svg)$/;
const TEMPORARY = /\.tmp$/;
/** A temporary file this old is a crash's leftover, not another process's write in progress. */
const STALE_TEMPORARY_MS = 10 * 60 * 1000;
const DEFAULT_MAX_FILES = 100_000;

const ignore = () => undefined;

/**
 * Files by name in one folder, bounded by their total size with least-recently-used eviction. The index
 * (name → size, in order of last use) lives in memory and is rebuilt from the folder at start, oldest
 * modification first; a read refreshes the file's mtime so that order survives a restart. Writes go to
 * a temporary file renamed into place, so a reader never sees half a file. A disk that refuses a write
 * switches the store off: the service then runs from memory.
 */
export class DiskStore {
  private readonly files = new Map<string, number>();
  /** Names being written right now: one evicted before its rename lands is deleted once it has. */
  private readonly writing = new Map<string, { evicted: boolean }>();
  private bytes = 0;
  private loading: Promise<void> | undefined;
  private broken = false;

  constructor(private readonly options: DiskStoreOptions) {}

  get usage(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }

  /** Resolves once the index is built; never rejects (an unreadable folder means an empty store). */
  ready(): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  /** Whether the index holds the file (synchronous, so a caller can decide before anything else runs). */
  has(name: string): boolean {
    return !this.broken && this.files.has(name);
  }

  /** Marks the file as just used without reading it (its bytes were served from memory). */
  touch(name: string): void {
    const size = this.files.get(name);
    if (size === undefined) return;
    this.files.delete(name);
    this.files.set(name, size);
  }

  async read(name: string): Promise<Buffer | undefined> {
    await this.ready();
    if (!this.has(name)) return undefined;
    const file = this.path(name);
    try {
      const data = await readFile(file);
      this.touch(name);
      const now = new Date();
      utimes(file, now, now).catch(ignore);
      return data;
    } catch {
      // Deleted behind the index's back (another process, a cleanup): forget it and encode again.
      this.forget(name);
      return undefined;
    }
  }

  async write(name: string, data: Buffer): Promise<void> {
    await this.ready();
    const size = data.byteLength;
    if (this.broken || size > this.options.maxBytes) return;
    this.forget(name);
    // Room is made and the size booked before any await, so concurrent writes cannot both pass the cap.
    const victims: string[] = [];
    for (const [oldest, oldSize] of this.files) {
      if (this.bytes + size <= this.options.maxBytes) break;
      this.files.delete(oldest);
      this.bytes -= oldSize;
      const inProgress = this.writing.get(oldest);
      if (inProgress) inProgress.evicted = true;
      else victims.push(oldest);
    }
    this.files.set(name, size);
    this.bytes += size;
    const write = { evicted: false };
    this.writing.set(name, write);
    await Promise.all(victims.map((victim) => unlink(this.path(victim)).catch(ignore)));

    const file = this.path(name);
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data, { mode: 0o600, flag: "wx" });
      await rename(temporary, file);
      if (write.evicted) await unlink(file).catch(ignore);
    } catch (error) {
      if (!write.evicted) this.forget(name);
      await unlink(temporary).catch(ignore);
      this.broken = true;
      console.warn(`images: disk cache off (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      this.writing.delete(name);
    }
  }

  private forget(name: string): void {
    const size = this.files.get(name);
    if (size === undefined) return;
    this.files.delete(name);
    this.bytes -= size;
  }

  private path(name: string): string {
    return join(this.options.dir, name);
  }

  private async load(): Promise<void> {
    const { dir, maxBytes, maxFiles = DEFAULT_MAX_FILES } = this.options;
    const found: { name: string; size: number; used: number }[] = [];
    const surplus: string[] = [];
    try {
      // Only the store's own folder is private: its parent (.cache) may hold other tools' caches.
      await mkdir(dirname(dir), { recursive: true });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const now = Date.now();
      for await (const entry of await opendir(dir)) {
        if (!entry.isFile()) continue;
        if (TEMPORARY.test(entry.name)) {
          const stats = await stat(this.path(entry.name)).catch(ignore);
          if (stats && now - stats.mtimeMs > STALE_TEMPORARY_MS) surplus.push(entry.name);
          continue;
        }
        if (!NAME.test(entry.name)) continue;
        // Past the bound the files are not worth an index entry: the cache is disposable, the cap is not.
        if (found.length >= maxFiles) {
          surplus.push(entry.name);
          continue;
        }
        const stats = await stat(this.path(entry.name)).catch(ignore);
        if (stats) found.push({ name: entry.name, size: stats.size, used: stats.mtimeMs });
      }
    } catch (error) {
      this.broken = true;
      console.warn(`images: disk cache off (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    found.sort((a, b) => a.used - b.used);
    for (const { name, size } of found) {
      this.files.set(name, size);
      this.bytes += size;
    }
    // A folder filled before the cap existed (or under a larger one) is trimmed to the cap now.
    for (const [oldest, size] of this.files) {
      if (this.bytes <= maxBytes) break;
      this.files.delete(oldest);
      this.bytes -= size;
      surplus.push(oldest);
    }
    await Promise.all(surplus.map((name) => unlink(this.path(name)).catch(ignore)));
  }
}
