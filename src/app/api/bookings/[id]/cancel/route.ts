import { methodNotAllowed } from "@/server/http/methods";
import { schedulerRoutes } from "@/server/scheduler/routes";

export const dynamic = "force-dynamic";

interface Context {
  readonly params: Promise<{ id: string }>;
}

/** The cancel link from the confirmation mail: a page asking to confirm; changes nothing. */
export function GET(request: Request, context: Context): Promise<Response> {
  return schedulerRoutes().cancelPage(request, context);
}

/** The page's Cancel button: cancels the booking and frees the slot. */
export function POST(request: Request, context: Context): Promise<Response> {
  return schedulerRoutes().cancel(request, context);
}

// Next's own 405 for a method this route does not export says nothing of what it does allow.
const refused = methodNotAllowed("GET, HEAD, POST");

export { refused as DELETE, refused as PATCH, refused as PUT };
