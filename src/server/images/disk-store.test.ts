import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskStore } from "./disk-store";

const name = (letter: string) => `${letter.repeat(64)}.webp`;

async function bytesOnDisk(dir: string): Promise<number> {
  let total = 0;
  for (const file of await readdir(dir)) total += (await stat(join(dir, file))).size;
  return total;
}

describe("DiskStore", () => {
  let root: string;
  let dir: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "disk-store-"));
    dir = join(root, "ipx");
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("evicts the least recently used files so the folder never passes its cap", async () => {
    const store = new DiskStore({ dir, maxBytes: 25 });
    await store.write(name("a"), Buffer.alloc(10, 1));
    await store.write(name("b"), Buffer.alloc(10, 2));
    expect(await store.read(name("a"))).toEqual(Buffer.alloc(10, 1)); // a is now the most recent
    await store.write(name("c"), Buffer.alloc(10, 3)); // 30 bytes > 25: b goes
    expect((await readdir(dir)).sort()).toEqual([name("a"), name("c")]);
    expect(await bytesOnDisk(dir)).toBeLessThanOrEqual(25);
    expect(store.has(name("b"))).toBe(false);
    expect(await store.read(name("b"))).toBeUndefined();
    expect(store.usage).toEqual({ files: 2, bytes: 20 });
  });

  it("stays under the cap under concurrent writes", async () => {
    const store = new DiskStore({ dir, maxBytes: 100 });
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        store.write(`${index.toString(16).padStart(64, "0")}.png`, Buffer.alloc(7 + (index % 5))),
      ),
    );
    expect(await bytesOnDisk(dir)).toBeLessThanOrEqual(100);
    expect(store.usage.bytes).toBe(await bytesOnDisk(dir));
  });

  it("writes private files in a private folder, leaving no temporary file", async () => {
    const store = new DiskStore({ dir, maxBytes: 1000 });
    await store.write(name("a"), Buffer.from("x"));
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, name("a")))).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual([name("a")]);
  });

  it("does not keep a file bigger than the whole cap", async () => {
    const store = new DiskStore({ dir, maxBytes: 5 });
    await store.write(name("a"), Buffer.alloc(10));
    expect(store.has(name("a"))).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });

  it("rebuilds its index at start, oldest first, and trims a folder over the cap", async () => {
    await mkdir(dir);
    for (const [index, letter] of ["a", "b", "c", "d"].entries()) {
      await writeFile(join(dir, name(letter)), Buffer.alloc(10));
      const when = new Date(Date.UTC(2024, 0, 1 + index));
      await utimes(join(dir, name(letter)), when, when);
    }
    await writeFile(join(dir, "notes.txt"), "not ours");
    const store = new DiskStore({ dir, maxBytes: 25 });
    await store.ready();
    expect(store.usage).toEqual({ files: 2, bytes: 20 });
    expect((await readdir(dir)).sort()).toEqual([name("c"), name("d"), "notes.txt"]);
    // c is read, so d is now the least recently used.
    await store.read(name("c"));
    await store.write(name("e"), Buffer.alloc(10));
    expect(store.has(name("d"))).toBe(false);
    expect(store.has(name("c"))).toBe(true);
  });

  it("tracks a bounded number of files and deletes the surplus", async () => {
    await mkdir(dir);
    for (const letter of ["a", "b", "c"]) await writeFile(join(dir, name(letter)), "x");
    const store = new DiskStore({ dir, maxBytes: 1000, maxFiles: 2 });
    await store.ready();
    expect(store.usage.files).toBe(2);
    expect((await readdir(dir)).length).toBe(2);
  });

  it("forgets a file deleted behind its back", async () => {
    const store = new DiskStore({ dir, maxBytes: 100 });
    await store.write(name("a"), Buffer.from("x"));
    await rm(join(dir, name("a")));
    expect(await store.read(name("a"))).toBeUndefined();
    expect(store.usage).toEqual({ files: 0, bytes: 0 });
  });
});
