import { methodNotAllowed } from "@/server/http/methods";
import { serveImage } from "@/server/images/handler";
import { imageService } from "@/server/images/service";

// Reached through the /_ipx/:path* rewrite in next.config.ts (folders starting with "_" are private).
export function GET(request: Request): Promise<Response> {
  return serveImage(request, imageService());
}

// Next's own 405 for a method this route does not export says nothing of what it does allow.
const refused = methodNotAllowed("GET, HEAD");

export { refused as DELETE, refused as PATCH, refused as POST, refused as PUT };
