import { publicContentHandler } from "@/content/service/embedded-service";

// The embedded content service (Prismic REST API v2, read side): /api/v2, /documents/search, /tags, previews.
export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return publicContentHandler(request);
}
