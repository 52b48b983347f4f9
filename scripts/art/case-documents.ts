// The case study documents as the art pipeline reads them (content/documents/case_study/*.json): the one
// place that lists them and tells their language. Each reader checks the part of their shape it uses.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";

/**
 * Every case document in `schema`'s shape with its language and file name, in file-name order; one of
 * another shape stops with its file.
 */
export async function readCaseDocuments<Schema extends z.ZodType<object>>(
  projectRoot: string,
  schema: Schema,
): Promise<(z.infer<Schema> & { readonly language: "en" | "es"; readonly file: string })[]> {
  const folder = join(projectRoot, "content", "documents", "case_study");
  const documents: (z.infer<Schema> & { readonly language: "en" | "es"; readonly file: string })[] = [];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith(".json")).sort()) {
    const parsed = schema.safeParse(JSON.parse(await readFile(join(folder, file), "utf8")));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`content/documents/case_study/${file}: ${issue?.path.join(".")}: ${issue?.message}`);
    }
    const language = file.endsWith(".es-ar.json") ? "es" : "en";
    documents.push(Object.assign({}, parsed.data, { language, file } as const));
  }
  return documents;
}
