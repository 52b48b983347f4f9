import "server-only";
import { env } from "@/platform/env";
import { getDatabase } from "@/server/db";
import { createRouteLimiter, SLOTS_RATE_LIMIT } from "@/server/http/rate-limit";
import { kickOutbox } from "@/server/outbox/runtime";
import { type ScheduleConfig, scheduleConfigFromEnv } from "./availability";
import { bookingSecret } from "./cancel-token";
import { createSchedulerHandlers } from "./handlers";

let handlers: ReturnType<typeof createSchedulerHandlers> | undefined;
let config: ScheduleConfig | undefined;

/**
 * The scheduler's route handlers wired to the site's database and environment, made on first request
 * (so loading the module, as the build does, neither opens the database nor creates the secret file).
 */
export function schedulerRoutes(): ReturnType<typeof createSchedulerHandlers> {
  handlers ??= createSchedulerHandlers({
    database: getDatabase,
    config: () => {
      config ??= scheduleConfigFromEnv(env);
      return config;
    },
    secret: () => bookingSecret(env.BOOKING_SECRET),
    limiter: createRouteLimiter(undefined, undefined, "booking"),
    slotsLimiter: createRouteLimiter(SLOTS_RATE_LIMIT, undefined, "slots"),
    siteUrl: env.SITE_URL,
    teamEmail: env.TEAM_EMAIL,
    mailFrom: env.MAIL_FROM,
    calendlyUrl: env.CALENDLY_URL,
    // Bookings and cancellations store mails; the worker sends them now rather than at its next poll.
    afterCommit: kickOutbox,
  });
  return handlers;
}
