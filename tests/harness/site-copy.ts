// A copy of the site that a test may change: its own content/ and build output (.next, which Next
// rewrites when it renders pages again after a publish), everything else linked to the checkout.
import { cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";

export interface SiteCopy {
  readonly root: string;
  remove(): Promise<void>;
}

const OWN = new Set([".next", "content", "data", ".git", "test-results", "playwright-report"]);

export interface SiteCopyOptions {
  /** A content/ folder to share (a fleet over one content service) instead of a copy of the checkout's. */
  readonly content?: string;
}

export async function copySite(projectRoot: string, options: SiteCopyOptions = {}): Promise<SiteCopy> {
  const root = await mkdtemp(join(tmpdir(), "lumbre-site-"));
  for (const entry of await readdir(projectRoot)) {
    if (!OWN.has(entry)) await symlink(join(projectRoot, entry), join(root, entry));
  }
  const buildCache = `${sep}.next${sep}cache`;
  await cp(join(projectRoot, ".next"), join(root, ".next"), {
    recursive: true,
    filter: (source) => !source.includes(buildCache),
  });
  if (options.content) await symlink(options.content, join(root, "content"));
  else await cp(join(projectRoot, "content"), join(root, "content"), { recursive: true });
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
