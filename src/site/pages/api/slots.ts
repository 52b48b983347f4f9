import type { APIRoute } from "astro";
import { otherMethods } from "@/server/http/methods";
import { schedulerRoutes } from "@/server/scheduler/routes";

/**
 * GET /api/slots?from=YYYY-MM-DD&days=N: the embedded scheduler's free slots (UTC instants), never cached,
 * so limited per client instead (SLOTS_RATE_LIMIT; 429 with Retry-After beyond it).
 */
export const GET: APIRoute = ({ request }) => schedulerRoutes().slots(request);
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods("GET, HEAD");
