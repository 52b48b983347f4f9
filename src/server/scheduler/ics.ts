import "server-only";
/** An iCalendar (RFC 5545) invitation for one booking, as mail clients accept it (METHOD:REQUEST). */
export interface InviteEvent {
  /** The booking id; the UID is <id>@lumbre.studio, the same in every mail about the booking. */
  readonly id: string;
  readonly start: Date;
  readonly end: Date;
  /** When the invitation was made (DTSTAMP). */
  readonly stamp: Date;
  readonly summary: string;
  readonly description: string;
  readonly organizer: { readonly name?: string | undefined; readonly email: string };
  /** The name (CN) only in the team's copy: the visitor's invite carries no text the visitor chose. */
  readonly attendee: { readonly name?: string | undefined; readonly email: string };
  /** The language of SUMMARY and DESCRIPTION ("en", "es"). */
  readonly language: string;
}

export function buildInvite(event: InviteEvent): string {
  const language = `LANGUAGE=${paramValue(event.language)}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Lumbre Studio//Consultations//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    `UID:${event.id}@lumbre.studio`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY;${language}:${escapeText(event.summary)}`,
    `DESCRIPTION;${language}:${escapeText(event.description)}`,
    `ORGANIZER${event.organizer.name ? `;CN=${paramValue(event.organizer.name)}` : ""}:mailto:${event.organizer.email}`,
    `ATTENDEE${event.attendee.name ? `;CN=${paramValue(event.attendee.name)}` : ""};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${event.attendee.email}`,
    "SEQUENCE:0",
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n").concat("\r\n");
}

/** 20261201T120000Z */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/\p{Cc}/gu, "");
}

/**
 * A parameter value (§3.2): always quoted; quotes and control characters cannot appear and are dropped,
 * and so are line separators and bidi controls, which would make a calendar show another name.
 */
function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/gu, "")}"`;
}

/**
 * Lines longer than 75 octets are folded (§3.1): CRLF and a space, never inside a UTF-8 sequence (code
 * points are kept whole; a continuation line's leading space counts towards its 75).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** Unfolds and splits an iCalendar text into its content lines (for tests and readers). */
export function unfoldLines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line.length > 0);
}
