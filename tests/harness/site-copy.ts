// A copy of the site that a test may change: its own content/ and data, everything else (the build
// in dist/ among it) linked to the checkout.
import { cp, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type SiteServerOptions, type StartedSiteServer, startSiteServer } from "./servers";

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

export interface ServedSiteCopy {
  readonly site: SiteCopy;
  readonly server: StartedSiteServer;
}

/**
 * For the tests of the calling file (or describe block): a copy of the site served by the production
 * server, started before them and stopped and removed after them.
 */
export function serveSiteCopy(projectRoot: string, options: SiteServerOptions = {}): ServedSiteCopy {
  let copy: SiteCopy | undefined;
  let started: StartedSiteServer | undefined;
  beforeAll(async () => {
    copy = await copySite(projectRoot);
    started = await startSiteServer(copy.root, options);
  }, 120_000);
  afterAll(async () => {
    await started?.stop();
    await copy?.remove();
  });
  const before = "the site copy is served once the tests start";
  return {
    get site() {
      if (!copy) throw new Error(before);
      return copy;
    },
    get server() {
      if (!started) throw new Error(before);
      return started;
    },
  };
}
