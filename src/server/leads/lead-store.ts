import "server-only";
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { ConsultationRequest, ContactRequest } from "@/features/leads/schemas";
import type { WebhookReceiver } from "@/platform/webhook-receivers";
import type { LeadsDatabase } from "@/server/db/database";
import type { LeadsTable } from "@/server/db/schema";
import { type IdempotentOutcome, runIdempotent } from "@/server/http/idempotency";
import { enqueueMails, type OutgoingMail } from "@/server/mail/outbox";
import { enqueueEvent } from "@/server/webhooks/enqueue";
import { leadCreatedEvent } from "@/server/webhooks/events";
import { configuredReceivers } from "@/server/webhooks/settings";
import { consultationMails, contactMails, type LeadMailContext } from "./lead-mails";

export interface StoreLeadOptions {
  /** The route, which scopes the Idempotency-Key. */
  readonly route: string;
  readonly idempotencyKey: string | undefined;
  readonly rawBody: string;
  readonly teamEmail: string;
  readonly now: Date;
  readonly newId?: () => string;
  /** Where the lead.created event goes (default: LEAD_WEBHOOK_URLS). */
  readonly receivers?: readonly WebhookReceiver[];
}

/** Stores a contact-page lead, its two mails, its event and its idempotency row in one transaction. */
export function storeContactLead(
  db: LeadsDatabase,
  request: ContactRequest,
  options: StoreLeadOptions,
): Promise<IdempotentOutcome> {
  return storeLead(
    db,
    options,
    (id) => contactLeadRow(id, request, options.now),
    (context) => contactMails(request, context),
    request.page,
  );
}

/** Stores a consultation asked for in the popup, its two mails, its event and its idempotency row in one transaction. */
export function storeConsultationLead(
  db: LeadsDatabase,
  request: ConsultationRequest,
  options: StoreLeadOptions,
): Promise<IdempotentOutcome> {
  return storeLead(
    db,
    options,
    (id) => consultationLeadRow(id, request, options.now),
    (context) => consultationMails(request, context),
    request.page,
  );
}

export function contactLeadRow(id: string, request: ContactRequest, now: Date): Insertable<LeadsTable> {
  return {
    id,
    kind: "contact",
    locale: request.locale,
    topic: request.topic,
    service: request.service ?? null,
    help_type: null,
    budget: request.budget ?? null,
    name: request.name,
    last_name: orNull(request.lastName),
    email: request.email,
    company: orNull(request.company),
    message: request.message,
    position: orNull(request.position),
    created_at: now.toISOString(),
  };
}

export function consultationLeadRow(
  id: string,
  request: ConsultationRequest,
  now: Date,
): Insertable<LeadsTable> {
  return {
    id,
    kind: "consultation",
    locale: request.locale,
    topic: null,
    service: null,
    help_type: request.helpType ?? null,
    budget: request.budget ?? null,
    name: request.name,
    last_name: null,
    email: request.email,
    company: null,
    message: null,
    position: null,
    created_at: now.toISOString(),
  };
}

async function storeLead(
  db: LeadsDatabase,
  options: StoreLeadOptions,
  row: (id: string) => Insertable<LeadsTable>,
  mails: (context: LeadMailContext) => OutgoingMail[],
  page: string | undefined,
): Promise<IdempotentOutcome> {
  const id = (options.newId ?? randomUUID)();
  return runIdempotent(
    db,
    { route: options.route, key: options.idempotencyKey, rawBody: options.rawBody, now: options.now },
    async (trx) => {
      const lead = row(id);
      await trx.insertInto("leads").values(lead).execute();
      await enqueueMails(
        trx,
        id,
        mails({ id, teamEmail: options.teamEmail, receivedAt: options.now }),
        options.now,
      );
      const receivers = options.receivers ?? configuredReceivers();
      await enqueueEvent(trx, id, leadCreatedEvent(lead, page), receivers, options.now);
      return { status: 201, body: { id } };
    },
  );
}

/** An optional field left empty is stored as NULL, not "". */
function orNull(value: string | undefined): string | null {
  return value ? value : null;
}
