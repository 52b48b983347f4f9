/**
 * The assets and documents steps of content:push, both through Prismic's own migration helper
 * (`createMigration` and `writeClient.migrate()`, whose reporter gives the progress): first every image the
 * documents use that the media library lacks, then every document that is missing or differs, one
 * translation group per document (the master language's document first, its translations tied to it),
 * with links between documents pointing at the new ids. Images are given to the documents as the assets
 * the first step created or found, so each use keeps its own alt text and a rich-text image its label.
 */
import {
  createMigration,
  type MigrateReporterEvents,
  type Migration,
  type PrismicDocument,
  type PrismicMigrationAsset,
  type PrismicMigrationDocument,
  type WriteClient,
} from "@prismicio/client";
import type { PrismicSharedSlice } from "../../src/content/model/prismic-slices";
import { customTypeFields, type PrismicCustomType } from "../../src/content/model/prismic-types";
import { type SliceModels, toPrismicData } from "../../src/content/model/to-prismic-shape";
import type { StoredDocument } from "../../src/content/service/types";
import { type ContentImage, isRecord, isSiteImage } from "./content-images";
import { sameDocument } from "./document-comparison";
import {
  type AssetSource,
  assetsByChecksum,
  documentKey,
  existingDocuments,
  listAssets,
} from "./repository-state";

export interface PlacedAsset {
  readonly id: string;
  readonly url: string;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

export interface StepSummary {
  readonly created: readonly string[];
  readonly updated: readonly string[];
  readonly unchanged: readonly string[];
  /** Documents that differ from content/ but were left as they are in the repository (--only-missing). */
  readonly kept?: readonly string[];
}

/** A write that failed part-way: what the run had written before it, for the person to read. */
export class PartialPushError extends Error {
  constructor(
    readonly cause: unknown,
    readonly written: readonly string[],
  ) {
    super("the push stopped part-way");
  }
}

type Log = (line: string) => void;

function reporter(log: Log) {
  return (event: MigrateReporterEvents) => {
    switch (event.type) {
      case "assets:creating":
        log(`assets: creating ${event.data.current}/${event.data.total} ${event.data.asset.config.filename}`);
        break;
      case "documents:creating":
      case "documents:updating": {
        const { document } = event.data.document;
        const verb = event.type === "documents:creating" ? "creating" : "updating";
        log(`documents: ${verb} ${event.data.current}/${event.data.total} ${describe(document)}`);
        break;
      }
      default:
        break;
    }
  };
}

function describe(document: { type: string; uid?: string | null; lang: string }): string {
  return `${document.type}${document.uid ? `/${document.uid}` : ""} (${document.lang})`;
}

export interface AssetsStepOptions {
  readonly client: WriteClient;
  readonly source: AssetSource;
  readonly images: readonly ContentImage[];
  readonly dryRun: boolean;
  readonly log: Log;
}

/** Uploads the images the media library lacks; returns where each site path now lives. */
export async function pushAssets(
  options: AssetsStepOptions,
): Promise<{ summary: StepSummary; placed: ReadonlyMap<string, PlacedAsset> }> {
  const { client, images, dryRun, log } = options;
  const found = await assetsByChecksum(options.source, await listAssets(options.source), images);
  const placed = new Map<string, PlacedAsset>();
  const migration = createMigration();
  const pending = new Map<string, { image: ContentImage; asset: PrismicMigrationAsset }>();
  const unchanged: string[] = [];
  for (const image of images) {
    const existing = found.get(image.checksum);
    if (existing) {
      placed.set(image.path, existing);
      unchanged.push(image.path);
      continue;
    }
    const twin = [...pending.values()].find((entry) => entry.image.checksum === image.checksum);
    const asset =
      twin?.asset ??
      migration.createAsset(
        new Uint8Array(image.bytes),
        image.filename,
        image.alt === undefined ? {} : { alt: image.alt },
      );
    pending.set(image.path, { image, asset });
    if (dryRun) log(`assets: would create ${image.filename} (${image.path})`);
  }
  if (!dryRun && pending.size > 0) {
    try {
      await client.migrate(migration, { reporter: reporter(log) });
    } catch (error) {
      const written = [...pending.values()].flatMap(({ image, asset }) =>
        asset.asset ? [`asset ${asset.asset.id} ${image.filename} (${image.path})`] : [],
      );
      throw new PartialPushError(error, written);
    }
    for (const [path, { asset }] of pending) {
      if (!asset.asset) throw new Error(`the migration did not create ${path}`);
      placed.set(path, asset.asset);
    }
  }
  return { summary: { created: [...pending.keys()], updated: [], unchanged }, placed };
}

export interface DocumentsStepOptions {
  readonly client: WriteClient;
  readonly documents: readonly StoredDocument[];
  readonly types: readonly PrismicCustomType[];
  /** The shared slices the types' slice zones offer: each slice's fields are shaped by its variation. */
  readonly slices: readonly PrismicSharedSlice[];
  readonly placed: ReadonlyMap<string, PlacedAsset>;
  readonly masterLanguage: string;
  readonly dryRun: boolean;
  /** Leave documents that exist as they are, even when they differ from content/. */
  readonly onlyMissing: boolean;
  readonly log: Log;
}

/** What an editor sees as the document's name in Prismic: its title, else its uid. */
export function titleOf(document: StoredDocument): string {
  for (const field of ["title", "name", "meta_title"]) {
    const value = document.data[field];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return document.uid ?? document.type;
}

interface Placement {
  /** The Prismic id of a content document already in the repository. */
  readonly existingId: (contentId: string) => string | undefined;
  /** The migration's document for one being created in this run. */
  readonly created: (contentId: string) => PrismicMigrationDocument | undefined;
  readonly placed: ReadonlyMap<string, PlacedAsset>;
}

/**
 * A document's data in Prismic's shape, with its images as assets and its links as Prismic ids. `pending`
 * says a link or image points at something this run creates, so it cannot match what is there.
 */
function prismicData(
  document: StoredDocument,
  fields: PrismicCustomType["json"]["Main"],
  slices: SliceModels,
  placement: Placement,
): { data: Record<string, unknown>; pending: boolean } {
  let pending = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isRecord(value)) return value;
    if (value.link_type === "Document" && typeof value.id === "string") {
      const target = value.id;
      const id = placement.existingId(target);
      if (id !== undefined) return { link_type: "Document", id };
      pending = true;
      return { link_type: "Document", id: () => placement.created(target) };
    }
    const walked = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    if (!isSiteImage(value)) return walked;
    const asset = placement.placed.get(value.url);
    const { url: _url, dimensions, ...rest } = walked;
    if (!asset) {
      pending = true;
      return { ...rest, id: `(new asset for ${value.url})`, dimensions };
    }
    const size =
      asset.width && asset.height ? { width: asset.width, height: asset.height } : (dimensions as object);
    return { ...rest, id: asset.id, url: asset.url, dimensions: size };
  };
  const walkedData = walk(document.data);
  return { data: toPrismicData(fields, isRecord(walkedData) ? walkedData : {}, slices), pending };
}

/** Creates the documents the repository lacks and updates the ones that differ. */
export async function pushDocuments(
  options: DocumentsStepOptions,
): Promise<StepSummary & { readonly draftsWaiting: number }> {
  const { client, documents, masterLanguage, dryRun, log } = options;
  const { documents: existing, drafts } = await existingDocuments(client);
  const byContentId = new Map(documents.map((document) => [document.id, document]));
  const existingOf = (contentId: string): PrismicDocument | undefined => {
    const document = byContentId.get(contentId);
    return document ? existing.get(documentKey(document)) : undefined;
  };
  const migration: Migration = createMigration();
  const createdDocs = new Map<string, PrismicMigrationDocument>();
  const placement: Placement = {
    existingId: (contentId) => existingOf(contentId)?.id,
    created: (contentId) => createdDocs.get(contentId),
    placed: options.placed,
  };
  const fieldsOf = new Map(options.types.map((type) => [type.id, customTypeFields(type)]));
  const slices: SliceModels = new Map(options.slices.map((slice) => [slice.id, slice]));
  const created: string[] = [];
  const updated: string[] = [];
  const unchanged: string[] = [];
  const kept: string[] = [];
  const verb = dryRun ? "would " : "";
  // The master language first, so a translation can name its master document.
  const ordered = [...documents].sort(
    (a, b) => Number(b.lang === masterLanguage) - Number(a.lang === masterLanguage),
  );
  for (const document of ordered) {
    const fields = fieldsOf.get(document.type);
    if (!fields) throw new Error(`${document.id}: the content model has no custom type ${document.type}`);
    const { data, pending } = prismicData(document, fields, slices, placement);
    const name = describe(document);
    const there = existingOf(document.id);
    const tags = [...document.tags];
    if (there) {
      if (!pending && sameDocument(there, { uid: document.uid, tags, data })) {
        unchanged.push(name);
        continue;
      }
      if (options.onlyMissing) {
        kept.push(name);
        log(`documents: ${verb}leave ${name} as it is in Prismic (it differs from content/)`);
        continue;
      }
      updated.push(name);
      if (dryRun) log(`documents: ${verb}update ${name}`);
      migration.updateDocument(
        { ...there, uid: document.uid ?? there.uid, tags, data } as PrismicDocument,
        titleOf(document),
      );
      continue;
    }
    created.push(name);
    if (dryRun) log(`documents: ${verb}create ${name}`);
    const masterId = document.alternate_languages.find((language) => language.lang === masterLanguage)?.id;
    const masterThere = masterId === undefined ? undefined : existingOf(masterId);
    const masterLanguageDocument =
      document.lang === masterLanguage || masterId === undefined
        ? undefined
        : (masterThere ?? (() => createdDocs.get(masterId)));
    const migrationDocument = migration.createDocument(
      { type: document.type, lang: document.lang, uid: document.uid ?? undefined, tags, data } as Parameters<
        Migration["createDocument"]
      >[0],
      titleOf(document),
      masterLanguageDocument === undefined ? {} : { masterLanguageDocument },
    );
    createdDocs.set(document.id, migrationDocument);
  }
  if (!dryRun && created.length + updated.length > 0) {
    try {
      await client.migrate(migration, { reporter: reporter(log) });
    } catch (error) {
      const written = [...createdDocs.values()].flatMap((document) =>
        document.document.id ? [`document ${document.document.id} ${describe(document.document)}`] : [],
      );
      throw new PartialPushError(error, written);
    }
  }
  return { created, updated, unchanged, kept, draftsWaiting: drafts + created.length + updated.length };
}
