import type { APIRoute } from "astro";
import { robotsRules, robotsTxt } from "@/features/seo/robots-rules";
import { env } from "@/platform/env";
import { otherMethods, READ_ONLY_ALLOW } from "@/server/http/methods";

export const GET: APIRoute = () =>
  new Response(robotsTxt(robotsRules(env.SITE_URL)), {
    headers: { "content-type": "text/plain", "cache-control": "public, max-age=0, must-revalidate" },
  });
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods(READ_ONLY_ALLOW);
