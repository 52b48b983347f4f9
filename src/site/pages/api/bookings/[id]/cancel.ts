import type { APIRoute } from "astro";
import { otherMethods } from "@/server/http/methods";
import { schedulerRoutes } from "@/server/scheduler/routes";

/** The booking named by the path; the handlers refuse anything that is not one of its ids. */
const booking = (params: Record<string, string | undefined>) => ({
  params: Promise.resolve({ id: params.id ?? "" }),
});

/** The cancel link from the confirmation mail: a page asking to confirm; changes nothing. */
export const GET: APIRoute = ({ request, params }) => schedulerRoutes().cancelPage(request, booking(params));
export const HEAD = GET;

/** The page's Cancel button: cancels the booking and frees the slot. */
export const POST: APIRoute = ({ request, params }) => schedulerRoutes().cancel(request, booking(params));

export const { OPTIONS, ALL } = otherMethods("GET, HEAD, POST");
