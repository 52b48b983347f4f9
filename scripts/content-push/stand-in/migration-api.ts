/**
 * The Migration API part of the stand-in (https://migration.prismic.io), answering what
 * `@prismicio/client`'s write client sends (node_modules/@prismicio/client/src/WriteClient.ts) and
 * Prismic's technical reference describes: POST /documents `{ title, type, uid, lang,
 * alternate_language_id, tags, data }` answered 201 `{ id, title, type, lang, uid }`, PUT /documents/:id
 * `{ title, uid, tags, data }` answered 200, and POST /migration-release/publish answered 202
 * `{ totalItems }`. What it writes goes to the migration release, a draft beside the published document,
 * until that release is published. Errors are JSON `{ message }`, as the client reads them.
 *
 * It refuses what Prismic documents refusing: an unknown type, language or field, a uid on a singleton or
 * none on a repeatable type, a second document with one uid, a translation of anything but a master-language
 * document, an image naming no asset. Images are stored as the Document API serves them, filled from the
 * asset (its CDN URL with `auto=format,compress`, its size) with the alt text and copyright sent. An
 * embed is taken as its address (`{ embed_url }`) and stored with oEmbed data (oembed.ts).
 *
 * A client going faster than the documented one request a second is answered 429 with Retry-After
 * (rate-limit.ts), so the write client's own throttle (1.5 s between writes to one host) is what a push
 * is proven to keep to.
 *
 * A slice zone holds shared slices the zone offers and the repository has (Custom Types API, `/slices`),
 * each in a variation of its model, with that variation's fields resolved as a document's are (images,
 * links, rich text, embeds, groups; an unknown field refused); each is stored as the Document API serves
 * a slice, with an id `<slice_type>$<uuid>` unless the body gave one.
 *
 * What it does not prove: Prismic's validation of each field's value (lengths, select options, formats),
 * the oEmbed data a provider would give an embed, the words of its 429, legacy (non-shared) slices, and
 * anything about how editors review the migration release.
 */
import { randomUUID } from "node:crypto";
import type { StoredAsset } from "./asset-api";
import { prismicId } from "./asset-api";
import { fieldsOf, groupFields } from "./empty-fields";
import { authorised, isRecord, type Route, readJson, send } from "./http";
import type { Field, StoredCustomType, StoredSharedSlice } from "./models";
import { servedEmbed } from "./oembed";
import { createRateLimiter, MIGRATION_API_LIMIT, type RateLimiter, tooManyRequests } from "./rate-limit";

const PREFIX = "/migration";

/** A locale of the repository (Settings › Translations & Locales), as the Content API root lists it. */
export interface RepositoryLanguage {
  readonly id: string;
  readonly name: string;
  readonly is_master?: boolean;
}

/** The master locale: the one marked so, else the first (older API roots mark none). */
export function masterLanguageOf(languages: readonly RepositoryLanguage[]): string | undefined {
  return (languages.find((language) => language.is_master) ?? languages[0])?.id;
}

export interface DocumentVersion {
  readonly title: string;
  readonly uid: string | null;
  readonly tags: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
}

export interface PublishedVersion extends DocumentVersion {
  readonly first_publication_date: string;
  readonly last_publication_date: string;
}

export interface StandInDocument {
  readonly id: string;
  readonly type: string;
  readonly lang: string;
  /** The id of the master-language document of its translation group (its own, for one). */
  readonly group: string;
  readonly published?: PublishedVersion;
  readonly draft?: DocumentVersion;
}

export interface MigrationRouteOptions {
  readonly repositoryName: string;
  readonly token: string;
  readonly customTypes: ReadonlyMap<string, StoredCustomType>;
  /** The shared slices a document's slice zones may hold. */
  readonly sharedSlices: ReadonlyMap<string, StoredSharedSlice>;
  readonly assets: ReadonlyMap<string, StoredAsset>;
  readonly documents: Map<string, StandInDocument>;
  /** The repository's locales, the master among them. */
  readonly languages: readonly RepositoryLanguage[];
  /** The clock publication dates are taken from. */
  readonly now: () => Date;
  /** Default: the Migration API's documented rate, on the process's clock. */
  readonly limiter?: RateLimiter;
  /** Called with the ids of the documents a publish of the migration release changed. */
  readonly onPublished?: (documents: readonly string[]) => void;
}

class Refusal extends Error {}

/** Prismic's date format: 2026-11-26T12:00:00+0000. */
function prismicDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+0000");
}

function resolveImage(value: unknown, assets: MigrationRouteOptions["assets"], where: string): unknown {
  if (value === null || (isRecord(value) && Object.keys(value).length === 0)) return value;
  if (!isRecord(value) || typeof value.id !== "string")
    throw new Refusal(`${where}: an image needs the id of an asset.`);
  const asset = assets.get(value.id);
  if (!asset) throw new Refusal(`${where}: asset ${value.id} does not exist in the media library.`);
  const { id: _id, url: _url, dimensions: _dimensions, alt, copyright, edit, ...rest } = value;
  return {
    ...rest,
    id: asset.id,
    url: `${asset.url}?auto=format,compress`,
    alt: typeof alt === "string" ? alt : (asset.alt ?? null),
    copyright: typeof copyright === "string" ? copyright : (asset.credits ?? null),
    dimensions: { width: asset.width ?? 0, height: asset.height ?? 0 },
    edit: isRecord(edit) ? edit : { x: 0, y: 0, zoom: 1, background: "transparent" },
  };
}

/**
 * An Embed field: `{}` (or null) empty, else an object with the address of what it embeds, `embed_url`,
 * http or https; stored with the oEmbed data the stand-in serves for it (oembed.ts).
 */
function resolveEmbed(value: unknown, where: string): unknown {
  if (value === null || value === undefined || (isRecord(value) && Object.keys(value).length === 0))
    return {};
  const address = isRecord(value) && typeof value.embed_url === "string" ? value.embed_url : undefined;
  if (
    !isRecord(value) ||
    address === undefined ||
    !/^https?:\/\/[^/\s]+/.test(address) ||
    !URL.canParse(address)
  )
    throw new Refusal(`${where}: an embed is { "embed_url": "https://…" }, the address of what it embeds.`);
  return servedEmbed(address, value);
}

function resolveLink(value: unknown, documents: MigrationRouteOptions["documents"], where: string): unknown {
  if (!isRecord(value) || value.link_type !== "Document") return value;
  if (typeof value.id !== "string" || !documents.has(value.id))
    throw new Refusal(`${where}: the linked document ${String(value.id)} does not exist.`);
  return { link_type: "Document", id: value.id };
}

function resolveRichText(value: unknown, options: MigrationRouteOptions, where: string): unknown {
  if (value === null) return value;
  if (!Array.isArray(value)) throw new Refusal(`${where}: rich text is a list of blocks.`);
  return value.map((block: unknown, index) => {
    if (!isRecord(block)) throw new Refusal(`${where}[${index}]: a block is an object.`);
    if (block.type === "image") {
      const image = resolveImage(block, options.assets, `${where}[${index}]`);
      return isRecord(image) && isRecord(block.linkTo)
        ? { ...image, linkTo: resolveLink(block.linkTo, options.documents, `${where}[${index}].linkTo`) }
        : image;
    }
    const spans = Array.isArray(block.spans)
      ? block.spans.map((span: unknown, spanIndex) =>
          isRecord(span) && span.type === "hyperlink"
            ? {
                ...span,
                data: resolveLink(span.data, options.documents, `${where}[${index}].spans[${spanIndex}]`),
              }
            : span,
        )
      : block.spans;
    return { ...block, spans };
  });
}

function resolveData(
  fields: Readonly<Record<string, Field>>,
  data: unknown,
  options: MigrationRouteOptions,
  where: string,
  /** Whose fields these are, as a refusal names it. */
  owner = "the custom type",
): Record<string, unknown> {
  if (!isRecord(data)) throw new Refusal(`${where}: data must be an object.`);
  const resolved: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const field = fields[name];
    const path = `${where}.${name}`;
    if (!field || field.type === "UID") throw new Refusal(`${path}: ${owner} has no such field.`);
    if (field.type === "Image") resolved[name] = resolveImage(value, options.assets, path);
    else if (field.type === "StructuredText") resolved[name] = resolveRichText(value, options, path);
    else if (field.type === "Link") resolved[name] = resolveLink(value, options.documents, path);
    else if (field.type === "Embed") resolved[name] = resolveEmbed(value, path);
    else if (field.type === "Slices") resolved[name] = resolveSlices(field, value, options, path);
    else if (field.type === "Group") {
      if (value !== null && !Array.isArray(value)) throw new Refusal(`${path}: a group is a list of items.`);
      const inner = groupFields(field);
      resolved[name] = (value ?? []).map((item: unknown, index: number) =>
        resolveData(inner, item, options, `${path}[${index}]`, owner),
      );
    } else resolved[name] = value;
  }
  return resolved;
}

/**
 * A slice zone: each slice a shared slice the zone offers and the repository has, in one of its
 * variations, whose fields are resolved as a document's are. Each is stored as the Document API serves it:
 * an id `<slice_type>$<uuid>` (or the one sent), no label (shared slices have none), the variation's
 * version, and the legacy repeatable zone `items`, empty unless the variation declares fields for it.
 */
function resolveSlices(
  field: Field,
  value: unknown,
  options: MigrationRouteOptions,
  where: string,
): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Refusal(`${where}: a slice zone is a list of slices.`);
  const choices = isRecord(field.config?.choices) ? field.config.choices : {};
  return value.map((slice: unknown, index) => {
    const path = `${where}[${index}]`;
    if (!isRecord(slice)) throw new Refusal(`${path}: a slice is an object.`);
    const { slice_type: sliceType, variation: variationId } = slice;
    if (typeof sliceType !== "string" || sliceType === "")
      throw new Refusal(`${path}: a slice needs its slice_type.`);
    const choice = choices[sliceType];
    if (!isRecord(choice))
      throw new Refusal(`${path}: slice type ${sliceType} is not among this slice zone's choices.`);
    if (choice.type !== "SharedSlice")
      throw new Refusal(
        `${path}: slice type ${sliceType} is a legacy slice, which the stand-in does not take.`,
      );
    const model = options.sharedSlices.get(sliceType);
    if (!model) throw new Refusal(`${path}: the shared slice ${sliceType} does not exist in the repository.`);
    const variation = model.variations.find((candidate) => candidate.id === variationId);
    if (!variation)
      throw new Refusal(`${path}: the shared slice ${sliceType} has no variation ${String(variationId)}.`);
    const owner = `the shared slice ${sliceType} (variation ${variation.id})`;
    const primary = resolveData(
      variation.primary ?? {},
      slice.primary ?? {},
      options,
      `${path}.primary`,
      owner,
    );
    const items = slice.items ?? [];
    if (!Array.isArray(items)) throw new Refusal(`${path}.items: items is a list.`);
    const itemFields = variation.items ?? {};
    return {
      id: typeof slice.id === "string" && slice.id !== "" ? slice.id : `${sliceType}$${randomUUID()}`,
      slice_type: sliceType,
      slice_label: null,
      variation: variation.id,
      version: variation.version,
      primary,
      items: items.map((item: unknown, itemIndex) =>
        resolveData(itemFields, item, options, `${path}.items[${itemIndex}]`, owner),
      ),
    };
  });
}

function checkUid(
  options: MigrationRouteOptions,
  type: StoredCustomType,
  lang: string,
  uid: unknown,
  self: string | undefined,
): string | null {
  if (!type.repeatable) {
    if (uid !== undefined && uid !== null) throw new Refusal(`${type.id} is a singleton: it takes no uid.`);
    const other = [...options.documents.values()].find(
      (document) => document.type === type.id && document.lang === lang && document.id !== self,
    );
    if (other) throw new Refusal(`${type.id} is a singleton and already has a document in ${lang}.`);
    return null;
  }
  if (typeof uid !== "string" || !/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(uid))
    throw new Refusal(`${type.id} documents need a uid of lowercase letters, digits and hyphens.`);
  const clash = [...options.documents.values()].find((document) => {
    const version = document.draft ?? document.published;
    return (
      document.type === type.id && document.lang === lang && version?.uid === uid && document.id !== self
    );
  });
  if (clash) throw new Refusal(`A ${type.id} document in ${lang} already has the uid "${uid}".`);
  return uid;
}

function tagsOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === "string"))
    throw new Refusal("tags must be a list of strings.");
  return value;
}

function createDocument(options: MigrationRouteOptions, body: unknown): StandInDocument {
  if (!isRecord(body)) throw new Refusal("The body must be a JSON object.");
  const { title, type: typeId, lang, alternate_language_id: alternate } = body;
  if (typeof title !== "string" || title.trim() === "") throw new Refusal("A document needs a title.");
  const type = typeof typeId === "string" ? options.customTypes.get(typeId) : undefined;
  if (!type) throw new Refusal(`Unknown custom type: ${String(typeId)}.`);
  if (typeof lang !== "string" || !options.languages.some((language) => language.id === lang))
    throw new Refusal(`The repository has no language ${String(lang)}.`);
  const masterLanguage = masterLanguageOf(options.languages);
  let group: string | undefined;
  if (alternate !== undefined) {
    const master = typeof alternate === "string" ? options.documents.get(alternate) : undefined;
    if (!master || master.type !== type.id || master.lang !== masterLanguage)
      throw new Refusal(`alternate_language_id must be a ${type.id} document in ${masterLanguage}.`);
    const taken = [...options.documents.values()].some(
      (document) => document.group === master.group && document.lang === lang,
    );
    if (taken) throw new Refusal(`That document already has a translation in ${lang}.`);
    group = master.group;
  }
  const uid = checkUid(options, type, lang, body.uid, undefined);
  const id = prismicId();
  const data = resolveData(fieldsOf(type), body.data ?? {}, options, "data");
  return {
    id,
    type: type.id,
    lang,
    group: group ?? id,
    draft: { title, uid, tags: tagsOf(body.tags), data },
  };
}

function updateDocument(
  options: MigrationRouteOptions,
  existing: StandInDocument,
  body: unknown,
): StandInDocument {
  if (!isRecord(body)) throw new Refusal("The body must be a JSON object.");
  const type = options.customTypes.get(existing.type);
  if (!type) throw new Refusal(`Unknown custom type: ${existing.type}.`);
  const current = existing.draft ?? existing.published;
  const title =
    typeof body.title === "string" && body.title.trim() !== "" ? body.title : (current?.title ?? "");
  const uid = checkUid(options, type, existing.lang, body.uid ?? current?.uid ?? undefined, existing.id);
  const data = resolveData(fieldsOf(type), body.data ?? {}, options, "data");
  const tags = body.tags === undefined ? (current?.tags ?? []) : tagsOf(body.tags);
  return { ...existing, draft: { title, uid, tags, data } };
}

function publish(options: MigrationRouteOptions): string[] {
  const date = prismicDate(options.now());
  const published: string[] = [];
  for (const document of options.documents.values()) {
    if (!document.draft) continue;
    published.push(document.id);
    const { draft, ...rest } = document;
    options.documents.set(document.id, {
      ...rest,
      published: {
        ...draft,
        first_publication_date: document.published?.first_publication_date ?? date,
        last_publication_date: date,
      },
    });
  }
  return published;
}

export function migrationRoute(options: MigrationRouteOptions): Route {
  const limiter = options.limiter ?? createRateLimiter(MIGRATION_API_LIMIT);
  return async ({ request, response, method, path }) => {
    if (!path.startsWith(`${PREFIX}/`)) return false;
    // Counted per repository, every request: the limit is the API's, whatever the request was.
    const verdict = limiter.take();
    if (!verdict.allowed) {
      return tooManyRequests(response, verdict.retryAfterSeconds, {
        message: "Too many requests: the Migration API takes one request a second.",
      });
    }
    if (!authorised(request, options.repositoryName, options.token))
      return send(response, 401, { message: "Unauthorized: invalid write token or repository." });
    const local = path.slice(PREFIX.length);
    try {
      if (local === "/documents" && method === "POST") {
        const created = createDocument(options, await readJson(request));
        options.documents.set(created.id, created);
        const { id, type, lang } = created;
        return send(response, 201, { id, type, lang, title: created.draft?.title, uid: created.draft?.uid });
      }
      const one = /^\/documents\/([A-Za-z0-9_-]+)$/.exec(local);
      if (one?.[1] !== undefined && method === "PUT") {
        const existing = options.documents.get(one[1]);
        if (!existing) return send(response, 404, { message: `Document ${one[1]} not found.` });
        const updated = updateDocument(options, existing, await readJson(request));
        options.documents.set(updated.id, updated);
        const { id, type, lang } = updated;
        return send(response, 200, { id, type, lang, title: updated.draft?.title, uid: updated.draft?.uid });
      }
      if (local === "/migration-release/publish" && method === "POST") {
        const published = publish(options);
        send(response, 202, { totalItems: published.length });
        if (published.length > 0) options.onPublished?.(published);
        return true;
      }
    } catch (error) {
      if (error instanceof Refusal) return send(response, 400, { message: error.message });
      throw error;
    }
    return send(response, 404, { message: "Not Found" });
  };
}
