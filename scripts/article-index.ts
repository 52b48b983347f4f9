// npm run content:index, and `npm run build` before `astro build`: writes src/content/article-index.json,
// the uid of every article per language, from the query the article pages read (hosted content included),
// so that the request pipeline can answer an insight path that is no article with the localized 404 page.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { formatArticleIndex } from "../src/content/article-index";
import { getInsightUids } from "../src/content/queries";

const [en, es] = await Promise.all([getInsightUids("en"), getInsightUids("es")]);
const file = join(import.meta.dirname, "..", "src", "content", "article-index.json");
await writeFile(file, formatArticleIndex({ en, es }));
console.log(`articles: ${en.length} in English, ${es.length} in Spanish, in src/content/article-index.json`);
