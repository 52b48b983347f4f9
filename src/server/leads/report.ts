import type { Selectable } from "kysely";
import { optionLabels } from "@/features/leads/option-labels";
import type { LeadsDatabase } from "@/server/db/database";
import type { BookingsTable, LeadsTable } from "@/server/db/schema";

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
  const [leads, bookings] = await Promise.all([
    db.selectFrom("leads").selectAll().where("created_at", ">=", from).execute(),
    db.selectFrom("bookings").selectAll().where("created_at", ">=", from).execute(),
  ]);
  return [...leads.map(leadRow), ...bookings.map(bookingRow)].sort(
    (a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id),
  );
}

const labels = optionLabels.en;

export function leadRow(lead: Selectable<LeadsTable>): ReportRow {
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

export function bookingRow(booking: Selectable<BookingsTable>): ReportRow {
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
  return options[code] ?? code;
}

const CELL_WIDTH = 32;

/** A fixed-width table for a terminal: one line per lead or booking, long cells cut with "…". */
export function formatTable(rows: readonly ReportRow[], since: Date): string {
  if (rows.length === 0) return `No leads or bookings since ${minute(since.toISOString())} UTC.\n`;
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
    ].map(cell),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  const counts = countByKind(rows);
  return [
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...body.map(line),
    "",
    `${rows.length} since ${minute(since.toISOString())} UTC: ${counts}.`,
    "",
  ].join("\n");
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
  // A visitor's "=HYPERLINK(…)" must stay text when the team opens the file in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
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
