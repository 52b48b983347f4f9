import { z } from "zod";
import { PREVIEW_LINK_LIFETIME_MS } from "@/content/service/refs";

/** /preview/?token=…&documentId=… as the content service's "Preview" button opens it. */
export const previewRequestSchema = z.object({
  token: z.string().min(1).max(2048),
  documentId: z.string().min(1).max(256).optional(),
});

export { PREVIEW_COOKIE } from "@/content/client/constants";
/** Preview sessions last half an hour, as the content service's own examples do. */
export const PREVIEW_COOKIE_MAX_AGE = 30 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a link made by `npm run preview:link` opens its release when `--days` is not given. */
export const PREVIEW_LINK_DEFAULT_DAYS = PREVIEW_LINK_LIFETIME_MS / DAY_MS;
/**
 * A link is a bearer credential to unpublished content, and none can be revoked alone (only a new
 * PREVIEW_SECRET ends them, all at once): a quarter covers the longest review of a campaign, and a link
 * forwarded or forgotten in a mailbox stops opening anything within it. Its life counts in whole days.
 */
export const PREVIEW_LINK_MAX_DAYS = 90;

/** `npm run preview:link -- <release> <documentId> [--origin …] [--days N]`, once read off argv. */
export const previewLinkArgsSchema = z.object({
  releaseId: z.string().min(1),
  documentId: z.string().min(1),
  origin: z.string().min(1).optional(),
  days: z.coerce.number().int().min(1).max(PREVIEW_LINK_MAX_DAYS).default(PREVIEW_LINK_DEFAULT_DAYS),
});
