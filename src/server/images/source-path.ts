import "server-only";
import { realpath, stat } from "node:fs/promises";
import { extname, join, sep } from "node:path";

/** Source formats the service reads; anything else under images/ is not its business. */
const SOURCE_FORMATS = {
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".png": "png",
  ".webp": "webp",
  ".avif": "avif",
  ".svg": "svg",
} as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[keyof typeof SOURCE_FORMATS];

/** One path segment as the site names its images: letters, digits, dot, dash and underscore. */
const SEGMENT = /^[A-Za-z0-9._-]+$/;

export type PathCheck =
  | { ok: true; relative: string; format: SourceFormat }
  | { ok: false; status: 400 | 403; message: string };

function decodeSegments(rawPath: string): string[] | undefined {
  try {
    return rawPath.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * Checks the raw (still percent-encoded) path after the modifiers: it must name a file under images/
 * with plain segments. A path that does not decode (`%ZZ`) is malformed (400); traversal in any
 * spelling (`..`, `%2e%2e`, backslashes, encoded slashes, an absolute path, NUL) is refused (403);
 * both before the file system is asked anything.
 */
export function checkSourcePath(rawPath: string): PathCheck {
  const forbidden = (message: string) => ({ ok: false, status: 403, message }) as const;
  const segments = decodeSegments(rawPath);
  if (!segments) return { ok: false, status: 400, message: "Malformed path: bad percent-encoding" };
  for (const segment of segments) {
    if (segment === "." || segment === ".." || !SEGMENT.test(segment)) return forbidden("Forbidden path");
  }
  if (segments[0] !== "images" || segments.length < 2) {
    return forbidden("Only the site's own images (images/…) are served here");
  }
  const relative = segments.join("/");
  const format = SOURCE_FORMATS[extname(relative).toLowerCase() as keyof typeof SOURCE_FORMATS];
  if (!format) return forbidden("Not an image this service serves");
  return { ok: true, relative, format };
}

export interface SourceFile {
  readonly file: string;
  readonly size: number;
  readonly mtimeMs: number;
}

/**
 * Finds a checked path under the public directory. A symbolic link that leads out of it counts as
 * forbidden, a missing file (or a folder) as not found.
 */
export async function locateSource(
  publicDir: string,
  relative: string,
): Promise<{ ok: true; source: SourceFile } | { ok: false; status: 403 | 404; message: string }> {
  const root = join(publicDir, "images");
  const candidate = join(publicDir, relative);
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!realFile.startsWith(realRoot + sep)) return { ok: false, status: 403, message: "Forbidden path" };
    const stats = await stat(realFile);
    if (!stats.isFile()) return { ok: false, status: 404, message: "Image not found" };
    return { ok: true, source: { file: realFile, size: stats.size, mtimeMs: stats.mtimeMs } };
  } catch {
    return { ok: false, status: 404, message: "Image not found" };
  }
}

type Located = Awaited<ReturnType<typeof locateSource>>;

/**
 * `locateSource` with a short memory: a file found is trusted for `ttlMs` before it is looked up again,
 * so a burst of requests costs no system calls, and a replaced file is noticed within that time. Only
 * files that exist are remembered, so requests for made-up names cannot grow it.
 */
export class SourceLocator {
  private readonly found = new Map<string, { located: Located; at: number }>();

  constructor(
    readonly publicDir: string,
    private readonly ttlMs = 2000,
  ) {}

  async locate(relative: string): Promise<Located> {
    const now = Date.now();
    const known = this.found.get(relative);
    if (known && now - known.at < this.ttlMs) return known.located;
    const located = await locateSource(this.publicDir, relative);
    if (located.ok) this.found.set(relative, { located, at: now });
    else this.found.delete(relative);
    return located;
  }
}
