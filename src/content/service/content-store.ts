import "server-only";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { z } from "zod";
import { type ContentFile, listDirectories, readDocumentFiles, readJsonIfExists } from "./content-files";
import type { AlternateLanguage, StoredDocument } from "./types";

/** One published state of the repository: the master, or a release layered on it. */
export interface ContentRelease {
  readonly id: string;
  readonly label: string;
  readonly ref: string;
  readonly scheduledAt?: string;
  readonly documents: readonly StoredDocument[];
  /** Document id → the file it was read from (for messages). */
  readonly sources: ReadonlyMap<string, string>;
}

export interface ContentExperiment {
  readonly id: string;
  readonly googleId: string;
  readonly name: string;
  /** Route names of the route table whose pages take part (the request pipeline assigns visitors on them). */
  readonly routes: readonly string[];
  readonly variations: readonly { readonly id: string; readonly label: string; readonly ref: string }[];
}

export interface ContentStore {
  readonly masterRef: string;
  readonly master: readonly StoredDocument[];
  /** Document id → the file it was read from (for messages). */
  readonly sources: ReadonlyMap<string, string>;
  readonly releases: readonly ContentRelease[];
  /** When every scheduled release falls (or fell) due, published already or not: instants in ms. */
  readonly scheduledTimes: readonly number[];
  readonly experiments: {
    readonly draft: readonly ContentExperiment[];
    readonly running: readonly ContentExperiment[];
  };
  readonly languages: readonly string[];
  /** Document type → label. */
  readonly types: Readonly<Record<string, string>>;
  readonly bookmarks: Readonly<Record<string, string>>;
}

const publicationDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/, "a date like 2026-11-01T12:00:00+0000")
  .nullable();

/** The envelope of a document file; `data` is checked by the content model (npm run content:check). */
const documentFileSchema = z.object({
  id: z.string().min(1).optional(),
  uid: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens")
    .nullable()
    .optional(),
  type: z.string().min(1).optional(),
  lang: z.string().optional(),
  tags: z.array(z.string()).default([]),
  first_publication_date: publicationDate.default(null),
  last_publication_date: publicationDate.default(null),
  data: z.record(z.string(), z.unknown()),
});

const releaseFileSchema = z.object({
  label: z.string().min(1),
  scheduledAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/, "a date like 2027-03-01T09:00:00+0000")
    .refine((value) => Number.isFinite(scheduledTime(value)), "not a real date")
    .optional(),
});

const experimentsFileSchema = z.object({
  draft: z.array(z.unknown()).default([]),
  running: z
    .array(
      z.object({
        id: z.string().min(1),
        googleId: z.string().min(1),
        name: z.string().min(1),
        routes: z.array(z.string()).default([]),
        variations: z
          .array(z.object({ id: z.string().min(1), label: z.string().min(1), release: z.string().min(1) }))
          .min(2),
      }),
    )
    .default([]),
});

const bookmarksFileSchema = z.record(z.string(), z.string());

export const LANGUAGES = [
  { id: "en-us", name: "English - United States", is_master: true },
  { id: "es-ar", name: "Spanish - Argentina" },
] as const;

/** A short, URL-safe content hash: refs change exactly when the content they address changes. */
export function contentHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 16);
}

function fail(path: string, error: z.ZodError): never {
  const issue = error.issues[0];
  const field = issue?.path.join(".") || "(document)";
  throw new Error(`${path}: ${field}: ${issue?.message ?? "invalid"}`);
}

function toDocument(file: ContentFile): StoredDocument {
  const parsed = documentFileSchema.safeParse(file.json);
  if (!parsed.success) fail(file.path, parsed.error);
  const { data } = parsed;
  if (data.type !== undefined && data.type !== file.type) {
    throw new Error(`${file.path}: type: "${data.type}" does not match its folder "${file.type}"`);
  }
  if (data.lang !== undefined && data.lang !== file.lang) {
    throw new Error(`${file.path}: lang: "${data.lang}" does not match its file name "${file.lang}"`);
  }
  return {
    id: data.id ?? `${file.type}--${file.group}--${file.lang}`,
    uid: data.uid ?? null,
    type: file.type,
    lang: file.lang,
    tags: data.tags,
    first_publication_date: data.first_publication_date,
    last_publication_date: data.last_publication_date,
    alternate_languages: [],
    data: data.data,
  };
}

/** Translations are the files of one type that share a group name; each lists the others. */
function linkTranslations(
  files: readonly ContentFile[],
  documents: readonly StoredDocument[],
): StoredDocument[] {
  const groups = new Map<string, StoredDocument[]>();
  files.forEach((file, index) => {
    const document = documents[index];
    if (!document) return;
    const key = `${file.type}/${file.group}`;
    groups.set(key, [...(groups.get(key) ?? []), document]);
  });
  return documents.map((document, index) => {
    const file = files[index];
    const siblings = file ? (groups.get(`${file.type}/${file.group}`) ?? []) : [];
    const alternate_languages: AlternateLanguage[] = siblings
      .filter((other) => other.id !== document.id)
      .map((other) => ({
        id: other.id,
        type: other.type,
        lang: other.lang,
        ...(other.uid ? { uid: other.uid } : {}),
      }));
    return { ...document, alternate_languages };
  });
}

function checkUnique(documents: readonly StoredDocument[], where: string): void {
  const ids = new Set<string>();
  const uids = new Set<string>();
  for (const document of documents) {
    if (ids.has(document.id)) throw new Error(`${where}: two documents have the id ${document.id}`);
    ids.add(document.id);
    if (document.uid) {
      const key = `${document.type}/${document.lang}/${document.uid}`;
      if (uids.has(key))
        throw new Error(
          `${where}: two ${document.type} documents in ${document.lang} have the uid ${document.uid}`,
        );
      uids.add(key);
    }
  }
}

async function readDocuments(
  root: string,
  dir: string,
): Promise<{ files: ContentFile[]; documents: StoredDocument[] }> {
  const files = await readDocumentFiles(root, dir);
  return { files, documents: files.map(toDocument) };
}

function sourcesOf(files: readonly ContentFile[], documents: readonly StoredDocument[]): Map<string, string> {
  return new Map(documents.map((document, index) => [document.id, files[index]?.path ?? "content/"]));
}

interface ReleaseFolder {
  readonly id: string;
  readonly label: string;
  readonly scheduledAt?: string;
  readonly files: ContentFile[];
  readonly documents: StoredDocument[];
}

/** Documents (and their files) with `changes` laid over them: a changed id replaces, a new one is added. */
function layer(
  base: { files: readonly ContentFile[]; documents: readonly StoredDocument[] },
  changes: { files: readonly ContentFile[]; documents: readonly StoredDocument[] },
): { files: ContentFile[]; documents: StoredDocument[] } {
  const changedIds = new Set(changes.documents.map((document) => document.id));
  const kept = base.documents.flatMap((document, index) => {
    const file = base.files[index];
    return file && !changedIds.has(document.id) ? [{ file, document }] : [];
  });
  return {
    files: [...kept.map(({ file }) => file), ...changes.files],
    documents: [...kept.map(({ document }) => document), ...changes.documents],
  };
}

async function readRelease(root: string, id: string): Promise<ReleaseFolder> {
  const dir = join(root, "releases", id);
  const meta = releaseFileSchema.safeParse(await readJsonIfExists(join(dir, "release.json")));
  if (!meta.success) fail(`content/releases/${id}/release.json`, meta.error);
  const changed = await readDocuments(root, dir);
  return {
    id,
    label: meta.data.label,
    ...(meta.data.scheduledAt ? { scheduledAt: meta.data.scheduledAt } : {}),
    ...changed,
  };
}

/** When a scheduled release is due, as an instant (its date reads 2027-03-01T09:00:00+0000). */
export function scheduledTime(scheduledAt: string): number {
  return Date.parse(scheduledAt.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
}

/**
 * Loads content/: the published documents, the releases layered on them, bookmarks and experiments. A
 * release whose `scheduledAt` is not after `now` has been published: its documents are part of master
 * (due releases in the order of their dates) and it is no longer a release.
 */
export async function loadContentStore(root: string, now: Date = new Date()): Promise<ContentStore> {
  const folders = await Promise.all(
    (await listDirectories(join(root, "releases"))).map((id) => readRelease(root, id)),
  );
  const due = folders
    .filter(
      (folder) => folder.scheduledAt !== undefined && scheduledTime(folder.scheduledAt) <= now.getTime(),
    )
    .sort((a, b) => scheduledTime(a.scheduledAt ?? "") - scheduledTime(b.scheduledAt ?? ""));
  const published = due.reduce(layer, await readDocuments(root, root));
  const master = linkTranslations(published.files, published.documents);
  checkUnique(master, "content/documents");
  const masterRef = contentHash(master);

  const releases = folders
    .filter((folder) => !due.includes(folder))
    .map((folder): ContentRelease => {
      const { files, documents } = layer(published, folder);
      const layered = linkTranslations(files, documents);
      checkUnique(layered, `content/releases/${folder.id}`);
      return {
        id: folder.id,
        sources: sourcesOf(files, documents),
        label: folder.label,
        ...(folder.scheduledAt ? { scheduledAt: folder.scheduledAt } : {}),
        // Prismic's release refs read <release>~<master>: a new master expires them (410).
        ref: `${contentHash({ id: folder.id, documents: folder.documents })}~${masterRef}`,
        documents: layered,
      };
    });

  const experimentsFile = experimentsFileSchema.safeParse(
    (await readJsonIfExists(join(root, "experiments.json"))) ?? {},
  );
  if (!experimentsFile.success) fail("content/experiments.json", experimentsFile.error);
  const refOfRelease = (release: string): string => {
    // A release that has been published is master now.
    if (release === "master" || due.some((folder) => folder.id === release)) return masterRef;
    const found = releases.find((candidate) => candidate.id === release);
    if (!found) throw new Error(`content/experiments.json: variations: unknown release "${release}"`);
    return found.ref;
  };
  const running = experimentsFile.data.running.map(
    (experiment): ContentExperiment => ({
      id: experiment.id,
      googleId: experiment.googleId,
      name: experiment.name,
      routes: experiment.routes,
      variations: experiment.variations.map((variation) => ({
        id: variation.id,
        label: variation.label,
        ref: refOfRelease(variation.release),
      })),
    }),
  );

  const bookmarks = bookmarksFileSchema.safeParse(
    (await readJsonIfExists(join(root, "bookmarks.json"))) ?? {},
  );
  if (!bookmarks.success) fail("content/bookmarks.json", bookmarks.error);

  const typeNames = [...new Set(master.map((document) => document.type))].sort();
  return {
    masterRef,
    master,
    sources: sourcesOf(published.files, published.documents),
    releases,
    scheduledTimes: folders.flatMap((folder) =>
      folder.scheduledAt ? [scheduledTime(folder.scheduledAt)] : [],
    ),
    experiments: { draft: [], running },
    languages: LANGUAGES.map((language) => language.id),
    types: Object.fromEntries(typeNames.map((type) => [type, labelOf(type)])),
    bookmarks: bookmarks.data,
  };
}

function labelOf(type: string): string {
  const words = type.split("_").join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
