import { robotsRules, robotsTxt } from "@/features/seo/robots-rules";
import { env } from "@/platform/env";

export const dynamic = "force-static";

export function GET(): Response {
  return new Response(robotsTxt(robotsRules(env.SITE_URL)), {
    headers: { "content-type": "text/plain", "cache-control": "public, max-age=0, must-revalidate" },
  });
}
