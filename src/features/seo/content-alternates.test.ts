import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { linkResolver, localeOfContentLang } from "@/content/link-resolver";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import { isDynamic, pathFor, resolvePath } from "@/i18n/routes";

/**
 * hreflang comes from the route table, the language switcher from the documents' alternate languages:
 * the two must name the same pages, or a page's alternates would disagree with its switcher.
 */
describe("the documents' alternate languages and the route table", () => {
  let store: ContentStore;
  beforeAll(async () => {
    store = await loadContentStore(join(import.meta.dirname, "../../../content"));
  });

  const pages = () =>
    store.master.flatMap((document) => {
      const path = linkResolver(document);
      const resolved = path ? resolvePath(path) : undefined;
      return resolved?.type === "page" ? [{ document, path: path ?? "", resolved }] : [];
    });

  it("finds the site's pages among the documents", () => {
    expect(pages().length).toBeGreaterThan(100);
  });

  it("agree on every page's translation", () => {
    for (const { document, path, resolved } of pages()) {
      expect(document.alternate_languages.length, path).toBeGreaterThan(0);
      for (const alternate of document.alternate_languages) {
        const locale = localeOfContentLang(alternate.lang);
        const alternatePath = linkResolver(alternate);
        expect(locale, path).toBeDefined();
        if (!locale || !alternatePath) throw new Error(`${path}: no page for ${alternate.lang}`);
        if (isDynamic(resolved.route)) {
          // Articles: each language has its own uid, so the route table cannot say; the pair must be mutual.
          const other = store.master.find((candidate) => linkResolver(candidate) === alternatePath);
          const back = other?.alternate_languages.map((link) => linkResolver(link));
          expect(back, alternatePath).toContain(path);
        } else {
          expect(alternatePath, path).toBe(pathFor(resolved.route, locale));
        }
      }
    }
  });
});
