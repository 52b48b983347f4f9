import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod/mini";
import {
  type ConsultationRequest,
  type ContactRequest,
  consultationRequestSchema,
  contactRequestSchema,
} from "@/features/leads/schemas";
import type { WebhookReceiver } from "@/platform/webhook-receivers";
import type { LeadsDatabase } from "@/server/db/database";
import { committedNew, runAfterCommit } from "@/server/http/after-commit";
import { guardJsonPost } from "@/server/http/guard";
import type { IdempotentOutcome } from "@/server/http/idempotency";
import { jsonResponse } from "@/server/http/json-response";
import { outcomeResponse, unavailableResponse } from "@/server/http/outcome-response";
import { createRouteLimiter, type RouteLimiter } from "@/server/http/rate-limit";
import { type StoreLeadOptions, storeConsultationLead, storeContactLead } from "./lead-store";

export interface LeadHandlerOptions {
  /** The database, opened on first use: a database that cannot be reached answers 503, not 500. */
  readonly db: () => Promise<LeadsDatabase>;
  /** Where leads are announced (TEAM_EMAIL). */
  readonly teamEmail: string;
  readonly now?: () => Date;
  /** This route's rate limit; default createRouteLimiter() (burst 10, one per 6 s per client). */
  readonly limiter?: RouteLimiter;
  readonly newId?: () => string;
  /**
   * Called once the transaction that stored a new lead and its mails has committed; the site kicks the
   * outbox worker here, so the mails go out now rather than at its next poll. Not called for rejected,
   * replayed or honeypot requests, nor when the store failed. Default: nothing.
   */
  readonly afterCommit?: () => void;
  /** Where lead events go; default LEAD_WEBHOOK_URLS. */
  readonly receivers?: readonly WebhookReceiver[];
}

export type RouteHandler = (request: Request) => Promise<Response>;

/** POST /api/contact: the contact page's form. 201 { id }. */
export function createContactHandler(options: LeadHandlerOptions): RouteHandler {
  return createLeadHandler("contact", contactRequestSchema, storeContactLead, options);
}

/** POST /api/consultation: the popup's contact path. 201 { id }. */
export function createConsultationHandler(options: LeadHandlerOptions): RouteHandler {
  return createLeadHandler("consultation", consultationRequestSchema, storeConsultationLead, options);
}

function createLeadHandler<T extends ContactRequest | ConsultationRequest>(
  route: "contact" | "consultation",
  schema: z.ZodMiniType<T>,
  store: (db: LeadsDatabase, request: T, options: StoreLeadOptions) => Promise<IdempotentOutcome>,
  options: LeadHandlerOptions,
): RouteHandler {
  const limiter = options.limiter ?? createRouteLimiter(undefined, undefined, route);
  const now = options.now ?? (() => new Date());
  const afterCommit = options.afterCommit ?? (() => {});

  return async (request) => {
    const guarded = await guardJsonPost(request, { schema, limiter, honeypotField: "website" });
    if (guarded.outcome === "rejected") return guarded.response;
    // A bot that filled the hidden field sees the same success as a person, so it has nothing to learn.
    if (guarded.outcome === "honeypot") return jsonResponse({ id: randomUUID() }, 201);

    let outcome: IdempotentOutcome;
    try {
      const db = await options.db();
      outcome = await store(db, guarded.data, {
        route,
        idempotencyKey: guarded.idempotencyKey,
        rawBody: guarded.rawBody,
        teamEmail: options.teamEmail,
        now: now(),
        ...(options.newId ? { newId: options.newId } : {}),
        ...(options.receivers ? { receivers: options.receivers } : {}),
      });
    } catch (error) {
      return unavailableResponse(guarded.locale, route, error);
    }
    if (committedNew(outcome)) runAfterCommit(route, afterCommit);
    return outcomeResponse(outcome, guarded.locale);
  };
}
