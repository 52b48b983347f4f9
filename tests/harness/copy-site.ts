// A copy of the site that a test may change: its own content/ and data, everything else (the build
// in dist/ among it) linked to the checkout. Free of any test runner, so Playwright and Vitest share it.
import { cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface SiteCopy {
  readonly root: string;
  remove(): Promise<void>;
}

const OWN = new Set(["content", "data", ".git", "test-results", "playwright-report"]);

export interface SiteCopyOptions {
  /** A content/ folder to share (a fleet over one content service) instead of a copy of the checkout's. */
  readonly content?: string;
}

export async function copySite(projectRoot: string, options: SiteCopyOptions = {}): Promise<SiteCopy> {
  const root = await mkdtemp(join(tmpdir(), "lumbre-site-"));
  for (const entry of await readdir(projectRoot)) {
    if (!OWN.has(entry)) await symlink(join(projectRoot, entry), join(root, entry));
  }
  if (options.content) await symlink(options.content, join(root, "content"));
  else await cp(join(projectRoot, "content"), join(root, "content"), { recursive: true });
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
