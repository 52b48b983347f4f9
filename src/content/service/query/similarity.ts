import "server-only";
import type { StoredDocument } from "@/content/service/types";
import { documentText } from "./field-values";

const wordSets = new WeakMap<StoredDocument, ReadonlySet<string>>();

/** Distinct words of three letters or more; shorter ones are mostly articles and prepositions. */
function wordsOf(document: StoredDocument): ReadonlySet<string> {
  const cached = wordSets.get(document);
  if (cached) return cached;
  const words = new Set((documentText(document).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2));
  wordSets.set(document, words);
  return words;
}

/**
 * A deliberately simple `similar(id, max)`: a document's score is how many of the target's words it
 * shares, counting only words found in at most `max` other documents of the type (Prismic's "a term
 * may appear in at most max documents to count as relevant"). Only the target's type is considered.
 */
export function similarityScorer(
  target: StoredDocument,
  sameType: readonly StoredDocument[],
  maxDocuments: number,
): (document: StoredDocument) => number {
  const others = sameType.filter((document) => document.id !== target.id);
  const relevant = new Set<string>();
  for (const word of wordsOf(target)) {
    let frequency = 0;
    for (const other of others) if (wordsOf(other).has(word)) frequency += 1;
    if (frequency > 0 && frequency <= maxDocuments) relevant.add(word);
  }
  return (document) => {
    if (document.type !== target.type || document.id === target.id) return 0;
    const words = wordsOf(document);
    let score = 0;
    for (const word of relevant) if (words.has(word)) score += 1;
    return score;
  };
}
