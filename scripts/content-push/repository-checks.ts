/**
 * What content:push asks of the repository before it writes anything, because a write would leave it
 * half-pushed in a shape the site cannot read and Prismic cannot change back in place:
 *
 * - its locales: the master locale is the site's master language (en-us), and the other language is
 *   there. Prismic makes a translation only of a master-locale document (the Migration API's
 *   `alternate_language_id` names one), and the site reads its master language as en-us.
 * - its custom types: a type it has already keeps its repeatability. Prismic has no way to turn a
 *   repeatable type single (or the reverse) in place, so the site's single types (home, the company pages,
 *   the listings' heads, the settings) pushed to a repository that still has them repeatable must be
 *   recreated by an editor.
 *
 * Each check answers the lines an editor reads; none means the push may go on.
 */
import { z } from "zod";
import type { PrismicCustomType } from "../../src/content/model/prismic-types";
import { LANGUAGES } from "../../src/content/service/content-store";

/** Something in the repository the push must not write over; `lines` say what and what to do. */
export class RepositoryMismatchError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines.join("\n"));
    this.name = "RepositoryMismatchError";
  }
}

/** The part of the Content API root (GET /api/v2) that names the repository's locales. */
const rootSchema = z.object({
  languages: z.array(
    z.object({ id: z.string().min(1), name: z.string().optional(), is_master: z.boolean().optional() }),
  ),
});

const SETTINGS = "Settings › Translations & Locales";

/** A locale as an editor finds it in Prismic's list: its name and its code. */
function named(id: string, name?: string): string {
  const known = name ?? LANGUAGES.find((language) => language.id === id)?.name;
  return known ? `${known} (${id})` : id;
}

/**
 * The repository's locales against the site's: `site` in order, the master first. The master locale is
 * the one the root marks `is_master`, else its first (Prismic's default language; older roots mark none).
 */
export function localeProblems(root: unknown, site: readonly string[]): string[] {
  const parsed = rootSchema.safeParse(root);
  if (!parsed.success)
    return [
      "content:push: the repository's Content API root names no locales (`languages`): nothing was written.",
    ];
  const { languages } = parsed.data;
  const [siteMaster, ...others] = site;
  if (siteMaster === undefined) return [];
  const master = languages.find((language) => language.is_master) ?? languages[0];
  const problems: string[] = [];
  if (master === undefined) {
    problems.push(
      `content:push: the repository has no locale yet, and the site's master language is ${named(siteMaster)}: nothing was written.`,
      `  In Prismic, ${SETTINGS}: add ${named(siteMaster)} (the first locale is the master), then run content:push again.`,
    );
  } else if (master.id !== siteMaster) {
    const listed = languages.some((language) => language.id === siteMaster);
    problems.push(
      `content:push: the repository's master locale is ${named(master.id, master.name)}, and the site's master language is ${named(siteMaster)}: nothing was written.`,
      `  The site's documents are written in ${siteMaster} with their translations beside them, and Prismic translates only from the master locale.`,
      `  In Prismic, ${SETTINGS}: ${listed ? "" : `add ${named(siteMaster)}, then `}click "Set as master" beside ${named(siteMaster)}, then run content:push again.`,
    );
  }
  const missing = others.filter((id) => !languages.some((language) => language.id === id));
  if (missing.length > 0) {
    problems.push(
      `content:push: the repository has no locale ${missing.map((id) => named(id)).join(", ")}, which the site's documents are translated into: nothing was written.`,
      `  In Prismic, ${SETTINGS}: add ${missing.length === 1 ? "it" : "them"}, then run content:push again.`,
    );
  }
  return problems;
}

const kind = (repeatable: boolean) => (repeatable ? "repeatable" : "single");

/**
 * The types the repository has with another repeatability than the model's. Prismic cannot change it in
 * place: the editor archives and deletes the type's documents, deletes the type, and the next push creates
 * it as the model has it and pushes its documents again.
 */
export function repeatabilityProblems(
  existing: readonly { readonly id: string; readonly repeatable?: boolean | undefined }[],
  wanted: readonly PrismicCustomType[],
): string[] {
  const stored = new Map(existing.map((type) => [type.id, type.repeatable]));
  const changed = wanted.filter((type) => {
    const repeatable = stored.get(type.id);
    return repeatable !== undefined && repeatable !== type.repeatable;
  });
  if (changed.length === 0) return [];
  const names = changed.map((type) => type.id).join(", ");
  return [
    `content:push: the repository has custom types the site reads otherwise: nothing was written.`,
    ...changed.map(
      (type) =>
        `  ${type.id}: ${kind(!type.repeatable)} in the repository, ${kind(type.repeatable)} in the site${
          type.repeatable ? "" : " (one document per language, no UID: an editor cannot add a second one)"
        }`,
    ),
    "  Prismic cannot change whether a type is repeatable once it exists. In Prismic, for each of them:",
    "  1. Documents: filter by the type, select its documents, archive them, then delete them from the archive",
    "     (first copy into content/ any change editors made there that the site should keep).",
    "  2. Custom types: open the type and delete it.",
    `  Then run content:push again: it creates ${names} as the site reads ${changed.length === 1 ? "it" : "them"} and pushes ${changed.length === 1 ? "its" : "their"} documents from content/.`,
  ];
}
