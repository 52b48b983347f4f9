import { z } from "zod";

const envSchema = z.object({
  /** Public origin of the site, for canonical URLs, hreflang and the sitemap. */
  SITE_URL: z.url().default("http://localhost:3000"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** A hosted Prismic repository's API root (…/api/v2); unset = the embedded content service. */
  CONTENT_API_URL: z.url().optional(),
  CONTENT_ACCESS_TOKEN: z.string().min(1).optional(),
  /** Give up on a content request after this many milliseconds (unset = no limit). */
  CONTENT_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
});

export type Env = z.infer<typeof envSchema>;

function readEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  return { ...parsed.data, SITE_URL: parsed.data.SITE_URL.replace(/\/$/, "") };
}

/** The environment, read and validated once. */
export const env: Env = readEnv();
