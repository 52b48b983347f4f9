import "server-only";
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";

/**
 * The data directory holds visitors' names, e-mail addresses and messages: its files are the owner's
 * alone. Modes are set with chmod after creating, since the mode given to open/mkdir passes through
 * the process's umask, which this code does not control.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;

/**
 * Creates `directory` and its missing parents as 0700. Directories that already exist keep their mode:
 * they may be shared with something else (a mounted volume, the project folder).
 */
export function ensurePrivateDirectorySync(directory: string): void {
  const first = mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  for (const created of createdDirectories(directory, first)) chmodSync(created, PRIVATE_DIRECTORY_MODE);
}

export async function ensurePrivateDirectory(directory: string): Promise<void> {
  const first = await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  for (const created of createdDirectories(directory, first)) await chmod(created, PRIVATE_DIRECTORY_MODE);
}

/** Creates `path` empty as 0600 when it is missing, and makes an existing file 0600. */
export function ensurePrivateFileSync(path: string): void {
  closeSync(openSync(path, "a", PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
}

/** Makes `path` 0600 if it exists. */
export function restrictFileSync(path: string): void {
  try {
    chmodSync(path, PRIVATE_FILE_MODE);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
  }
}

/** mkdir's answer is the first directory it created: that one and the ones below it down to `directory`. */
function createdDirectories(directory: string, first: string | undefined): string[] {
  if (first === undefined) return [];
  const top = resolve(first);
  const created: string[] = [];
  for (let path = resolve(directory); ; path = dirname(path)) {
    created.push(path);
    if (path === top || dirname(path) === path) return created;
  }
}
