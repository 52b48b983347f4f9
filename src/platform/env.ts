import "server-only";
import { z } from "zod";
import { parseTrustedProxies } from "@/platform/trusted-proxies";
import { parseReceivers, WEBHOOK_SECRET_PATTERN } from "@/platform/webhook-receivers";

/** Secrets that sign what one instance issues and another checks. */
const SHARED_SECRETS = ["BOOKING_SECRET", "PREVIEW_SECRET", "CONTENT_WEBHOOK_SECRET"] as const;

const envSchema = z
  .object({
    /** Public origin of the site, for canonical URLs, hreflang and the sitemap. */
    SITE_URL: z.url().default("http://localhost:3000"),
    /** The production server's port (npm start). */
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    /** A hosted Prismic repository's API root (…/api/v2); unset = the embedded content service. */
    CONTENT_API_URL: z.url().optional(),
    /** Hosted: the repository's token. Embedded: the token that opens release refs to outside callers of /api/v2. */
    CONTENT_ACCESS_TOKEN: z.string().min(1).optional(),
    /**
     * Signs the embedded content service's preview tokens, so only a link the editors were given opens a
     * release; unset = a random secret kept in data/preview-secret. Set it (32+ characters) on every instance.
     */
    PREVIEW_SECRET: z.string().min(32).optional(),
    /**
     * What a publish call (Prismic's webhook, `npm run content:publish`) must carry to POST /api/publish;
     * unset = a random secret kept in data/publish-secret. Set the same value on every instance.
     */
    CONTENT_WEBHOOK_SECRET: z.string().min(16).optional(),
    /**
     * Seconds between two looks at the content's master ref; a change publishes as the webhook does, so
     * every instance of a fleet follows. 0 = off. Default: 30 with CONTENT_API_URL, off on the embedded
     * service (where it would watch content/ itself).
     */
    CONTENT_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    /**
     * How long a CDN in front may keep a page, feed or share image before asking again (the answer carries
     * s-maxage=this): a publish reaches visitors behind it within this time, with no purge.
     */
    CDN_CACHE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(30),
    /**
     * Give up on a content request after this many milliseconds: a content service that hangs must not
     * hold renders (and every publish after them) for ever.
     */
    CONTENT_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
    /** One line per request and event: readable text, or JSON for a log collector. */
    LOG_FORMAT: z.enum(["text", "json"]).default("text"),
    /** Bearer token that opens /metrics (Prometheus text format); unset = /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * Seconds an idle kept-alive connection stays open: longer than the idle time-out of the load balancer
     * in front (60 s on AWS ALB and Google's), so the balancer, not the site, closes it (else sporadic 502s).
     */
    KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
    /**
     * After SIGTERM, how long /readyz answers 503 while the server still takes requests, so the load
     * balancer stops sending before connections close (its probe interval times its threshold).
     */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /**
     * Megabytes the route cache keeps pages in (each gzipped and not), least recently used out first:
     * what bounds the server's memory for pages, however many the content has.
     */
    PAGE_CACHE_MEGABYTES: z.coerce.number().int().min(8).max(65_536).default(96),
    /** Open connections the server holds at once, and from one client address (proxies excepted). */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
    CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(64),
    /**
     * Pages one client may have rendered past the route cache a minute (a query string the site reads, a
     * preview, a path no page has, the language-detecting "/"; campaign tags are answered from the
     * cache); half of it at once.
     */
    QUERY_RENDERS_PER_MINUTE: z.coerce.number().int().min(2).max(1_000_000).default(240),
    /** postgres://… stores leads and bookings in PostgreSQL; unset = the SQLite file SQLITE_PATH. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "a postgres:// URL")
      .optional(),
    SQLITE_PATH: z.string().min(1).default("data/lumbre.sqlite"),
    /** smtp://user:pass@host:port (or smtps://); unset = mails are written as .eml files to OUTBOX_DIR. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "an smtp:// or smtps:// URL")
      .optional(),
    OUTBOX_DIR: z.string().min(1).default("data/outbox"),
    MAIL_FROM: z.string().min(3).default("Lumbre Studio <hello@lumbre.studio>"),
    /** Where leads and bookings are announced. */
    TEAM_EMAIL: z.email().default("hello@lumbre.studio"),
    /** Signs booking cancel links; unset = a random secret kept in data/booking-secret. */
    BOOKING_SECRET: z.string().min(32).optional(),
    /** A Calendly scheduling page; set, it replaces the embedded scheduler in the popup. */
    CALENDLY_URL: z.url().optional(),
    /** Google Tag Manager container; loaded only after cookie consent, never with Do Not Track or GPC. */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, "a container id such as GTM-ABC1234")
      .optional(),
    /** The reviews platform's company id for its badge in the footer (Clutch), loaded when the browser is idle. */
    REVIEWS_WIDGET_ID: z
      .string()
      .regex(/^\d{1,12}$/, "a numeric company id")
      .optional(),
    /** Availability of the embedded scheduler: time zone, weekdays, hours, buffer, notice, horizon. */
    SCHEDULE_TIME_ZONE: z.string().min(1).default("America/Argentina/Buenos_Aires"),
    SCHEDULE_WEEKDAYS: z
      .string()
      .regex(/^[1-7](,[1-7])*$/, "ISO weekdays, e.g. 1,2,3,4,5")
      .default("1,2,3,4,5"),
    SCHEDULE_HOURS: z
      .string()
      .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, "e.g. 09:00-18:00")
      .default("09:00-18:00"),
    SCHEDULE_SLOT_MINUTES: z.coerce.number().int().positive().default(20),
    SCHEDULE_BUFFER_MINUTES: z.coerce.number().int().nonnegative().default(10),
    SCHEDULE_NOTICE_HOURS: z.coerce.number().nonnegative().default(4),
    SCHEDULE_HORIZON_DAYS: z.coerce.number().int().positive().default(30),
    /**
     * Proxies in front of the site whose X-Forwarded-For and X-Forwarded-Proto are believed: a hop count
     * ("1" behind one load balancer) or a list of addresses/CIDR ranges. Unset: the socket's peer is the client.
     */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .superRefine((value, context) => {
        const parsed = parseTrustedProxies(value);
        if (typeof parsed === "string") context.addIssue({ code: "custom", message: parsed });
      }),
    /** Fresh image encodes running at once (the rest wait in the queue). */
    IMAGE_ENCODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** Fresh image encodes that may wait; beyond it the service answers 503 with Retry-After. */
    IMAGE_ENCODE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
    /** Fresh encodes one client may ask for at once, then IMAGE_ENCODES_PER_MINUTE (429 beyond). */
    IMAGE_ENCODE_BURST: z.coerce.number().int().min(1).max(10_000).default(8),
    IMAGE_ENCODES_PER_MINUTE: z.coerce.number().positive().max(100_000).default(6),
    /** Variant cache caps, least recently used evicted first. */
    IMAGE_CACHE_MEMORY_MB: z.coerce.number().positive().max(65_536).default(64),
    IMAGE_CACHE_DISK_MB: z.coerce.number().positive().max(1_048_576).default(512),
    /** Confirmed upcoming bookings one e-mail address / one client address may hold. */
    BOOKINGS_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(2),
    BOOKINGS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(4),
    /** Mails the outbox sends one visitor's address in 24 hours; the rest are held back (never the team's). */
    MAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(6),
    /**
     * Where lead and booking events are delivered (Standard Webhooks), comma-separated; an entry may be
     * prefixed `slack:` for a Slack incoming webhook. HTTPS only (http://localhost for development).
     */
    LEAD_WEBHOOK_URLS: z
      .string()
      .optional()
      .superRefine((value, context) => {
        const parsed = parseReceivers(value);
        if (typeof parsed === "string") context.addIssue({ code: "custom", message: parsed });
      }),
    /** Signs every event (webhook-signature): whsec_ and base64 of 24+ random bytes. Required with URLs. */
    LEAD_WEBHOOK_SECRET: z
      .string()
      .regex(WEBHOOK_SECRET_PATTERN, "whsec_ followed by base64 of 24 or more random bytes")
      .optional(),
  })
  .superRefine((value, context) => {
    // Instances sharing a database must sign alike: each inventing its own secret (kept in its own data/)
    // would make one instance refuse the cancel links, preview links and publish calls of another.
    if (value.NODE_ENV === "production" && value.DATABASE_URL) {
      for (const name of SHARED_SECRETS) {
        if (value[name] === undefined) {
          context.addIssue({
            code: "custom",
            path: [name],
            message:
              "required in production with DATABASE_URL (every instance must share it): openssl rand -base64 48",
          });
        }
      }
    }
    const receivers = parseReceivers(value.LEAD_WEBHOOK_URLS);
    if (Array.isArray(receivers) && receivers.length > 0 && !value.LEAD_WEBHOOK_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["LEAD_WEBHOOK_SECRET"],
        message: "required when LEAD_WEBHOOK_URLS is set (openssl rand -base64 32, prefixed whsec_)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The environment in `source`, or the list of what is wrong with it (one line per setting). */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): Env | string[] {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  return { ...parsed.data, SITE_URL: parsed.data.SITE_URL.replace(/\/$/, "") };
}

function readEnv(): Env {
  const parsed = parseEnv(process.env);
  if (Array.isArray(parsed)) throw new Error(`Invalid environment:\n${parsed.join("\n")}`);
  return parsed;
}

/** The environment, read and validated once. */
export const env: Env = readEnv();
