import type { ContentStore } from "@/content/service/content-store";
import type { StoredDocument } from "@/content/service/types";
import { PRISMIC_IMAGE_ORIGIN } from "../prismic-image-url";
import { doubledCaptionLabels } from "./screen-captions";
import { isDocumentType, isSingleType, schemasByType } from "./types";

const LANGUAGES = ["en-us", "es-ar"] as const;

export interface CheckOptions {
  /** Whether a site image (/images/…) exists; without it, image paths are not checked. */
  readonly imageExists?: (url: string) => boolean;
  /** The real size of a site image (from the image manifest), to catch stale `dimensions`. */
  readonly imageSize?: (url: string) => { width: number; height: number } | undefined;
}

/**
 * Every problem in the content set, each naming the file and the field: documents that do not match
 * their type's schema, unknown types, documents missing their translation, links to documents that do
 * not exist, images that are not in public/, image dimensions that are not the file's, a case screen's
 * caption that repeats the before/after label the page sets in front of it, and a contact address of the
 * studio's domain other than the one the settings document of that language gives.
 */
export function checkContent(store: ContentStore, options: CheckOptions = {}): string[] {
  const sets = [
    { documents: store.master, sources: store.sources },
    ...store.releases.map((release) => ({ documents: release.documents, sources: release.sources })),
  ];
  const problems = new Set<string>();
  // The same images recur across documents and releases: each file is looked for once.
  const imageExists = options.imageExists && memoized(options.imageExists);
  // A release holds every master document besides its own: one it did not change is checked once.
  const checked = new WeakMap<object, { readonly key: string; readonly found: DocumentCheck }>();
  for (const { documents, sources } of sets) {
    const ids = new Set(documents.map((document) => document.id));
    const addresses = new Map<string, string | undefined>(
      LANGUAGES.map((language) => [language, addressOf(documents, language)]),
    );
    const tags = {
      industries: englishUids(documents, "industry"),
      families: englishUids(documents, "service_family"),
    };
    for (const [id, problem] of secondSingles(documents))
      problems.add(`${sources.get(id) ?? id}: ${problem}`);
    for (const document of documents) {
      const file = sources.get(document.id) ?? document.id;
      for (const problem of unknownTags(document, tags)) problems.add(`${file}: ${problem}`);
      const address = addresses.get(document.lang);
      const key = JSON.stringify([{ ...document, data: undefined }, address]);
      let found = checked.get(document.data);
      if (found?.key !== key) {
        found = { key, found: checkOne(document, address, { ...options, imageExists }) };
        checked.set(document.data, found);
      }
      for (const problem of found.found.problems) problems.add(`${file}: ${problem}`);
      for (const { path, id } of found.found.links) {
        if (!ids.has(id)) problems.add(`${file}: ${path}: links to "${id}", which does not exist`);
      }
    }
  }
  return [...problems];
}

/** The content language whose uids name industries in case studies and projects. */
const ENGLISH = "en-us";

/** The English uids of a type's documents: the names filter tags give them. */
function englishUids(documents: readonly StoredDocument[], type: string): ReadonlySet<string> {
  return new Set(
    documents.flatMap((document) =>
      document.type === type && document.lang === ENGLISH && document.uid ? [document.uid] : [],
    ),
  );
}

/** The named values of a list field: [path, value] pairs. */
function listed(document: StoredDocument, field: string): [string, unknown][] {
  const values = document.data[field];
  return Array.isArray(values)
    ? values.map((value: unknown, index) => [`data.${field}.${index}`, value])
    : [];
}

/**
 * A case study's or a project's industries and services (families) must each be a document of that type
 * (its English uid): the filters and the cards name them.
 */
function unknownTags(
  document: StoredDocument,
  tags: { readonly industries: ReadonlySet<string>; readonly families: ReadonlySet<string> },
): string[] {
  if (document.type !== "case_study" && document.type !== "project") return [];
  const industries: [string, unknown][] =
    document.type === "case_study"
      ? [["data.industry", document.data.industry]]
      : listed(document, "industries");
  const unknown = (named: [string, unknown][], known: ReadonlySet<string>, what: string) =>
    named.flatMap(([path, value]) =>
      typeof value === "string" && !known.has(value)
        ? [`${path}: names the ${what} "${value}", which is no ${what} document's English uid`]
        : [],
    );
  return [
    ...unknown(industries, tags.industries, "industry"),
    ...unknown(listed(document, "services"), tags.families, "service family"),
  ];
}

/** What one document's check found: its own problems, and the documents it links to (checked per set). */
interface DocumentCheck {
  readonly problems: readonly string[];
  readonly links: readonly { readonly path: string; readonly id: string }[];
}

function checkOne(
  document: StoredDocument,
  address: string | undefined,
  options: CheckOptions,
): DocumentCheck {
  const problems = [...checkDocument(document)];
  const { links, images, texts } = walk(document.data);
  for (const { path, url, dimensions } of images) {
    if (options.imageExists && !options.imageExists(url))
      problems.push(
        `${path}: the image ${url} is not in public/ and the image manifest: the site serves only the images it was built with (add the file under public/, then build and deploy, or use an image on ${PRISMIC_IMAGE_ORIGIN})`,
      );
    const size = options.imageSize?.(url);
    if (size && (size.width !== dimensions?.width || size.height !== dimensions?.height)) {
      problems.push(`${path}: the image ${url} is ${size.width}x${size.height}, not as its dimensions say`);
    }
  }
  problems.push(...doubledCaptionLabels(document.data.slices));
  problems.push(...foreignAddresses(document, texts, address));
  const languages = new Set([
    document.lang,
    ...document.alternate_languages.map((alternate) => alternate.lang),
  ]);
  for (const language of LANGUAGES) {
    if (!languages.has(language))
      problems.push(`has no ${language} translation (same file name, .${language}.json)`);
  }
  return { problems, links };
}

function checkDocument(document: StoredDocument): string[] {
  if (!isDocumentType(document.type)) return [`type: unknown document type "${document.type}"`];
  const problems = [...uidProblems(document)];
  const parsed = schemasByType[document.type].safeParse(document);
  if (parsed.success) return problems;
  return [
    ...problems,
    ...parsed.error.issues.map((issue) => `${issue.path.join(".") || "(document)"}: ${issue.message}`),
  ];
}

/**
 * A single type's document has no uid (Prismic has no UID field for it and answers `uid: null`); a
 * repeatable type's document is named by its uid, and has no page without one.
 */
function uidProblems(document: StoredDocument): string[] {
  if (isSingleType(document.type)) {
    return document.uid === null
      ? []
      : [`uid: ${document.type} is a single type, its document has no uid ("uid": null)`];
  }
  return document.uid === null ? [`uid: a ${document.type} document needs a uid`] : [];
}

/** Single types have one document per language: each further one is named, with the first it repeats. */
function secondSingles(documents: readonly StoredDocument[]): [string, string][] {
  const first = new Map<string, string>();
  const found: [string, string][] = [];
  for (const document of documents) {
    if (!isSingleType(document.type)) continue;
    const key = `${document.type}/${document.lang}`;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, document.id);
    else
      found.push([
        document.id,
        `${document.type} is a single type: one document per language, and ${earlier} is its ${document.lang} one already`,
      ]);
  }
  return found;
}

/** A site image (an object with a `url` under /images/ and `dimensions`) inside a document's data. */
interface ImageUse {
  path: string;
  url: string;
  dimensions: { width?: unknown; height?: unknown } | undefined;
}

interface Walked {
  /** Every Document link, with where it sits. */
  readonly links: { path: string; id: string }[];
  readonly images: ImageUse[];
  /** Every string. */
  readonly texts: { path: string; text: string }[];
}

/** One pass over a document's data, gathering what the checks look at. */
function walk(data: unknown): Walked {
  const walked: Walked = { links: [], images: [], texts: [] };
  const visit = (value: unknown, path: string): void => {
    if (typeof value === "string") {
      walked.texts.push({ path, text: value });
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${path}.${index}`);
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (record.link_type === "Document" && typeof record.id === "string")
      walked.links.push({ path, id: record.id });
    if (typeof record.url === "string" && record.url.startsWith("/images/") && "dimensions" in record) {
      const dimensions =
        record.dimensions && typeof record.dimensions === "object"
          ? (record.dimensions as { width?: unknown; height?: unknown })
          : undefined;
      walked.images.push({ path: `${path}.url`, url: record.url, dimensions });
    }
    for (const key in record) visit(record[key], `${path}.${key}`);
  };
  visit(data, "data");
  return walked;
}

/** The studio's contact address in a language: the settings document's `company_email`. */
function addressOf(documents: readonly StoredDocument[], lang: string): string | undefined {
  const settings = documents.find((document) => document.type === "settings" && document.lang === lang);
  const address = (settings?.data as { company_email?: unknown } | undefined)?.company_email;
  return typeof address === "string" ? address.toLowerCase() : undefined;
}

/** Addresses at the studio's domain, in any text of a document, that are not its language's contact address. */
function foreignAddresses(
  document: StoredDocument,
  texts: Walked["texts"],
  address: string | undefined,
): string[] {
  const domain = address?.split("@")[1];
  if (!address || !domain) return [];
  const pattern = new RegExp(`[\\w.+-]+@${domain.replace(/\./g, "\\.")}`, "gi");
  const marker = `@${domain}`;
  // The pattern is tried only on texts naming the domain: tried at every letter of every text, it took
  // seconds on a large content set.
  return texts.flatMap(({ path, text }) =>
    (text.toLowerCase().includes(marker) ? [...text.matchAll(pattern)] : [])
      .map((match) => match[0].toLowerCase())
      .filter((found) => found !== address)
      .map((found) => `${path}: says ${found}, but the ${document.lang} settings give ${address}`),
  );
}

function memoized(exists: (url: string) => boolean): (url: string) => boolean {
  const known = new Map<string, boolean>();
  return (url) => {
    let found = known.get(url);
    if (found === undefined) {
      found = exists(url);
      known.set(url, found);
    }
    return found;
  };
}
