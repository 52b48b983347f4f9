import { schedulerRoutes } from "@/server/scheduler/routes";

export const dynamic = "force-dynamic";

/** POST /api/bookings: books a slot (201), or 409 when it was just taken, 422 when it is not offered. */
export function POST(request: Request): Promise<Response> {
  return schedulerRoutes().book(request);
}
