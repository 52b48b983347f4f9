// A copy of the site served by the production server for the tests of a Vitest file (copy-site.ts).
import { afterAll, beforeAll } from "vitest";
import { copySite, type SiteCopy } from "./copy-site";
import { type SiteServerOptions, type StartedSiteServer, startSiteServer } from "./servers";

export { copySite, type SiteCopy } from "./copy-site";

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
