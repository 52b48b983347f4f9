import { describe, expect, it } from "vitest";
import {
  type CopyText,
  copyProblems,
  describeProblems,
  ENGLISH_EXCEPTIONS,
  ENGLISH_RULES,
  SPANISH_EXCEPTIONS,
  SPANISH_RULES,
} from "@/i18n/copy-rules";
import { teamMailCopy, visitorMailCopy } from "@/server/leads/mail-copy";
import {
  type CopyLocale,
  cancelPageCopy,
  inviteDescription,
  inviteSummary,
  teamBookingNotice,
  teamCancellationNotice,
  visitorConfirmation,
} from "@/server/scheduler/mail-copy";

/**
 * The mails and the booking's cancel pages hold to the same words as the pages (src/i18n/copy-rules.ts):
 * "e-mail" and "consulta" in Spanish, "email" in English, whichever flow sent them.
 */

const FILE = "src/server/*/mail-copy.ts";

const booking = (locale: CopyLocale) =>
  ({
    name: "Ana",
    email: "ana@example.com",
    locale,
    timeZone: "America/Argentina/Buenos_Aires",
    start: new Date("2026-12-01T12:00:00Z"),
    end: new Date("2026-12-01T12:20:00Z"),
    slotMinutes: 20,
    cancelUrl: "https://lumbre.studio/api/bookings/cancel?token=x",
    bookingId: "b1",
    scheduleTimeZone: "America/Argentina/Buenos_Aires",
  }) as const;

/** Every string of a copy object; its functions called with sample arguments. */
function texts(field: string, value: unknown, sample: readonly unknown[]): CopyText[] {
  if (typeof value === "string") return [{ file: FILE, field, text: value }];
  if (typeof value === "function") {
    const call = value as (...args: readonly unknown[]) => unknown;
    return texts(field, call(...sample), sample);
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => texts(`${field}.${key}`, child, sample));
  }
  return [];
}

/** What a visitor of one language reads: the lead and booking mails, the invite, the cancel pages. */
function visitorTexts(locale: CopyLocale): CopyText[] {
  return [
    ...texts(`leads.${locale}`, visitorMailCopy[locale], ["Ana"]),
    ...texts(`cancelPage.${locale}`, cancelPageCopy[locale], ["1/12/2026, 9:00"]),
    ...texts(`visitorConfirmation.${locale}`, visitorConfirmation(booking(locale)), []),
    { file: FILE, field: `inviteSummary.${locale}`, text: inviteSummary(locale, 20) },
    { file: FILE, field: `inviteDescription.${locale}`, text: inviteDescription(locale, "https://x.test/") },
  ];
}

describe("the words of the mails and the cancel pages", () => {
  it("Spanish: e-mail, consulta, no English left over", () => {
    const problems = copyProblems(visitorTexts("es"), SPANISH_RULES, SPANISH_EXCEPTIONS);
    expect(describeProblems(problems)).toEqual([]);
  });

  it("English, the visitor's and the team's: one spelling of email", () => {
    const all = [
      ...visitorTexts("en"),
      ...texts("leads.team", teamMailCopy, ["Ana", "Ana"]),
      ...texts("teamBookingNotice", teamBookingNotice(booking("en")), []),
      ...texts("teamCancellationNotice", teamCancellationNotice(booking("en")), []),
    ];
    expect(all.length).toBeGreaterThan(40);
    expect(describeProblems(copyProblems(all, ENGLISH_RULES, ENGLISH_EXCEPTIONS))).toEqual([]);
  });
});
