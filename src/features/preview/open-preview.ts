import "server-only";
import { draftMode } from "next/headers";
import { contentClient } from "@/content/source";
import { env } from "@/platform/env";
import { createOpenPreviewHandler } from "./preview-route";

/** GET /api/preview: opens a preview session for a token of the site's content service (preview-route.ts). */
export const openPreview = createOpenPreviewHandler({ client: contentClient, config: env, draftMode });
