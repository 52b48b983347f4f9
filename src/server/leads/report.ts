import "server-only";
import type { Selectable } from "kysely";
import { optionLabels } from "@/features/leads/option-labels";
import { canonicalOption } from "@/features/leads/schemas";
import type { LeadsDatabase } from "@/server/db/database";
import type { BookingsTable, LeadsTable, OutboxTable } from "@/server/db/schema";
import { escapeNonPrintable } from "@/server/mail/printable";
import { textTable } from "@/server/operations/text-table";

/** `npm run leads`: leads and bookings as a table or CSV, for a team that does not write SQL. */

export interface ReportOptions {
  readonly since: Date;
  readonly csv: boolean;
}

/** One lead or booking, flattened; empty strings where a field does not apply. */
export interface ReportRow {
  readonly id: string;
  /** When it arrived (ISO, UTC). */
  readonly time: string;
  readonly kind: "contact" | "consultation" | "booking";
  readonly locale: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  /** The contact topic or the consultation's type of help. */
  readonly topicOrHelp: string;
  readonly service: string;
  readonly budget: string;
  readonly position: string;
  readonly message: string;
  readonly slotStart: string;
  readonly slotEnd: string;
  readonly timeZone: string;
  readonly status: string;
  /** Its mails by state: "2 sent", "1 sent, 1 held"; empty when it has none. */
  readonly mails: string;
  /** Its webhook events (one per receiver) by state: "2 sent", "1 sent, 1 dead"; empty when none. */
  readonly webhooks: string;
}

/** A mail the outbox held back instead of sending (over its recipient's daily limit). */
export interface HeldMail {
  readonly id: string;
  /** The lead or booking it is about. */
  readonly subjectId: string;
  readonly time: string;
  readonly to: string;
  readonly reason: string;
}

const DURATION = /^(\d+)([hdw])$/;
const HOURS = { h: 1, d: 24, w: 24 * 7 } as const;

/** "24h", "7d", "2w" before `now`, or an ISO date/instant ("2026-11-01", "2026-11-01T12:00:00Z"). */
export function parseSince(value: string, now: Date): Date | undefined {
  const duration = DURATION.exec(value.trim());
  if (duration) {
    const unit = duration[2] as keyof typeof HOURS;
    return new Date(now.getTime() - Number(duration[1]) * HOURS[unit] * 3_600_000);
  }
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) return undefined;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : new Date(time);
}

export const USAGE = "usage: npm run leads -- [--since 7d|24h|30d|2026-11-01] [--csv]";

/** The command line: --since (default 7d; also --since=7d) and --csv. */
export function parseReportArgs(argv: readonly string[], now: Date): ReportOptions | { error: string } {
  let since = "7d";
  let csv = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? "";
    if (argument === "--csv") csv = true;
    else if (argument === "--since") {
      const value = argv[index + 1];
      if (value === undefined) return { error: "--since needs a value" };
      since = value;
      index++;
    } else if (argument.startsWith("--since=")) since = argument.slice("--since=".length);
    else return { error: `unknown argument ${argument}` };
  }
  const date = parseSince(since, now);
  return date ? { since: date, csv } : { error: `--since ${since}: use 24h, 7d, 30d or an ISO date` };
}

export async function loadReport(db: LeadsDatabase, since: Date): Promise<ReportRow[]> {
  const from = since.toISOString();
  const [leads, bookings, mails] = await Promise.all([
    db.selectFrom("leads").selectAll().where("created_at", ">=", from).execute(),
    db.selectFrom("bookings").selectAll().where("created_at", ">=", from).execute(),
    // A lead's or booking's mails and events are stored with it (or later, on cancelling), never before.
    db
      .selectFrom("outbox")
      .select((eb) => [
        "subject_id",
        "channel",
        "status",
        eb.fn.countAll<number | string | bigint>().as("count"),
      ])
      .where("created_at", ">=", from)
      .groupBy(["subject_id", "channel", "status"])
      .execute(),
  ]);
  const mailsOf = stateSummaries(mails.filter((row) => row.channel === "mail"));
  const webhooksOf = stateSummaries(mails.filter((row) => row.channel === "webhook"));
  return [...leads.map(leadRow), ...bookings.map(bookingRow)]
    .map((row) => ({ ...row, mails: mailsOf.get(row.id) ?? "", webhooks: webhooksOf.get(row.id) ?? "" }))
    .sort((a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id));
}

/** The mails held back since `since`, oldest first. */
export async function loadHeldMails(db: LeadsDatabase, since: Date): Promise<HeldMail[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "subject_id", "created_at", "message", "held_reason"])
    .where("channel", "=", "mail")
    .where("status", "=", "held")
    .where("created_at", ">=", since.toISOString())
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subjectId: row.subject_id,
    time: row.created_at,
    to: recipientOf(row.message),
    reason: row.held_reason ?? "",
  }));
}

const STATES: readonly OutboxTable["status"][] = ["sent", "pending", "sending", "held", "dead"];

/** Per lead or booking, its outbox rows by state: "2 sent", "1 sent, 1 dead". */
function stateSummaries(
  counts: readonly { subject_id: string; status: OutboxTable["status"]; count: number | string | bigint }[],
): Map<string, string> {
  const bySubject = new Map<string, Map<string, number>>();
  for (const { subject_id, status, count } of counts) {
    const states = bySubject.get(subject_id) ?? new Map<string, number>();
    states.set(status, Number(count));
    bySubject.set(subject_id, states);
  }
  const summaries = new Map<string, string>();
  for (const [subject, states] of bySubject) {
    const parts = STATES.filter((state) => states.has(state)).map((state) => `${states.get(state)} ${state}`);
    summaries.set(subject, parts.join(", "));
  }
  return summaries;
}

function recipientOf(message: string): string {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value === "object" && value !== null && "to" in value && typeof value.to === "string") {
      return value.to;
    }
  } catch {
    // Shown as unknown below.
  }
  return "?";
}

const labels = optionLabels.en;

export function leadRow(lead: Selectable<LeadsTable>): Omit<ReportRow, "mails" | "webhooks"> {
  const topicOrHelp =
    lead.kind === "contact" ? label(labels.topics, lead.topic) : label(labels.helpTypes, lead.help_type);
  return {
    id: lead.id,
    time: lead.created_at,
    kind: lead.kind,
    locale: lead.locale,
    name: [lead.name, lead.last_name].filter(Boolean).join(" "),
    email: lead.email,
    company: lead.company ?? "",
    topicOrHelp,
    service: label(labels.services, lead.service),
    budget: label(labels.budgets, lead.budget),
    position: lead.position ?? "",
    message: lead.message ?? "",
    slotStart: "",
    slotEnd: "",
    timeZone: "",
    status: "",
  };
}

export function bookingRow(booking: Selectable<BookingsTable>): Omit<ReportRow, "mails" | "webhooks"> {
  return {
    id: booking.id,
    time: booking.created_at,
    kind: "booking",
    locale: booking.locale,
    name: booking.name,
    email: booking.email,
    company: "",
    topicOrHelp: "",
    service: "",
    budget: "",
    position: "",
    message: "",
    slotStart: booking.slot_start,
    slotEnd: booking.slot_end,
    timeZone: booking.time_zone,
    status: booking.status,
  };
}

/** A stored option code as its English label; an unknown code (an older option) as itself. */
function label(options: Readonly<Record<string, string>>, code: string | null): string {
  if (!code) return "";
  // A row stored by an earlier version of the forms may hold a legacy option value.
  const current = canonicalOption(code);
  return options[current] ?? code;
}

const CELL_WIDTH = 32;

/**
 * A fixed-width table for a terminal: one line per lead or booking, long cells cut with "…", then the
 * mails held back. Everything a visitor typed is printed with its non-printable characters escaped: an
 * ESC in a stored name must not reach the terminal as a command.
 */
export function formatTable(rows: readonly ReportRow[], since: Date, held: readonly HeldMail[] = []): string {
  const heldLines = formatHeld(held);
  if (rows.length === 0) {
    return [`No leads or bookings since ${minute(since.toISOString())} UTC.`, ...heldLines, ""].join("\n");
  }
  const header = [
    "Time (UTC)",
    "Kind",
    "Name",
    "Email",
    "Topic / help",
    "Service",
    "Budget",
    "Slot (UTC)",
    "Status",
    "Mails",
    "Webhooks",
  ];
  const body = rows.map((row) =>
    [
      minute(row.time),
      row.kind,
      row.name,
      row.email,
      row.topicOrHelp,
      row.service,
      row.budget,
      row.slotStart ? `${minute(row.slotStart)}–${row.slotEnd.slice(11, 16)}` : "",
      row.status,
      row.mails,
      row.webhooks,
    ].map(cell),
  );
  const counts = countByKind(rows);
  return [
    ...textTable(header, body),
    "",
    `${rows.length} since ${minute(since.toISOString())} UTC: ${counts}.`,
    ...heldLines,
    "",
  ].join("\n");
}

/** "Held back, not sent:" and one line per held mail; nothing when none was held. */
function formatHeld(held: readonly HeldMail[]): string[] {
  if (held.length === 0) return [];
  return [
    "",
    `Held back, not sent (${held.length}):`,
    ...held.map(
      (mail) =>
        `${minute(mail.time)}  to ${cell(mail.to)}  about ${mail.subjectId}  ${escapeNonPrintable(mail.reason)}`,
    ),
  ];
}

const CSV_COLUMNS: readonly (readonly [string, keyof ReportRow])[] = [
  ["id", "id"],
  ["time", "time"],
  ["kind", "kind"],
  ["locale", "locale"],
  ["name", "name"],
  ["email", "email"],
  ["company", "company"],
  ["topic_or_help", "topicOrHelp"],
  ["service", "service"],
  ["budget", "budget"],
  ["position", "position"],
  ["message", "message"],
  ["slot_start", "slotStart"],
  ["slot_end", "slotEnd"],
  ["time_zone", "timeZone"],
  ["status", "status"],
  ["mails", "mails"],
  ["webhooks", "webhooks"],
];

/** Every field as CSV (RFC 4180: CRLF lines, fields with a comma, quote or line break quoted). */
export function formatCsv(rows: readonly ReportRow[]): string {
  const lines = [
    CSV_COLUMNS.map(([title]) => title),
    ...rows.map((row) => CSV_COLUMNS.map(([, field]) => row[field])),
  ];
  return lines.map((cells) => `${cells.map(csvField).join(",")}\r\n`).join("");
}

export function csvField(value: string): string {
  // Line breaks and tabs are data here (quoted below); anything else non-printable is escaped, since
  // the CSV is as likely to be printed in a terminal as to be opened in a spreadsheet.
  const printable = escapeNonPrintable(value, { keepLineBreaks: true });
  // A visitor's "=HYPERLINK(…)" must stay text when the team opens the file in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(printable) ? `'${printable}` : printable;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(text: string): string {
  const flat = escapeNonPrintable(text.replace(/\s+/g, " ").trim());
  return flat.length > CELL_WIDTH ? `${flat.slice(0, CELL_WIDTH - 1)}…` : flat;
}

function minute(iso: string): string {
  return iso.slice(0, 16).replace("T", " ");
}

function countByKind(rows: readonly ReportRow[]): string {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(", ");
}
