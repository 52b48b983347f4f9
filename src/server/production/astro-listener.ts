import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { BaseApp } from "astro/app";
import { createRequestFromNodeRequest, writeResponse } from "astro/app/node";
import { CLIENT_ADDRESS_HEADER } from "@/platform/client-address";
import { log, pathForLog } from "@/server/operations/log";
import { assignedRequestId } from "@/server/operations/request-id";
import { lastResortPage } from "./last-resort-page";

/** No form or API body of this site comes near it; a larger one is refused before it is read. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Astro's app as a node:http listener: the request as a web Request, the app's Response written back.
 * The app renders every page and endpoint (its middleware runs the site's request pipeline first, its
 * route cache answers what it keeps).
 */
export function createAstroListener(app: Pick<BaseApp, "render">) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (Number(request.headers["content-length"] ?? 0) > BODY_LIMIT_BYTES) {
      response.writeHead(413, {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        connection: "close",
      });
      response.end("Payload too large\n");
      return;
    }
    // A body sent without its length is cut off at the limit as it is read.
    let webRequest: Request;
    try {
      webRequest = createRequestFromNodeRequest(request, { bodySizeLimit: BODY_LIMIT_BYTES });
    } catch {
      response.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
      response.end("Bad request\n");
      return;
    }
    try {
      const address = request.headers[CLIENT_ADDRESS_HEADER];
      const rendered = await app.render(webRequest, {
        addCookieHeader: true,
        ...(typeof address === "string" && { clientAddress: address }),
      });
      // The site's error page failed too: Astro answers its status with no body at all.
      const page =
        rendered.status >= 500 && rendered.body === null && wantsPage(request)
          ? lastResortPage(rendered.status, request.url ?? "/", assignedRequestId(request))
          : rendered;
      await writeResponse(page, response);
    } catch (error) {
      log.error("site.render", error, {
        requestId: assignedRequestId(request),
        method: request.method,
        path: pathForLog(request.url),
      });
      if (response.headersSent) response.destroy();
      else if (wantsPage(request))
        await writeResponse(lastResortPage(500, request.url ?? "/", assignedRequestId(request)), response);
      else {
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
        response.end("Internal server error\n");
      }
    }
  };
}

/**
 * Whether a failure is answered with the last-resort page: every request but an API call from a script
 * (an endpoint under /api/ asked for anything but HTML), which keeps a short plain-text answer.
 */
function wantsPage(request: IncomingMessage): boolean {
  const path = request.url ?? "/";
  return !path.startsWith("/api/") || (request.headers.accept ?? "").includes("text/html");
}
