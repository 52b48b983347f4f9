import type { APIRoute } from "astro";
import { env } from "@/platform/env";
import { getDatabase } from "@/server/db";
import { otherMethods } from "@/server/http/methods";
import { createConsultationHandler } from "@/server/leads/lead-handlers";
import { kickOutbox } from "@/server/outbox/runtime";

/**
 * The consultation popup's contact path: JSON validated with the browser's schema, stored with its mails
 * before it is acknowledged, an Idempotency-Key making retries safe.
 */
const consultation = createConsultationHandler({
  db: getDatabase,
  teamEmail: env.TEAM_EMAIL,
  // The mails are stored with the lead; a kick sends them now rather than at the worker's next poll.
  afterCommit: kickOutbox,
});

export const POST: APIRoute = ({ request }) => consultation(request);
export const { OPTIONS, ALL } = otherMethods("POST");
