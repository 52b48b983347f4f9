import { methodNotAllowed } from "@/server/http/methods";
import { schedulerRoutes } from "@/server/scheduler/routes";

export const dynamic = "force-dynamic";

/** POST /api/bookings: books a slot (201), or 409 when it was just taken, 422 when it is not offered. */
export function POST(request: Request): Promise<Response> {
  return schedulerRoutes().book(request);
}

// Next's own 405 for a method this route does not export says nothing of what it does allow.
const refused = methodNotAllowed("POST");

export { refused as DELETE, refused as GET, refused as PATCH, refused as PUT };
