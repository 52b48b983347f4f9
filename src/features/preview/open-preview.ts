import "server-only";
import { contentClient } from "@/content/source";
import { env } from "@/platform/env";
import { createExitPreviewHandler, createOpenPreviewHandler } from "./preview-route";

/** GET /api/preview: opens a preview session for a token of the site's content service (preview-route.ts). */
export const openPreview = createOpenPreviewHandler({ client: contentClient, config: env });

/** GET /api/preview/exit: ends the preview session and goes back to the editor's page. */
export const exitPreview = createExitPreviewHandler();
