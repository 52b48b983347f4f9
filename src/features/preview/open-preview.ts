import "server-only";
import { sitePreviewSecret } from "@/content/service/preview-secret";
import { contentClient } from "@/content/source";
import { env } from "@/platform/env";
import { createExitPreviewHandler, createOpenPreviewHandler } from "./preview-route";

/**
 * GET /api/preview: opens a preview session for a token of the site's content service (preview-route.ts).
 * The embedded service's links are checked with its secret (read when a link first needs it).
 */
export const openPreview = createOpenPreviewHandler({
  client: contentClient,
  config: env,
  previewSecret: env.CONTENT_API_URL ? undefined : sitePreviewSecret,
});

/** GET /api/preview/exit: ends the preview session and goes back to the editor's page. */
export const exitPreview = createExitPreviewHandler(env);
