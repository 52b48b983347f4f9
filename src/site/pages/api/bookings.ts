import type { APIRoute } from "astro";
import { otherMethods } from "@/server/http/methods";
import { schedulerRoutes } from "@/server/scheduler/routes";

/** POST /api/bookings: books a slot (201), or 409 when it was just taken, 422 when it is not offered. */
export const POST: APIRoute = ({ request }) => schedulerRoutes().book(request);
export const { OPTIONS, ALL } = otherMethods("POST");
