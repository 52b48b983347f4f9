import "server-only";
import { type PageMove, pageIndex } from "@/content/page-index";
import { getPagePaths } from "@/content/queries";
import { getDatabase } from "@/server/db";

/**
 * Takes the pages the published content has into the page index, and keeps the paths that moved (a
 * renamed document) in the database, so they answer 301 on every instance and after a restart. Called at
 * start and by every publish, before the site hears of it.
 */
export async function refreshPageIndex(): Promise<readonly PageMove[]> {
  const { pages, aliases } = await getPagePaths();
  const moves = pageIndex.take(pages, aliases);
  if (moves.length > 0) await saveMoves(moves);
  return moves;
}

/**
 * `astro dev` has no publish: content edits show on the next request, so each page request takes the
 * page index again (the few hundred documents of content/, in-process). Moves are not kept in development.
 */
export async function takePageIndexForDevelopment(): Promise<void> {
  const { pages, aliases } = await getPagePaths();
  pageIndex.take(pages, aliases);
}

/** The moves kept earlier, into the page index (at start, before the first take). */
export async function loadPageMoves(): Promise<number> {
  const db = await getDatabase();
  const rows = await db.selectFrom("page_moves").select(["path", "document_id"]).execute();
  pageIndex.remember(rows.map((row) => ({ path: row.path, documentId: row.document_id })));
  return rows.length;
}

/** Rows per insert: well under SQLite's limit of bound values per statement. */
const BATCH = 500;

async function saveMoves(moves: readonly PageMove[]): Promise<void> {
  const db = await getDatabase();
  const movedAt = new Date().toISOString();
  for (let start = 0; start < moves.length; start += BATCH) {
    await insertMoves(db, moves.slice(start, start + BATCH), movedAt);
  }
}

async function insertMoves(
  db: Awaited<ReturnType<typeof getDatabase>>,
  moves: readonly PageMove[],
  movedAt: string,
): Promise<void> {
  await db
    .insertInto("page_moves")
    .values(moves.map(({ path, documentId }) => ({ path, document_id: documentId, moved_at: movedAt })))
    // A path can move twice (a uid given back, then renamed again): the latest document it led to wins.
    .onConflict((conflict) =>
      conflict.column("path").doUpdateSet((update) => ({
        document_id: update.ref("excluded.document_id"),
        moved_at: update.ref("excluded.moved_at"),
      })),
    )
    .execute();
}
