import { methodNotAllowed } from "@/server/http/methods";
import { schedulerRoutes } from "@/server/scheduler/routes";

// Free slots change with every booking and with the clock: never prerendered, never cached.
export const dynamic = "force-dynamic";

/** GET /api/slots?from=YYYY-MM-DD&days=N: the embedded scheduler's free slots (UTC instants). */
export function GET(request: Request): Promise<Response> {
  return schedulerRoutes().slots(request);
}

// Next's own 405 for a method this route does not export says nothing of what it does allow.
const refused = methodNotAllowed("GET, HEAD");

export { refused as DELETE, refused as PATCH, refused as POST, refused as PUT };
