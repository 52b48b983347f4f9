/**
 * What an editor does in Prismic's Page Builder that none of Prismic's APIs offers, at paths of the
 * stand-in's own so a test can take the editor's steps, with the write token and repository header the
 * Migration API takes:
 *
 * - Unpublishing a document ("Unpublish" in the Page Builder, after which Prismic archives it):
 *   `POST /editor/documents/:id/unpublish` answers 204; the document leaves the master ref (its uid is
 *   free again) and the webhook is sent, as Prismic sends it for an unpublish.
 * - Previewing a document's draft (the Page Builder's "Preview" button): `GET /editor/documents/:id/preview`
 *   answers 302 to the repository's preview URL (Settings › Previews: the site's preview route) with a
 *   preview token and the document's id, as Prismic opens it. The token is a ref of the stand-in's
 *   Document API for the migration release, where the draft is, signed and short-lived.
 *
 * Not Prismic's: the paths and their answers, and the token's form (Prismic's is
 * `https://<repository>.prismic.io/previews/<session>…`, the stand-in's is at its own origin, which the
 * site takes as its content service's). On hosted Prismic the same steps are the editor's, in the Page
 * Builder (README, "What an editor can do").
 */
import { previewTokenFor } from "../../../src/content/service/refs";
import { MIGRATION_RELEASE } from "./content-api";
import { authorised, type Route, send } from "./http";
import type { StandInDocument } from "./migration-api";

const UNPUBLISH = /^\/editor\/documents\/([A-Za-z0-9_-]+)\/unpublish$/;
const PREVIEW = /^\/editor\/documents\/([A-Za-z0-9_-]+)\/preview$/;

export interface EditorActionsOptions {
  readonly repositoryName: string;
  readonly token: string;
  readonly documents: Map<string, StandInDocument>;
  /** Called with the ids of the documents whose published version changed. */
  readonly onPublishedChange: (documents: readonly string[]) => void;
  /** The repository's preview URL (Settings › Previews), the site's preview route; unset, none is set up. */
  readonly previewUrl?: string | undefined;
  /** Signs preview tokens, as the Document API checks them. */
  readonly previewSecret: string;
}

export function editorActionsRoute(options: EditorActionsOptions): Route {
  return async ({ request, response, method, path, url }) => {
    if (!path.startsWith("/editor/")) return false;
    if (!authorised(request, options.repositoryName, options.token))
      return send(response, 401, { message: "Unauthorized: invalid write token or repository." });
    const preview = PREVIEW.exec(path);
    if (preview?.[1] && method === "GET") {
      const document = options.documents.get(preview[1]);
      if (!document?.draft) return send(response, 404, { message: `No draft of a document ${preview[1]}.` });
      if (!options.previewUrl)
        return send(response, 409, {
          message: "No preview is set up for this repository (Settings › Previews).",
        });
      const token = previewTokenFor(url.origin, MIGRATION_RELEASE.id, document.id, options.previewSecret);
      const target = new URL(options.previewUrl);
      target.searchParams.set("token", token);
      target.searchParams.set("documentId", document.id);
      response.writeHead(302, { location: target.href, "cache-control": "no-store" }).end();
      return true;
    }
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
