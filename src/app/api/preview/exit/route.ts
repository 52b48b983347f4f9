import { draftMode } from "next/headers";
import { createExitPreviewHandler } from "@/features/preview/preview-route";
import { methodNotAllowed } from "@/server/http/methods";

export const dynamic = "force-dynamic";

/** Leaves preview: draft mode off, preview cookie gone, back to the page the editor was on. */
export const GET = createExitPreviewHandler({ draftMode });

// Next's own 405 for a method this route does not export says nothing of what it does allow.
const refused = methodNotAllowed("GET, HEAD");

export { refused as DELETE, refused as PATCH, refused as POST, refused as PUT };
