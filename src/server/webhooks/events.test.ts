import { describe, expect, it } from "vitest";
import { contactLeadRow } from "@/server/leads/lead-store";
import { bookingEvent, isoInZone, leadCreatedEvent, parseStoredEvent } from "./events";

const AT = new Date("2026-12-01T12:00:00.000Z");

describe("isoInZone", () => {
  it("writes the team's local time with the zone's offset", () => {
    expect(isoInZone(AT, "America/Argentina/Buenos_Aires")).toBe("2026-12-01T09:00:00-03:00");
    expect(isoInZone(AT, "Asia/Kolkata")).toBe("2026-12-01T17:30:00+05:30");
    expect(isoInZone(AT, "UTC")).toBe("2026-12-01T12:00:00Z");
    // Summer time in Madrid (CEST) and winter (CET).
    expect(isoInZone(new Date("2026-07-01T12:00:00Z"), "Europe/Madrid")).toBe("2026-07-01T14:00:00+02:00");
    expect(isoInZone(AT, "Europe/Madrid")).toBe("2026-12-01T13:00:00+01:00");
  });
});

describe("webhook events", () => {
  it("a contact lead carries what the team needs, with a stable evt_ id", () => {
    const lead = contactLeadRow(
      "lead-1",
      {
        locale: "es",
        topic: "new-business",
        service: "branding-strategy",
        budget: "20k-50k",
        name: "Ana",
        lastName: "Núñez",
        email: "ana@example.com",
        company: "Acme",
        message: "Queremos rediseñar la app.",
      },
      AT,
    );
    const event = leadCreatedEvent(lead, "/es/contacto/");
    expect(event.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(event).toEqual({
      id: event.id,
      type: "lead.created",
      timestamp: AT.toISOString(),
      data: {
        id: "lead-1",
        form: "contact",
        topic: "new-business",
        helpType: null,
        service: "branding-strategy",
        budget: "20k-50k",
        name: "Ana",
        lastName: "Núñez",
        email: "ana@example.com",
        company: "Acme",
        position: null,
        message: "Queremos rediseñar la app.",
        language: "es",
        page: "/es/contacto/",
        receivedAt: AT.toISOString(),
      },
    });
    expect(parseStoredEvent(JSON.stringify(event))).toEqual(event);
  });

  it("a booking carries its slot in UTC and in the team's zone, and its cancel state", () => {
    const booking = {
      id: "booking-1",
      slot_start: "2026-12-02T12:00:00.000Z",
      slot_end: "2026-12-02T12:20:00.000Z",
      status: "cancelled" as const,
      locale: "en",
      time_zone: "Europe/Madrid",
      name: "Sam",
      email: "sam@example.com",
      email_key: "sam@example.com",
      client_address: "203.0.113.9",
      created_at: AT.toISOString(),
      cancelled_at: "2026-12-01T15:00:00.000Z",
    };
    const event = bookingEvent("booking.cancelled", booking, {
      teamTimeZone: "America/Argentina/Buenos_Aires",
      at: new Date(booking.cancelled_at),
    });
    expect(event.type).toBe("booking.cancelled");
    expect(event.data).toEqual({
      id: "booking-1",
      name: "Sam",
      email: "sam@example.com",
      language: "en",
      page: null,
      start: "2026-12-02T12:00:00.000Z",
      end: "2026-12-02T12:20:00.000Z",
      teamTimeZone: "America/Argentina/Buenos_Aires",
      startInTeamZone: "2026-12-02T09:00:00-03:00",
      endInTeamZone: "2026-12-02T09:20:00-03:00",
      status: "cancelled",
      cancelledAt: "2026-12-01T15:00:00.000Z",
    });
    // Nothing the team does not need: not the client's address, not the visitor's zone.
    expect(JSON.stringify(event)).not.toMatch(/203\.0\.113\.9|Europe\/Madrid/);
  });

  it("refuses a stored row that is not an event", () => {
    expect(() => parseStoredEvent("{not json")).toThrow();
    expect(() => parseStoredEvent(JSON.stringify({ to: "a@b.c", subject: "x", text: "y" }))).toThrow(
      /not a webhook event/,
    );
  });
});
