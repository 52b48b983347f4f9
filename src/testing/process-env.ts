import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";

/**
 * For a test file of a module that reads the environment once (env.ts, when first imported): before
 * the file's dynamic imports, sets the variables `settings` gives for a fresh throw-away folder
 * (undefined removes one); after the file, runs `close`, puts every variable back and removes the
 * folder. Returns the folder's path, known once the file's tests run.
 */
export function useProcessEnv(
  name: string,
  settings: (
    dir: string,
  ) => Readonly<Record<string, string | undefined>> | Promise<Readonly<Record<string, string | undefined>>>,
  close: () => Promise<void> = async () => undefined,
): { readonly dir: string } {
  const folder = { dir: "" };
  const saved = new Map<string, string | undefined>();
  beforeAll(async () => {
    folder.dir = await mkdtemp(join(tmpdir(), `lumbre-${name}-`));
    for (const [key, value] of Object.entries(await settings(folder.dir))) {
      saved.set(key, process.env[key]);
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  afterAll(async () => {
    await close();
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await rm(folder.dir, { recursive: true, force: true });
  });
  return folder;
}
