import "server-only";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

export interface ContentFile {
  /** Path relative to the content root, with forward slashes (for messages). */
  readonly path: string;
  /** The document type: the folder under documents/. */
  readonly type: string;
  /** The translation group: the file name before the language, e.g. "ux-audits" in ux-audits.es-ar.json. */
  readonly group: string;
  /** The language from the file name, e.g. "es-ar". */
  readonly lang: string;
  readonly json: unknown;
}

/** Files read at once: 12,000 documents read all together run past the process's open-file limit (EMFILE). */
const READS_AT_ONCE = 64;

/** `map` over `items`, at most `limit` at a time, in order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index] as T;
      results[index] = await map(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const FILE_NAME = /^(?<group>[a-z0-9][a-z0-9-]*)\.(?<lang>[a-z]{2}-[a-z]{2})\.json$/;

/** Reads every document file under `<dir>/documents/<type>/<group>.<lang>.json`. */
export async function readDocumentFiles(root: string, dir: string): Promise<ContentFile[]> {
  const documentsDir = join(dir, "documents");
  const types = await listDirectories(documentsDir);
  const named = (
    await Promise.all(
      types.map(async (type) =>
        (
          await readdir(join(documentsDir, type))
        )
          .filter((name) => name.endsWith(".json"))
          .sort()
          .map((name) => ({ type, name })),
      ),
    )
  ).flat();
  return mapLimited(named, READS_AT_ONCE, async ({ type, name }): Promise<ContentFile> => {
    const absolute = join(documentsDir, type, name);
    const path = relative(root, absolute).split(sep).join("/");
    const match = FILE_NAME.exec(name);
    if (!match?.groups?.group || !match.groups.lang) {
      throw new Error(`${path}: file names are <group>.<language>.json, e.g. ux-audits.es-ar.json`);
    }
    let json: unknown;
    try {
      json = JSON.parse(await readFile(absolute, "utf8"));
    } catch (error) {
      throw new Error(`${path}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    return { path, type, group: match.groups.group, lang: match.groups.lang, json };
  });
}

export async function listDirectories(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export async function readJsonIfExists(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
