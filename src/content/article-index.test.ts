import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { articleIndexSchema, formatArticleIndex, isKnownArticle } from "./article-index";
import { getInsightUids } from "./queries";

describe("the article index", () => {
  it("is the committed list of content/'s articles (run npm run content:index after adding one)", async () => {
    const file = await readFile(join(import.meta.dirname, "article-index.json"), "utf8");
    const [en, es] = await Promise.all([getInsightUids("en"), getInsightUids("es")]);
    expect(file).toBe(formatArticleIndex({ en, es }));
    expect(articleIndexSchema.parse(JSON.parse(file)).en).toHaveLength(9);
  });

  it("knows an article by its uid in its own language only", () => {
    expect(isKnownArticle("en", "writing-for-interfaces")).toBe(true);
    expect(isKnownArticle("es", "escribir-para-interfaces")).toBe(true);
    expect(isKnownArticle("es", "writing-for-interfaces")).toBe(false);
    expect(isKnownArticle("en", "no-such-article")).toBe(false);
  });
});
