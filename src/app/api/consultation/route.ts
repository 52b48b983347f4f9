import { env } from "@/platform/env";
import { getDatabase } from "@/server/db";
import { methodNotAllowed } from "@/server/http/methods";
import { createConsultationHandler } from "@/server/leads/lead-handlers";
import { kickOutbox } from "@/server/outbox/runtime";

// better-sqlite3 and pg are Node modules.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The consultation popup's contact path: JSON validated with the browser's schema, stored with its mails
 * before it is acknowledged, an Idempotency-Key making retries safe.
 */
export const POST = createConsultationHandler({
  db: getDatabase,
  teamEmail: env.TEAM_EMAIL,
  // The mails are stored with the lead; a kick sends them now rather than at the worker's next poll.
  afterCommit: kickOutbox,
});

// Next's own 405 for a method this route does not export says nothing of what it does allow.
const refused = methodNotAllowed("POST");

export { refused as DELETE, refused as GET, refused as PATCH, refused as PUT };
