import type { MetadataRoute } from "next";
import { robotsRules } from "@/features/seo/robots-rules";
import { env } from "@/platform/env";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return robotsRules(env.SITE_URL);
}
