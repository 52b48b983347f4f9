import type { NextRequest } from "next/server";
import { handleRequest } from "@/server/routing/handle-request";

export function proxy(request: NextRequest): Response {
  return handleRequest(request);
}

export const config = {
  // Page paths only: API routes, Next's assets, the image service and files (paths with a dot) skip the proxy.
  matcher: ["/((?!api/|_next/|_ipx/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)"],
};
