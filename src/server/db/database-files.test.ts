import { chmod, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensurePrivateDirectorySync } from "@/platform/private-files";
import { migrate, openDatabase } from "@/server/db/database";

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe("the SQLite database's files", () => {
  let dir: string;
  let umask: number;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "lumbre-private-"));
    // The loosest umask: the modes must not depend on it.
    umask = process.umask(0);
  });
  afterEach(async () => {
    process.umask(umask);
    await rm(dir, { recursive: true, force: true });
  });

  it("are created 0600 (database, WAL and SHM) in directories created 0700", async () => {
    const path = join(dir, "data", "nested", "lumbre.sqlite");
    const db = openDatabase({ sqlitePath: path });
    try {
      await migrate(db);
      await db.selectFrom("leads").selectAll().execute();
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(await mode(file), file).toBe(0o600);
      expect(await mode(join(dir, "data"))).toBe(0o700);
      expect(await mode(join(dir, "data", "nested"))).toBe(0o700);
    } finally {
      await db.destroy();
    }
  });

  it("are made 0600 when an older start left them world-readable", async () => {
    const path = join(dir, "lumbre.sqlite");
    await chmod(dir, 0o755);
    const first = openDatabase({ sqlitePath: path });
    await migrate(first);
    // As an older version left them: readable by everyone, the WAL files still there.
    for (const file of [path, `${path}-wal`, `${path}-shm`]) {
      await writeFile(file, "", { flag: "a" });
      await chmod(file, 0o644);
    }
    const second = openDatabase({ sqlitePath: path });
    try {
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(await mode(file), file).toBe(0o600);
      // The directory was there already: it keeps its mode.
      expect(await mode(dir)).toBe(0o755);
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
    }
  });
});

describe("ensurePrivateDirectorySync", () => {
  it("makes only the directories it creates 0700, for a relative path too", async () => {
    const dir = await mkdtemp(join(tmpdir(), "lumbre-private-"));
    const cwd = process.cwd();
    const umask = process.umask(0);
    try {
      await chmod(dir, 0o755);
      process.chdir(dir);
      ensurePrivateDirectorySync("data/outbox");
      ensurePrivateDirectorySync("data/outbox");
    } finally {
      process.chdir(cwd);
      process.umask(umask);
    }
    try {
      expect(await mode(join(dir, "data"))).toBe(0o700);
      expect(await mode(join(dir, "data", "outbox"))).toBe(0o700);
      expect(await mode(dir)).toBe(0o755);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
