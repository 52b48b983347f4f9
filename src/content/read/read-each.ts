import "server-only";
import { ZodError } from "zod";

/**
 * Reads every document of a list with `read`, leaving out (and logging) one that fails the content model.
 * The embedded service refuses such a document at publish; hosted Prismic does not, and one bad document
 * must cost its own page (which keeps its last good version) rather than every listing, the sitemap and
 * the share images. Any other error is not the content's and goes on up.
 */
export function readEach<T>(documents: readonly unknown[], read: (document: unknown) => T | undefined): T[] {
  return documents.flatMap((document) => {
    try {
      const value = read(document);
      return value === undefined ? [] : [value];
    } catch (error) {
      if (!(error instanceof ZodError)) throw error;
      const fields = error.issues.map((issue) => issue.path.join(".") || "(document)").join(", ");
      logOnce(`[content] ${describe(document)} fails the content model (${fields}): left out of the lists`);
      return [];
    }
  });
}

/** Every page that lists the document would say it again; once per process is enough (a bounded memory). */
const said = new Set<string>();
const MAX_SAID = 500;

function logOnce(message: string): void {
  if (said.has(message)) return;
  if (said.size >= MAX_SAID) said.clear();
  said.add(message);
  console.error(message);
}

function describe(document: unknown): string {
  if (typeof document !== "object" || document === null) return "a document";
  const { id, type } = document as { id?: unknown; type?: unknown };
  return `${typeof type === "string" ? type : "document"} ${typeof id === "string" ? id : "(no id)"}`;
}
