import "server-only";
import { zoneName } from "@/i18n/zoned-clock";
import type { OutgoingMail } from "@/server/mail/outbox";
import { greetingName, lineValue, subjectText } from "@/server/mail/visitor-text";

/** The wording of booking mails and cancel pages, per locale (Spanish: Argentine voseo). */
export type CopyLocale = "en" | "es";

const intlLocale: Record<CopyLocale, string> = { en: "en-GB", es: "es-AR" };

/**
 * A slot as people read it, in a given zone with the zone named:
 * "Tuesday, 1 December 2026, 09:00–09:20 (Argentina Standard Time, GMT-3)" /
 * "martes, 1 de diciembre de 2026, 09:00–09:20 (hora estándar de Argentina, GMT-3)".
 */
export function formatSlot(start: Date, end: Date, locale: CopyLocale, timeZone: string): string {
  const date = new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(start);
  const time = new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${date}, ${time.format(start)}–${time.format(end)} (${zoneLabel(start, locale, timeZone)})`;
}

/** "Argentina Standard Time, GMT-3"; a zone without a localized name is named by its IANA id. */
export function zoneLabel(instant: Date, locale: CopyLocale, timeZone: string): string {
  const offset = zoneName(instant, timeZone, intlLocale[locale], "shortOffset") ?? "";
  const name = zoneName(instant, timeZone, intlLocale[locale], "long") ?? "";
  return name === "" || name.startsWith("GMT") ? `${timeZone}, ${offset}` : `${name}, ${offset}`;
}

export interface BookingMailFacts {
  readonly name: string;
  readonly email: string;
  readonly locale: CopyLocale;
  /** The visitor's zone. */
  readonly timeZone: string;
  readonly start: Date;
  readonly end: Date;
  readonly slotMinutes: number;
  readonly cancelUrl: string;
  readonly bookingId: string;
  /** The schedule's zone, for the team. */
  readonly scheduleTimeZone: string;
}

export function inviteSummary(locale: CopyLocale, slotMinutes: number): string {
  return locale === "es"
    ? `Consulta de ${slotMinutes} minutos con Lumbre Studio`
    : `${slotMinutes}-minute consultation with Lumbre Studio`;
}

export function inviteDescription(locale: CopyLocale, cancelUrl: string): string {
  return locale === "es"
    ? `Tu consulta con Lumbre Studio.\nSi no podés asistir, cancelala desde este enlace: ${cancelUrl}`
    : `Your consultation with Lumbre Studio.\nIf you cannot make it, cancel it with this link: ${cancelUrl}`;
}

type MailText = Pick<OutgoingMail, "subject" | "text">;

/**
 * The confirmation to the visitor, in their language and zone. It goes to whatever address was typed,
 * so of what the visitor typed it shows a plain first name at most (greetingName).
 */
export function visitorConfirmation(facts: BookingMailFacts): MailText {
  const when = formatSlot(facts.start, facts.end, facts.locale, facts.timeZone);
  const name = greetingName(facts.name);
  if (facts.locale === "es") {
    return {
      subject: `Tu consulta con Lumbre Studio está confirmada`,
      text: [
        name ? `Hola, ${name}:` : "Hola:",
        "",
        `Tu consulta de ${facts.slotMinutes} minutos con Lumbre Studio quedó agendada para el`,
        when,
        "",
        "Te adjuntamos la invitación para que la agregues a tu calendario.",
        "",
        "Si no podés asistir, cancelala desde este enlace y el horario queda libre para otra persona:",
        facts.cancelUrl,
        "",
        "¡Nos vemos pronto!",
        "Lumbre Studio",
      ].join("\n"),
    };
  }
  return {
    subject: "Your consultation with Lumbre Studio is confirmed",
    text: [
      name ? `Hi ${name},` : "Hi,",
      "",
      `Your ${facts.slotMinutes}-minute consultation with Lumbre Studio is booked for`,
      when,
      "",
      "The calendar invitation is attached, so you can add it to your calendar.",
      "",
      "If you cannot make it, cancel it with this link and the time becomes free for someone else:",
      facts.cancelUrl,
      "",
      "See you soon,",
      "Lumbre Studio",
    ].join("\n"),
  };
}

/**
 * The team's notice (in English, times in the schedule's zone and the visitor's), with everything the
 * visitor typed: in the subject made safe for a header (subjectText), in the body one value per line.
 */
export function teamBookingNotice(facts: BookingMailFacts): MailText {
  return {
    subject: `New consultation: ${subjectText(facts.name)}, ${formatSlot(facts.start, facts.end, "en", facts.scheduleTimeZone)}`,
    text: [
      "A consultation was booked on the website.",
      "",
      `Name: ${lineValue(facts.name)}`,
      `Email: ${facts.email}`,
      `When: ${formatSlot(facts.start, facts.end, "en", facts.scheduleTimeZone)}`,
      `Visitor's time: ${formatSlot(facts.start, facts.end, "en", facts.timeZone)}`,
      `Language: ${facts.locale === "es" ? "Spanish" : "English"}`,
      `Booking: ${facts.bookingId}`,
      "",
      `Cancel (frees the slot): ${facts.cancelUrl}`,
    ].join("\n"),
  };
}

export function teamCancellationNotice(facts: Omit<BookingMailFacts, "cancelUrl" | "slotMinutes">): MailText {
  const when = formatSlot(facts.start, facts.end, "en", facts.scheduleTimeZone);
  return {
    subject: `Consultation cancelled: ${subjectText(facts.name)}, ${when}`,
    text: [
      "A consultation was cancelled with its cancel link; the slot is free again.",
      "",
      `Name: ${lineValue(facts.name)}`,
      `Email: ${facts.email}`,
      `When: ${when}`,
      `Visitor's time: ${formatSlot(facts.start, facts.end, "en", facts.timeZone)}`,
      `Booking: ${facts.bookingId}`,
    ].join("\n"),
  };
}

/** The cancel pages' wording. */
export const cancelPageCopy: Record<
  CopyLocale,
  {
    readonly title: string;
    readonly question: (when: string) => string;
    readonly button: string;
    readonly keep: string;
    readonly doneTitle: string;
    readonly done: (when: string) => string;
    readonly forbiddenTitle: string;
    readonly forbidden: string;
    readonly notFoundTitle: string;
    readonly unavailableTitle: string;
    readonly unavailable: string;
    readonly home: string;
  }
> = {
  en: {
    title: "Cancel your consultation",
    question: (when) =>
      `Your consultation with Lumbre Studio is booked for ${when}. Do you want to cancel it?`,
    button: "Cancel the consultation",
    keep: "If you want to keep it, just close this page.",
    doneTitle: "Your consultation was cancelled",
    done: (when) =>
      `The consultation for ${when} was cancelled and the team has been told. You can book another time on our website.`,
    forbiddenTitle: "This link is not valid",
    forbidden: "This cancel link is not valid. Use the link in your confirmation email.",
    notFoundTitle: "Booking not found",
    unavailableTitle: "Please try again in a minute",
    unavailable: "We cannot reach the bookings right now. Open the link again in a minute.",
    home: "Go to the Lumbre Studio website",
  },
  es: {
    title: "Cancelá tu consulta",
    question: (when) => `Tu consulta con Lumbre Studio está agendada para el ${when}. ¿Querés cancelarla?`,
    button: "Cancelar la consulta",
    keep: "Si querés mantenerla, simplemente cerrá esta página.",
    doneTitle: "Cancelamos tu consulta",
    done: (when) =>
      `La consulta del ${when} quedó cancelada y ya le avisamos al equipo. Podés reservar otro horario desde nuestro sitio.`,
    forbiddenTitle: "Este enlace no es válido",
    forbidden: "Este enlace de cancelación no es válido. Usá el enlace del e-mail de confirmación.",
    notFoundTitle: "No encontramos la reserva",
    unavailableTitle: "Probá de nuevo en un minuto",
    unavailable: "No podemos acceder a las reservas en este momento. Abrí el enlace de nuevo en un minuto.",
    home: "Ir al sitio de Lumbre Studio",
  },
};
