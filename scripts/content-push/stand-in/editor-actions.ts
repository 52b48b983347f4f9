/**
 * What an editor does in Prismic's Page Builder that none of Prismic's APIs offers, at a path of the
 * stand-in's own so a test can take the editor's step: unpublishing a document ("Unpublish" in the Page
 * Builder, after which Prismic archives it). `POST /editor/documents/:id/unpublish`, with the write
 * token and repository header the Migration API takes, answers 204; the document leaves the master ref
 * (its uid is free again) and the webhook is sent, as Prismic sends it for an unpublish.
 *
 * Not Prismic's: the path and its answer. On hosted Prismic the same step is the editor's, in the Page
 * Builder (README, "What an editor can do").
 */
import { authorised, type Route, send } from "./http";
import type { StandInDocument } from "./migration-api";

const UNPUBLISH = /^\/editor\/documents\/([A-Za-z0-9_-]+)\/unpublish$/;

export interface EditorActionsOptions {
  readonly repositoryName: string;
  readonly token: string;
  readonly documents: Map<string, StandInDocument>;
  /** Called with the ids of the documents whose published version changed. */
  readonly onPublishedChange: (documents: readonly string[]) => void;
}

export function editorActionsRoute(options: EditorActionsOptions): Route {
  return async ({ request, response, method, path }) => {
    if (!path.startsWith("/editor/")) return false;
    if (!authorised(request, options.repositoryName, options.token))
      return send(response, 401, { message: "Unauthorized: invalid write token or repository." });
    const unpublish = UNPUBLISH.exec(path);
    if (!unpublish?.[1] || method !== "POST") return send(response, 404, { message: "Not Found" });
    const document = options.documents.get(unpublish[1]);
    if (!document?.published)
      return send(response, 404, { message: `No published document ${unpublish[1]}.` });
    const { published: _published, draft: _draft, ...archived } = document;
    options.documents.set(document.id, archived);
    options.onPublishedChange([document.id]);
    return send(response, 204);
  };
}
