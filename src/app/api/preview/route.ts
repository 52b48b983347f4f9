import { openPreview } from "@/features/preview/open-preview";
import { methodNotAllowed } from "@/server/http/methods";

export const dynamic = "force-dynamic";

/** Opens a preview session for a token of the configured content service (see preview-route.ts). */
export const GET = openPreview;

// Next's own 405 for a method this route does not export says nothing of what it does allow.
const refused = methodNotAllowed("GET, HEAD");

export { refused as DELETE, refused as PATCH, refused as POST, refused as PUT };
