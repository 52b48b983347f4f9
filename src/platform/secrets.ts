import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ensurePrivateDirectorySync, PRIVATE_FILE_MODE } from "@/platform/private-files";

const secrets = new Map<string, string>();

/**
 * The configured secret, or else a random one kept in `file` (created once, mode 0600, its directory
 * 0700 when created) so whatever it signs stays valid across restarts. Created under a temporary name
 * and linked into place: link() fails when the file exists, so two processes starting together end up
 * with the same secret, never a half-written one. Read once per file and process.
 */
export function persistentSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  const path = resolve(file);
  const known = secrets.get(path);
  if (known) return known;
  let secret = readSecret(path);
  if (!secret) {
    ensurePrivateDirectorySync(dirname(path));
    const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}`;
    writeFileSync(temporary, `${randomBytes(32).toString("base64url")}\n`, { mode: PRIVATE_FILE_MODE });
    chmodSync(temporary, PRIVATE_FILE_MODE);
    try {
      linkSync(temporary, path);
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    } finally {
      unlinkSync(temporary);
    }
    secret = readSecret(path);
    if (!secret) throw new Error(`${path} is empty: delete it to create a new secret`);
  }
  secrets.set(path, secret);
  return secret;
}

function readSecret(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8").trim() || undefined;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return undefined;
    throw error;
  }
}
