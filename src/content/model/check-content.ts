import type { ContentStore } from "@/content/service/content-store";
import type { StoredDocument } from "@/content/service/types";
import { localeOfContentLang } from "../link-resolver";
import { doubledCaptionLabels } from "./screen-captions";
import { screenImagePath } from "./screen-layout";
import { isDocumentType, schemasByType } from "./types";

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
  for (const { documents, sources } of sets) {
    const ids = new Set(documents.map((document) => document.id));
    for (const document of documents) {
      const file = sources.get(document.id) ?? document.id;
      for (const problem of checkDocument(document)) problems.add(`${file}: ${problem}`);
      for (const { path, id } of documentLinks(document.data, "data")) {
        if (!ids.has(id)) problems.add(`${file}: ${path}: links to "${id}", which does not exist`);
      }
      for (const { path, url, dimensions } of imageUrls(document.data, "data")) {
        if (options.imageExists && !options.imageExists(url))
          problems.add(`${file}: ${path}: the image ${url} is not in public/`);
        const size = options.imageSize?.(url);
        if (size && (size.width !== dimensions?.width || size.height !== dimensions?.height)) {
          problems.add(
            `${file}: ${path}: the image ${url} is ${size.width}x${size.height}, not as its dimensions say`,
          );
        }
      }
      for (const { path, url } of screenDrawings(document)) {
        if (options.imageExists && !options.imageExists(url))
          problems.add(
            `${file}: ${path}: the screen's drawing ${url} is not in public/ (npm run art -- cases/)`,
          );
      }
      if (document.type === "case_study") {
        for (const problem of doubledCaptionLabels(document.data.screens))
          problems.add(`${file}: ${problem}`);
      }
      for (const problem of foreignAddresses(document, addressOf(documents, document.lang))) {
        problems.add(`${file}: ${problem}`);
      }
      const languages = new Set([
        document.lang,
        ...document.alternate_languages.map((alternate) => alternate.lang),
      ]);
      for (const language of LANGUAGES) {
        if (!languages.has(language))
          problems.add(`${file}: has no ${language} translation (same file name, .${language}.json)`);
      }
    }
  }
  return [...problems];
}

function checkDocument(document: StoredDocument): string[] {
  if (!isDocumentType(document.type)) return [`type: unknown document type "${document.type}"`];
  const parsed = schemasByType[document.type].safeParse(document);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join(".") || "(document)"}: ${issue.message}`);
}

/** The drawings a case study's screens need (the art pipeline writes them from the same documents). */
function screenDrawings(document: StoredDocument): { path: string; url: string }[] {
  if (document.type !== "case_study" || !document.uid) return [];
  const uid = document.uid;
  const language = localeOfContentLang(document.lang);
  const screens = document.data.screens;
  if (!language || !Array.isArray(screens)) return [];
  return screens.flatMap((screen: unknown, index) => {
    const key = (screen as { key?: unknown } | null)?.key;
    return typeof key === "string" && key !== ""
      ? [{ path: `data.screens.${index}`, url: screenImagePath(uid, key, language) }]
      : [];
  });
}

/** Every Document link inside a document's data, with where it sits. */
function documentLinks(value: unknown, path: string): { path: string; id: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => documentLinks(item, `${path}.${index}`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own =
    record.link_type === "Document" && typeof record.id === "string" ? [{ path, id: record.id }] : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => documentLinks(child, `${path}.${key}`)),
  ];
}

/** Every site image (an object with a `url` under /images/ and `dimensions`) inside a document's data. */
interface ImageUse {
  path: string;
  url: string;
  dimensions: { width?: unknown; height?: unknown } | undefined;
}

function imageUrls(value: unknown, path: string): ImageUse[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => imageUrls(item, `${path}.${index}`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const dimensions =
    record.dimensions && typeof record.dimensions === "object"
      ? (record.dimensions as { width?: unknown; height?: unknown })
      : undefined;
  const own =
    typeof record.url === "string" && record.url.startsWith("/images/") && "dimensions" in record
      ? [{ path: `${path}.url`, url: record.url, dimensions }]
      : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => imageUrls(child, `${path}.${key}`))];
}

/** The studio's contact address in a language: the settings document's `company_email`. */
function addressOf(documents: readonly StoredDocument[], lang: string): string | undefined {
  const settings = documents.find((document) => document.type === "settings" && document.lang === lang);
  const address = (settings?.data as { company_email?: unknown } | undefined)?.company_email;
  return typeof address === "string" ? address.toLowerCase() : undefined;
}

/** Addresses at the studio's domain, in any text of a document, that are not its language's contact address. */
function foreignAddresses(document: StoredDocument, address: string | undefined): string[] {
  const domain = address?.split("@")[1];
  if (!address || !domain) return [];
  const pattern = new RegExp(`[\\w.+-]+@${domain.replace(/\./g, "\\.")}`, "gi");
  return texts(document.data, "data").flatMap(({ path, text }) =>
    [...text.matchAll(pattern)]
      .map((match) => match[0].toLowerCase())
      .filter((found) => found !== address)
      .map((found) => `${path}: says ${found}, but the ${document.lang} settings give ${address}`),
  );
}

function texts(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, `${path}.${key}`));
}
