import type { ContentStore } from "@/content/service/content-store";
import type { StoredDocument } from "@/content/service/types";
import { isDocumentType, schemasByType } from "./types";

const LANGUAGES = ["en-us", "es-ar"] as const;

/**
 * Every problem in the content set, each naming the file and the field: documents that do not match
 * their type's schema, unknown types, and documents missing their translation.
 */
export function checkContent(store: ContentStore): string[] {
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
