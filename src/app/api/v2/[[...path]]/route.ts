import { publicContentHandler } from "@/content/service/embedded-service";
import { methodNotAllowed } from "@/server/http/methods";

// The embedded content service (Prismic REST API v2, read side): /api/v2, /documents/search, /tags, previews.
export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return publicContentHandler(request);
}

// Next's own 405 for a method this route does not export says nothing of what it does allow.
const refused = methodNotAllowed("GET, HEAD");

export { refused as DELETE, refused as PATCH, refused as POST, refused as PUT };
