import "server-only";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What tests sign their preview tokens with and hand the content handlers they build. */
export const TEST_PREVIEW_SECRET = "test-preview-secret-0123456789abcdef0123";

/**
 * Writes a small content/ folder for tests: 150 articles in two languages, settings, the release "launch"
 * (variation B of a running experiment, so live for some visitors) and the release "spring" (a scheduled
 * campaign nobody outside may read yet).
 */
export async function writeTestContent(): Promise<{ root: string; cleanup(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), "lumbre-content-"));
  const write = async (path: string, value: unknown) => {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), JSON.stringify(value));
  };
  const article = (n: number, lang: "en-us" | "es-ar") => ({
    uid: lang === "en-us" ? `article-${n}` : `articulo-${n}`,
    tags: n % 2 === 0 ? ["even", "news"] : ["odd"],
    first_publication_date: `2026-0${(n % 9) + 1}-1${n % 10}T10:00:00+0000`,
    last_publication_date: "2026-10-01T10:00:00+0000",
    data: {
      title: [{ type: "heading1", text: lang === "en-us" ? `Article ${n}` : `Artículo ${n}`, spans: [] }],
      rank: n,
      published: `2026-0${(n % 9) + 1}-1${n % 10}`,
    },
  });
  await Promise.all(
    Array.from({ length: 150 }, (_, index) => index + 1).flatMap((n) => [
      write(`documents/article/a${n}.en-us.json`, article(n, "en-us")),
      write(`documents/article/a${n}.es-ar.json`, article(n, "es-ar")),
    ]),
  );
  const settings = (email: string) => ({ data: { company_email: email } });
  await write("documents/settings/settings.en-us.json", settings("hello@lumbre.studio"));
  await write("documents/settings/settings.es-ar.json", settings("hola@lumbre.studio"));
  await write("releases/launch/release.json", { label: "Launch" });
  await write("releases/launch/documents/settings/settings.en-us.json", settings("launch@lumbre.studio"));
  await write("releases/spring/release.json", { label: "Spring", scheduledAt: "2027-03-01T09:00:00+0000" });
  await write("releases/spring/documents/settings/settings.en-us.json", settings("spring@lumbre.studio"));
  await write("bookmarks.json", { about: "settings--settings--en-us" });
  await write("experiments.json", {
    running: [
      {
        id: "hero",
        googleId: "g-hero",
        name: "Hero",
        routes: ["index"],
        variations: [
          { id: "a", label: "A", release: "master" },
          { id: "b", label: "B", release: "launch" },
        ],
      },
    ],
  });
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}
