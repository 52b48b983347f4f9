import { describe, expect, it } from "vitest";
import {
  formatSlot,
  teamBookingNotice,
  teamCancellationNotice,
  visitorConfirmation,
  zoneLabel,
} from "./mail-copy";

const start = new Date("2026-12-01T12:00:00Z");
const end = new Date("2026-12-01T12:20:00Z");

describe("formatSlot", () => {
  it("reads the slot in the visitor's zone, with the zone named", () => {
    expect(formatSlot(start, end, "en", "America/Argentina/Buenos_Aires")).toBe(
      "Tuesday, 1 December 2026, 09:00–09:20 (Argentina Standard Time, GMT-3)",
    );
    expect(formatSlot(start, end, "es", "America/Argentina/Buenos_Aires")).toBe(
      "martes, 1 de diciembre de 2026, 09:00–09:20 (hora estándar de Argentina, GMT-3)",
    );
    expect(formatSlot(start, end, "en", "Europe/Madrid")).toBe(
      "Tuesday, 1 December 2026, 13:00–13:20 (Central European Standard Time, GMT+1)",
    );
    expect(formatSlot(start, end, "en", "Asia/Tokyo")).toMatch(
      /^Tuesday, 1 December 2026, 21:00–21:20 \(.+, GMT\+9\)$/,
    );
  });

  it("names the zone by its id when the language has no name for it", () => {
    expect(zoneLabel(start, "en", "Etc/GMT+3")).toBe("Etc/GMT+3, GMT-3");
  });
});

describe("booking mails", () => {
  const facts = {
    name: "Ana",
    email: "ana@example.com",
    locale: "es" as const,
    timeZone: "America/New_York",
    start,
    end,
    slotMinutes: 20,
    cancelUrl: "https://lumbre.studio/api/bookings/x/cancel?token=t",
    bookingId: "x",
    scheduleTimeZone: "America/Argentina/Buenos_Aires",
  };

  it("confirms to the visitor in their language (voseo) and zone, with the cancel link", () => {
    const mail = visitorConfirmation(facts);
    expect(mail.subject).toBe("Tu consulta con Lumbre Studio está confirmada");
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.text).toContain(
      "martes, 1 de diciembre de 2026, 07:00–07:20 (hora estándar oriental, GMT-5)",
    );
    expect(mail.text).toContain("Si no podés asistir");
    expect(mail.text).toContain(facts.cancelUrl);
    expect(visitorConfirmation({ ...facts, locale: "en" }).text).toContain("(Eastern Standard Time, GMT-5)");
  });

  it("tells the team in the schedule's zone and the visitor's", () => {
    const mail = teamBookingNotice(facts);
    expect(mail.subject).toBe(
      "New consultation: Ana, Tuesday, 1 December 2026, 09:00–09:20 (Argentina Standard Time, GMT-3)",
    );
    expect(mail.text).toContain(
      "Visitor's time: Tuesday, 1 December 2026, 07:00–07:20 (Eastern Standard Time, GMT-5)",
    );
    expect(mail.text).toContain("Email: ana@example.com");
    expect(mail.text).toContain(facts.cancelUrl);
  });
});

describe("what the visitor typed in booking mails", () => {
  const facts = {
    name: "Ana",
    email: "ana@example.com",
    locale: "en" as const,
    timeZone: "America/New_York",
    start,
    end,
    slotMinutes: 20,
    cancelUrl: "https://lumbre.studio/api/bookings/x/cancel?token=t",
    bookingId: "x",
    scheduleTimeZone: "America/Argentina/Buenos_Aires",
  };

  it("shows the visitor a plain first name at most", () => {
    for (const name of ["Claim your prize at http://spam.example", "+1 555 0100", "Ana\u202Egpj.exe"]) {
      for (const locale of ["en", "es"] as const) {
        const mail = visitorConfirmation({ ...facts, name, locale });
        expect(mail.text.split("\n")[0]).toBe(
          locale === "es"
            ? name.startsWith("Claim")
              ? "Hola, Claim:"
              : "Hola:"
            : name.startsWith("Claim")
              ? "Hi Claim,"
              : "Hi,",
        );
        for (const text of ["spam", "555", "gpj", "prize"]) expect(mail.text).not.toContain(text);
      }
    }
  });

  it("gives the team every character, on its own line, and a subject no visitor can spell", () => {
    const mail = teamBookingNotice({ ...facts, name: "Eve\nBcc: x@example.com =?utf-8?b?SGk=?=" });
    expect(mail.text.split("\n")).toContain("Name: Eve\\nBcc: x@example.com =?utf-8?b?SGk=?=");
    expect(mail.subject).toMatch(
      /^New consultation: Eve Bcc: x@example\.com = \?utf-8\?b\?SGk= \?=, Tuesday/,
    );
    expect(mail.subject).not.toMatch(/[\r\n]|=\?/);
    const cancelled = teamCancellationNotice({ ...facts, name: "Eve\r\nSubject: x" });
    expect(cancelled.subject).toMatch(/^Consultation cancelled: Eve Subject: x, Tuesday/);
    expect(cancelled.text.split("\n")).toContain("Name: Eve\\r\\nSubject: x");
  });
});
