import "server-only";
import type { ContentDocument, QueryOptions } from "../client";
import type { SingleType } from "../model/types";
import { contentClient } from "../source";

/**
 * The document of a single type in the options' language. The type is one of the model's single types:
 * on a repeatable type `getSingle` would answer whichever document came first, and an editor's duplicate
 * could replace the page.
 */
export function getSingle(type: SingleType, options: QueryOptions): Promise<ContentDocument | undefined> {
  return contentClient.getSingle(type, options);
}
