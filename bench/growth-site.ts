// A copy of the site with `factor` times its content, for bench/growth.ts: the checkout's files copied into
// a folder under the system's temporary folder (node_modules linked, no build, no data, no .env), its
// content/ the checkout's plus clones of every case study, archive project, service and article in both
// languages. Nothing in the checkout changes; the copy is built and served on its own.
//
// A clone is its original with a new uid (`<uid>-g<n>`, n = 2…factor), a new file and so a new document
// id (`<type>--<group>-g<n>--<lang>`), and a numbered title; its links still point at the originals, so the
// set stays valid for `npm run content:check` (which the copy's build runs). Every clone is a page at its
// uid, as its original is (a service in its original's family, since its back link names it). A case
// study's screens are drawings named after its uid: each clone gets copies of its original's, with their
// image-manifest entries.
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";

/** Document types cloned, with what the report calls them. */
export const GROWN_TYPES = {
  case_study: "case studies",
  project: "archive projects",
  service: "services",
  insight: "articles",
} as const;
type GrownType = keyof typeof GROWN_TYPES;

/** The checkout's entries a copy never takes: installed, built, local or per-machine state, content. */
const LEFT_OUT = new Set([
  "node_modules",
  "dist",
  ".git",
  ".astro",
  ".cache",
  ".env",
  ".env.local",
  "data",
  "content",
  "test-results",
  "playwright-report",
  "blob-report",
  "screenshots",
]);
/** Under node_modules/: the caches a build writes, which the copy keeps to itself. */
const OWN_CACHES = new Set([".vite", ".vite-temp", ".astro", ".cache"]);
/** Under public/: what a build or a bench writes there. */
const LEFT_OUT_PUBLIC = ["_ipx", "bench-images-variant.webp"];

export interface GrownSite {
  readonly root: string;
  readonly factor: number;
  /** Documents in the copy's content/ (both languages, master only). */
  readonly documents: number;
  /** Documents of each grown type, both languages. */
  readonly byType: Readonly<Record<GrownType, number>>;
  remove(): Promise<void>;
}

const FILE_NAME = /^(?<group>[a-z0-9][a-z0-9-]*)\.(?<lang>[a-z]{2}-[a-z]{2})\.json$/;

interface ContentDocument {
  uid?: string;
  data: Record<string, unknown>;
}

/** The clone of one document: numbered uid and title, never featured. */
function cloneDocument(original: ContentDocument, n: number): ContentDocument {
  const copy = structuredClone(original);
  if (typeof copy.uid === "string") copy.uid = `${copy.uid}-g${n}`;
  if (typeof copy.data.title === "string") copy.data.title = `${copy.data.title} ${n}`;
  if (copy.data.featured === true) copy.data.featured = false;
  return copy;
}

function screenKeys(document: ContentDocument): string[] {
  const screens = document.data.screens;
  if (!document.uid || !Array.isArray(screens)) return [];
  return screens.flatMap((screen: unknown) => {
    const key = (screen as { key?: unknown } | null)?.key;
    return typeof key === "string" && key !== "" ? [key] : [];
  });
}

async function copyCheckout(projectRoot: string, root: string): Promise<void> {
  for (const entry of await readdir(projectRoot)) {
    if (LEFT_OUT.has(entry)) continue;
    const publicDir = join(projectRoot, "public");
    await cp(join(projectRoot, entry), join(root, entry), {
      recursive: true,
      filter: (source) => {
        const inPublic = relative(publicDir, source);
        return !LEFT_OUT_PUBLIC.some((name) => inPublic === name || inPublic.startsWith(`${name}${sep}`));
      },
    });
  }
  // The packages installed once, each linked: the build and the server resolve them through the links,
  // and the caches a build writes under node_modules/ (Vite's, Astro's) are the copy's own.
  const installed = await realpath(join(projectRoot, "node_modules"));
  await mkdir(join(root, "node_modules"));
  for (const entry of await readdir(installed)) {
    if (!OWN_CACHES.has(entry)) await symlink(join(installed, entry), join(root, "node_modules", entry));
  }
}

/** Copies the checkout with `factor` times its cases, projects, services and articles (factor 1: as is). */
export async function growSite(projectRoot: string, factor: number): Promise<GrownSite> {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`growth factor ${factor}: a whole number ≥ 1`);
  const root = await mkdtemp(join(tmpdir(), `lumbre-growth-${factor}x-`));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    await copyCheckout(projectRoot, root);
    const content = join(root, "content");
    await cp(join(projectRoot, "content"), content, { recursive: true });

    const manifestFile = join(root, "src", "content", "image-manifest.json");
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<string, unknown>;
    const screens = join(root, "public", "images", "cases", "screens");

    const byType = {} as Record<GrownType, number>;
    for (const type of Object.keys(GROWN_TYPES) as GrownType[]) {
      const folder = join(content, "documents", type);
      const names = (await readdir(folder)).filter((name) => FILE_NAME.test(name)).sort();
      byType[type] = names.length * factor;
      for (const name of names) {
        const { group = "", lang = "" } = FILE_NAME.exec(name)?.groups ?? {};
        const original = JSON.parse(await readFile(join(folder, name), "utf8")) as ContentDocument;
        for (let n = 2; n <= factor; n += 1) {
          const clone = cloneDocument(original, n);
          await writeFile(join(folder, `${group}-g${n}.${lang}.json`), `${JSON.stringify(clone, null, 2)}\n`);
        }
        // A case's drawings, one per screen in its language, named `<uid>-<key>.<language>.svg`.
        const keys = type === "case_study" ? screenKeys(original) : [];
        for (const key of keys) {
          const file = `${original.uid ?? ""}-${key}.${lang.slice(0, 2)}.svg`;
          const entry = manifest[`/images/cases/screens/${file}`];
          for (let n = 2; n <= factor; n += 1) {
            const cloneFile = `${original.uid ?? ""}-g${n}-${key}.${lang.slice(0, 2)}.svg`;
            await cp(join(screens, file), join(screens, cloneFile));
            if (entry) manifest[`/images/cases/screens/${cloneFile}`] = entry;
          }
        }
      }
    }
    await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(join(root, "data"), { recursive: true });
    return { root, factor, documents: await countDocuments(content), byType, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function countDocuments(content: string): Promise<number> {
  const documents = join(content, "documents");
  let count = 0;
  for (const type of await readdir(documents)) {
    count += (await readdir(join(documents, type))).filter((name) => FILE_NAME.test(name)).length;
  }
  return count;
}
