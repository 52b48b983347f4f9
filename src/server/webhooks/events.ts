import "server-only";
import { randomUUID } from "node:crypto";
import type { Insertable, Selectable } from "kysely";
import { zonedClock } from "@/i18n/zoned-clock";
import type { BookingsTable, LeadsTable } from "@/server/db/schema";

/**
 * The events the site delivers to the team's tools (Standard Webhooks: `type`, `timestamp`, `data`).
 * The payload carries what the team needs to act on a lead or a booking and nothing else: no client
 * address, no cancel link, no visitor time zone.
 */

export type WebhookEventType = "lead.created" | "booking.created" | "booking.cancelled";

export interface LeadEventData {
  /** The lead's id, as `npm run leads` and the team mail show it. */
  readonly id: string;
  /** "contact" (the contact page) or "consultation" (the popup's contact path). */
  readonly form: "contact" | "consultation";
  /** Option codes (src/features/leads/schemas.ts); null when the form did not ask or it was skipped. */
  readonly topic: string | null;
  readonly helpType: string | null;
  readonly service: string | null;
  readonly budget: string | null;
  readonly name: string;
  readonly lastName: string | null;
  readonly email: string;
  readonly company: string | null;
  readonly position: string | null;
  readonly message: string | null;
  /** The site's language the visitor used: "en" or "es". */
  readonly language: string;
  /** The page the form was sent from (a path on the site), when the browser said. */
  readonly page: string | null;
  readonly receivedAt: string;
}

export interface BookingEventData {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly language: string;
  readonly page: string | null;
  /** The slot, in UTC. */
  readonly start: string;
  readonly end: string;
  /** The slot in the team's zone (SCHEDULE_TIME_ZONE), with its offset: 2026-12-02T09:00:00-03:00. */
  readonly teamTimeZone: string;
  readonly startInTeamZone: string;
  readonly endInTeamZone: string;
  readonly status: "confirmed" | "cancelled";
  readonly cancelledAt: string | null;
}

export type WebhookEvent =
  | WebhookEnvelope<"lead.created", LeadEventData>
  | WebhookEnvelope<"booking.created" | "booking.cancelled", BookingEventData>;

interface WebhookEnvelope<Type extends WebhookEventType, Data> {
  /** The event's id, also sent as webhook-id: the same on every try and for every receiver. */
  readonly id: string;
  readonly type: Type;
  /** When it happened (ISO, UTC). */
  readonly timestamp: string;
  readonly data: Data;
}

export function newEventId(): string {
  return `evt_${randomUUID().replaceAll("-", "")}`;
}

export function leadCreatedEvent(
  lead: Insertable<LeadsTable>,
  page: string | undefined,
  id: string = newEventId(),
): WebhookEvent {
  return {
    id,
    type: "lead.created",
    timestamp: lead.created_at,
    data: {
      id: lead.id,
      form: lead.kind,
      topic: lead.topic ?? null,
      helpType: lead.help_type ?? null,
      service: lead.service ?? null,
      budget: lead.budget ?? null,
      name: lead.name,
      lastName: lead.last_name ?? null,
      email: lead.email,
      company: lead.company ?? null,
      position: lead.position ?? null,
      message: lead.message ?? null,
      language: lead.locale,
      page: page ?? null,
      receivedAt: lead.created_at,
    },
  };
}

export function bookingEvent(
  type: "booking.created" | "booking.cancelled",
  booking: Selectable<BookingsTable>,
  options: { readonly page?: string | undefined; readonly teamTimeZone: string; readonly at: Date },
  id: string = newEventId(),
): WebhookEvent {
  return {
    id,
    type,
    timestamp: options.at.toISOString(),
    data: {
      id: booking.id,
      name: booking.name,
      email: booking.email,
      language: booking.locale,
      page: options.page ?? null,
      start: booking.slot_start,
      end: booking.slot_end,
      teamTimeZone: options.teamTimeZone,
      startInTeamZone: isoInZone(new Date(booking.slot_start), options.teamTimeZone),
      endInTeamZone: isoInZone(new Date(booking.slot_end), options.teamTimeZone),
      status: booking.status,
      cancelledAt: booking.cancelled_at,
    },
  };
}

/** An instant as local ISO time in `zone`, with the zone's offset then: 2026-12-02T09:00:00-03:00. */
export function isoInZone(instant: Date, zone: string): string {
  const clock = zonedClock(instant, zone);
  const local = `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}:${clock.second}`;
  const offsetMinutes = Math.round(clock.offsetMs / 60_000);
  if (offsetMinutes === 0) return `${local}Z`;
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${local}${sign}${hours}:${minutes}`;
}

/** Reads a stored event back (the outbox keeps it as JSON); throws on anything else. */
export function parseStoredEvent(json: string): WebhookEvent {
  const value: unknown = JSON.parse(json);
  if (
    typeof value !== "object" ||
    value === null ||
    !("id" in value && typeof value.id === "string" && value.id.startsWith("evt_")) ||
    !("type" in value && typeof value.type === "string") ||
    !["lead.created", "booking.created", "booking.cancelled"].includes(value.type) ||
    !("data" in value && typeof value.data === "object" && value.data !== null)
  ) {
    throw new Error("the stored event is not a webhook event (id, type, data)");
  }
  return value as WebhookEvent;
}
