/**
 * An instant as the wall clock of an IANA zone reads it, and the zone's name then: the one place the
 * scheduler, the webhook events, the booking mails and the booking form ask Intl about zones. No
 * time-zone library: the runtime's ICU data already knows every zone's offsets and DST rules. Not
 * server-only: the booking form groups slots by the visitor's day in the browser too.
 */

/** The wall-clock reading, as the formatter writes it: "2026", "12", "01", "09", "00", "00". */
export interface ZonedClock {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
  /** The zone's offset from UTC then, in milliseconds (Buenos Aires: -3 h). */
  readonly offsetMs: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a formatter costs far more than using one; the site asks about a handful of zones.
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone; throws a RangeError for a zone the runtime lacks. */
export function zonedClock(instant: Date | number, zone: string): ZonedClock {
  const parts = new Map(
    formatterFor(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // The formatter always writes every field asked for; the fallback only satisfies the type.
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? "00";
  const clock = {
    year: field("year"),
    month: field("month"),
    day: field("day"),
    // Some ICU versions print midnight as 24 even with h23.
    hour: field("hour") === "24" ? "00" : field("hour"),
    minute: field("minute"),
    second: field("second"),
  };
  const wallAsUtc = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
  const wholeSeconds = Math.floor(new Date(instant).getTime() / 1000) * 1000;
  return { ...clock, offsetMs: wallAsUtc - wholeSeconds };
}

/** The calendar day ("2026-12-01") an instant falls on in a zone. */
export function zonedDay(instant: Date | number, zone: string): string {
  const clock = zonedClock(instant, zone);
  return `${clock.year}-${clock.month}-${clock.day}`;
}

/** The zone's name on that instant in a locale's words ("EST", "GMT-3", "Argentina Standard Time"). */
export function zoneName(
  instant: Date,
  zone: string,
  locale: string,
  style: NonNullable<Intl.DateTimeFormatOptions["timeZoneName"]>,
): string | undefined {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
}

/** Whether the runtime knows the IANA zone. Not cached: visitors send these. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
