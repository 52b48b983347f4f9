import { z } from "zod";

/** /preview/?token=…&documentId=… as the content service's "Preview" button opens it. */
export const previewRequestSchema = z.object({
  token: z.string().min(1).max(2048),
  documentId: z.string().min(1).max(256).optional(),
});

export { PREVIEW_COOKIE } from "@/content/client/constants";
/** Preview sessions last half an hour, as the content service's own examples do. */
export const PREVIEW_COOKIE_MAX_AGE = 30 * 60;
