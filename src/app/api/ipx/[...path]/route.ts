import { imageService, serveImage } from "@/server/images/handler";

// Reached through the /_ipx/:path* rewrite in next.config.ts (folders starting with "_" are private).
export function GET(request: Request): Promise<Response> {
  return serveImage(request, imageService());
}
