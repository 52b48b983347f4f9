import "server-only";

/** A page that moved: the path it had, and the document whose page it was. */
export interface PageMove {
  readonly path: string;
  readonly documentId: string;
}

/** A published document's page: its id, path and type (which template renders it). */
export interface IndexedPage {
  readonly id: string;
  readonly path: string;
  readonly type?: string;
}

/**
 * Another path a document's page answers at (a service's cross-language path, /es/services/{english uid}/):
 * rendered there with the page's own canonical, or a 301 to it.
 */
export interface PageAlias {
  readonly path: string;
  readonly documentId: string;
  readonly redirect: boolean;
}

/**
 * The pages the published content has, by path, and where the pages it had went. The request pipeline
 * asks it, without a content request, whether a path under a document route (/cases/{uid}/, ...) is a
 * page, and where a renamed document's old path leads (a 301). Taken again at every publish; the moves
 * are kept in the database too (src/server/publishing/page-moves.ts), so they outlive a restart.
 */
export class PageIndex {
  /** Path → document id; undefined until the first take. */
  #documentAt: Map<string, string> | undefined;
  /** Document id → its page's path. */
  #pathOf = new Map<string, string>();
  /** Document id → its type. */
  #typeOf = new Map<string, string>();
  /** An alias path → the document whose page it leads to. */
  #aliases = new Map<string, PageAlias>();
  /** An earlier path → the document whose page it was. */
  readonly #moved = new Map<string, string>();

  /** Whether a document's page is at `path`: undefined until the index is first taken. */
  has(path: string): boolean | undefined {
    return this.#documentAt?.has(path);
  }

  /** The type of the document whose page is at `path`, once the index is taken. */
  typeAt(path: string): string | undefined {
    const id = this.#documentAt?.get(path);
    return id === undefined ? undefined : this.#typeOf.get(id);
  }

  /** The path of a published document's page, by its id. */
  pathOf(documentId: string): string | undefined {
    return this.#pathOf.get(documentId);
  }

  /** The page an alias path leads to, and whether it answers 301 rather than render it. */
  aliasAt(path: string): { readonly path: string; readonly redirect: boolean } | undefined {
    const alias = this.#aliases.get(path);
    const target = alias && this.#pathOf.get(alias.documentId);
    return alias && target !== undefined ? { path: target, redirect: alias.redirect } : undefined;
  }

  /** Where the page that was at `path` is now, if its document still has one. */
  movedTo(path: string): string | undefined {
    const id = this.#moved.get(path);
    return id === undefined ? undefined : this.#pathOf.get(id);
  }

  /**
   * Takes the pages the content has now (each document's id and path); resolves with the paths that
   * moved since the last take (a document whose uid changed).
   */
  take(pages: readonly IndexedPage[], aliases: readonly PageAlias[] = []): PageMove[] {
    const previous = this.#documentAt === undefined ? undefined : this.#pathOf;
    this.#pathOf = new Map(pages.map((page) => [page.id, page.path]));
    this.#typeOf = new Map(pages.flatMap((page) => (page.type === undefined ? [] : [[page.id, page.type]])));
    this.#documentAt = new Map(pages.map((page) => [page.path, page.id]));
    this.#aliases = new Map(aliases.map((alias) => [alias.path, alias]));
    const moves: PageMove[] = [];
    for (const [documentId, path] of previous ?? []) {
      const now = this.#pathOf.get(documentId);
      if (now !== undefined && now !== path) moves.push({ path, documentId });
    }
    this.remember(moves);
    return moves;
  }

  /** Adds moves recorded earlier (the database's, at start). */
  remember(moves: readonly PageMove[]): void {
    for (const { path, documentId } of moves) this.#moved.set(path, documentId);
  }
}

/** The site's page index: one per process (the request pipeline and the publisher share this module). */
export const pageIndex = new PageIndex();
