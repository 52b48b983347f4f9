import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serveSiteCopy } from "../harness/site-copy";

/**
 * What an editor does next to a publish: undoes it at once, while the site is still rendering the first
 * one again; and what a publish must leave untouched: the not-found pages' own title.
 */

const projectRoot = join(import.meta.dirname, "../..");
const SECRET = "resilience-publish-undo-secret-0123456789";
const SERVICES = "content/documents/services_page/services.en-us.json";
const SETTINGS = "content/documents/settings/settings.en-us.json";
const ORIGINAL = "Five practices, one team";
const EDITED = "Five practices, one team, edited";
const REFRESHED = "publish.refreshed";

// The test polls pages with a query string (rendered past the cache) from one client, several a second.
const served = serveSiteCopy(projectRoot, {
  env: { CONTENT_WEBHOOK_SECRET: SECRET, QUERY_RENDERS_PER_MINUTE: "1000000" },
});

async function publish(): Promise<void> {
  const response = await fetch(new URL("/api/publish", served.server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "api-update", secret: SECRET }),
  });
  expect(response.status, await response.text()).toBe(202);
}

async function html(path: string): Promise<string> {
  return (await fetch(new URL(path, served.server.url))).text();
}

const heroTitle = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1];
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];

/** How many refreshes the server has finished (one log line each). */
const refreshesDone = () => served.server.output().split(REFRESHED).length - 1;

/** Polls until `probe` gives a value; the failure names what was awaited and what the server said. */
async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${seconds} s\n${served.server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function setHeroTitle(title: string): Promise<void> {
  const path = join(served.site.root, SERVICES);
  const document = JSON.parse(await readFile(path, "utf8")) as { data: Record<string, unknown> };
  document.data.hero_title = title;
  await writeFile(path, `${JSON.stringify(document, null, 2)}\n`);
  // The footer's settings change with it: every page is made of them, so the publish's refresh renders
  // every page again, and the undo arrives while it does.
  const settingsPath = join(served.site.root, SETTINGS);
  const settings = JSON.parse(await readFile(settingsPath, "utf8")) as {
    data: { offices: { city: string }[] };
  };
  const [office] = settings.data.offices;
  if (office) office.city = title === ORIGINAL ? "Buenos Aires" : "Buenos Aires, CABA";
  await writeFile(settingsPath, `${JSON.stringify(settings, null, 2)}\n`);
}

describe("an edit published and undone at once", () => {
  it("reaches visitors as the original, from the shared cache and with a query string", async () => {
    expect(heroTitle(await html("/services/"))).toBe(ORIGINAL);
    const before = refreshesDone();

    await setHeroTitle(EDITED);
    await publish();
    // Rendered for this request (a query string): the publish is taken, its refresh has only begun.
    await until("the edited title on /services/?taken", 60, async () =>
      heroTitle(await html("/services/?taken")) === EDITED ? true : undefined,
    );

    // The undo: published while the first publish's refresh still renders pages again.
    await setHeroTitle(ORIGINAL);
    const refreshingStill = refreshesDone() === before;
    await publish();

    for (const path of ["/services/", "/services/?x=1", "/services/?utm_source=newsletter"]) {
      await until(`the original title on ${path}`, 60, async () =>
        heroTitle(await html(path)) === ORIGINAL ? true : undefined,
      );
    }
    // Both refreshes are over, and the pages stay as the last publish took them.
    await until("both refreshes to finish", 60, async () =>
      refreshesDone() >= before + 2 ? true : undefined,
    );
    for (const path of ["/services/", "/services/?x=2"]) {
      expect(heroTitle(await html(path)), path).toBe(ORIGINAL);
    }
    // The undo did arrive during the first refresh (else this test proved nothing about the race).
    expect(refreshingStill, "the undo was published after the first refresh had finished").toBe(true);
  });
});

describe("the not-found pages after a publish", () => {
  it("keep their own title and stay out of search engines, in both languages", async () => {
    const done = refreshesDone();
    await publish();
    await until("the publish's refresh", 60, async () => (refreshesDone() > done ? true : undefined));
    for (const [path, title] of [
      ["/does-not-exist/", "Error page 404."],
      ["/cases/nope/", "Error page 404."],
      ["/es/no-existe/", "Error página 404."],
      ["/es/casos-de-estudio/nope/", "Error página 404."],
    ] as const) {
      const response = await fetch(new URL(path, served.server.url));
      const page = await response.text();
      expect(response.status, path).toBe(404);
      expect(titleOf(page), path).toBe(title);
      expect(page, path).toMatch(/<meta name="robots" content="noindex[,"]/);
    }
  });
});
