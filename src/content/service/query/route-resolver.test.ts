import { describe, expect, it } from "vitest";
import type { ContentRoute } from "@/content/service/types";
import { indexDocuments } from "./document-index";
import { createRouteResolver } from "./route-resolver";
import {
  about,
  allDocuments,
  applePie,
  bananaBread,
  cherryTart,
  desserts,
  food,
  home,
  inicio,
  jane,
} from "./test-fixtures";

const index = indexDocuments(allDocuments);
const resolver = (routes: readonly ContentRoute[]) => createRouteResolver(routes, index);

describe("createRouteResolver", () => {
  it("substitutes :uid and :lang, and leaves unmatched types without a URL", () => {
    const urlOf = resolver([
      { type: "page", path: "/:lang/:uid" },
      { type: "author", path: "/team/:uid/" },
    ]);
    expect(urlOf(home)).toBe("/en-us/home");
    expect(urlOf(inicio)).toBe("/es-ar/inicio");
    expect(urlOf(jane)).toBe("/team/jane/");
    expect(urlOf(bananaBread)).toBeNull();
  });

  it("uses the first route whose type, uid and lang match", () => {
    const urlOf = resolver([
      { type: "page", uid: "home", path: "/" },
      { type: "page", lang: "es-ar", path: "/es/:uid" },
      { type: "page", path: "/:uid" },
      { type: "page", path: "/never/:uid" },
    ]);
    expect(urlOf(home)).toBe("/");
    expect(urlOf(inicio)).toBe("/es/inicio");
    expect(urlOf(about)).toBe("/about");
  });

  it("resolves custom keywords through content relationships, nested with a.b", () => {
    const urlOf = resolver([
      {
        type: "article",
        path: "/:section/:category/:uid",
        resolvers: { category: "topic", section: "topic.parent" },
      },
      { type: "category", path: "/:parent?/:uid", resolvers: { parent: "parent" } },
    ]);
    expect(urlOf(bananaBread)).toBe("/food/desserts/banana-bread");
    expect(urlOf(desserts)).toBe("/food/desserts");
    expect(urlOf(food)).toBe("/food");
    // A required keyword without a value leaves the document without a URL.
    expect(urlOf(applePie)).toBeNull();
    expect(urlOf(cherryTart)).toBeNull();
  });

  it("drops optional segments without a value, keeping slashes tidy", () => {
    const urlOf = resolver([
      { type: "article", path: "/blog/:category?/:uid/", resolvers: { category: "topic" } },
      { type: "page", path: "/:missing?" },
    ]);
    expect(urlOf(bananaBread)).toBe("/blog/desserts/banana-bread/");
    expect(urlOf(cherryTart)).toBe("/blog/cherry-tart/");
    expect(urlOf(home)).toBe("/");
  });
});
