import { describe, expect, it } from "vitest";
import { buildInvite, escapeText, foldLine, unfoldLines, utcDateTime } from "./ics";

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("buildInvite", () => {
  const ics = buildInvite({
    id: "0b5c1f0e-3d1c-4c55-9a8e-2f1f6d1c9b11",
    start: new Date("2026-12-01T12:00:00Z"),
    end: new Date("2026-12-01T12:20:00Z"),
    stamp: new Date("2026-11-30T18:04:05.123Z"),
    summary: "Consulta de 20 minutos con Lumbre Studio",
    description:
      "Tu consulta con Lumbre Studio.\nSi no podés asistir, cancelala desde este enlace: https://lumbre.studio/api/bookings/0b5c1f0e-3d1c-4c55-9a8e-2f1f6d1c9b11/cancel?token=abc_DEF-123",
    organizer: { name: "Lumbre Studio", email: "hello@lumbre.studio" },
    attendee: { name: 'Ana "Ani" Pérez, López', email: "ana@example.com" },
    language: "es",
  });

  it("uses CRLF line endings and folds every line to 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("holds one request event with the booking's times in UTC", () => {
    const lines = unfoldLines(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toEqual(
      expect.arrayContaining([
        "VERSION:2.0",
        "PRODID:-//Lumbre Studio//Consultations//EN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        "UID:0b5c1f0e-3d1c-4c55-9a8e-2f1f6d1c9b11@lumbre.studio",
        "DTSTAMP:20261130T180405Z",
        "DTSTART:20261201T120000Z",
        "DTEND:20261201T122000Z",
        'SUMMARY;LANGUAGE="es":Consulta de 20 minutos con Lumbre Studio',
        'ORGANIZER;CN="Lumbre Studio":mailto:hello@lumbre.studio',
        'ATTENDEE;CN="Ana Ani Pérez, López";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ana@example.com',
        "END:VEVENT",
      ]),
    );
    const description = lines.find((line) => line.startsWith("DESCRIPTION"));
    expect(description).toBe(
      'DESCRIPTION;LANGUAGE="es":Tu consulta con Lumbre Studio.\\nSi no podés asistir\\, cancelala desde este enlace: https://lumbre.studio/api/bookings/0b5c1f0e-3d1c-4c55-9a8e-2f1f6d1c9b11/cancel?token=abc_DEF-123',
    );
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  });
});

describe("RFC 5545 text", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });

  it("folds long lines without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"ñ".repeat(60)}${"🔥".repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0] && octets(parts[0])).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(" ")).toBe(true);
      expect(octets(part)).toBeLessThanOrEqual(75);
    }
    expect(folded).not.toContain("\uFFFD");
    expect(unfoldLines(`${folded}\r\n`)).toEqual([line]);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75));
    expect(foldLine("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`);
  });

  it("writes UTC date-times in the basic format", () => {
    expect(utcDateTime(new Date("2026-03-08T07:00:00.000Z"))).toBe("20260308T070000Z");
  });
});

describe("the attendee", () => {
  const event = {
    id: "b",
    start: new Date("2026-12-01T12:00:00Z"),
    end: new Date("2026-12-01T12:20:00Z"),
    stamp: new Date("2026-11-30T18:04:05Z"),
    summary: "s",
    description: "d",
    organizer: { email: "hello@lumbre.studio" },
    language: "en",
  };

  it("is named only when a name is given (the team's copy), without controls, bidi or line separators", () => {
    expect(unfoldLines(buildInvite({ ...event, attendee: { email: "a@b.io" } }))).toContain(
      "ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:a@b.io",
    );
    const named = buildInvite({ ...event, attendee: { name: "Ana\u202E\u2028x\u0007", email: "a@b.io" } });
    expect(unfoldLines(named)).toContain(
      'ATTENDEE;CN="Anax";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:a@b.io',
    );
  });
});
