import "server-only";
import type { WebhookReceiver } from "@/platform/webhook-receivers";
import type { LeadsDatabase } from "@/server/db/database";
import type { OutboxChannelName, OutboxTable } from "@/server/db/schema";
import { escapeNonPrintable } from "@/server/mail/printable";
import { textTable } from "@/server/operations/text-table";

/**
 * `npm run outbox`: what the outbox holds per channel (and per webhook receiver), the rows it gave up
 * on, and the two things a person may do about them: retry dead rows, enable a receiver that answered
 * 410 Gone.
 */

export const OUTBOX_USAGE = [
  "usage: npm run outbox                          what is pending, sent, held and dead, per channel",
  "       npm run outbox -- retry [--channel mail|webhook]   send the dead rows again",
  "       npm run outbox -- enable <receiver id>  turn a receiver back on after it answered 410",
].join("\n");

export type OutboxCommand =
  | { readonly command: "report" }
  | { readonly command: "retry"; readonly channel: OutboxChannelName | undefined }
  | { readonly command: "enable"; readonly receiver: string };

export function parseOutboxArgs(argv: readonly string[]): OutboxCommand | { error: string } {
  const [command, ...rest] = argv;
  if (command === undefined) return { command: "report" };
  if (command === "retry") {
    if (rest.length === 0) return { command: "retry", channel: undefined };
    const channel = rest[0] === "--channel" ? rest[1] : rest[0]?.replace(/^--channel=/, "");
    if ((channel === "mail" || channel === "webhook") && rest.length <= 2)
      return { command: "retry", channel };
    return { error: "retry takes --channel mail or --channel webhook" };
  }
  if (command === "enable") {
    const receiver = rest[0];
    if (rest.length === 1 && receiver && /^[0-9a-f]{4,16}$/.test(receiver))
      return { command: "enable", receiver };
    return { error: "enable takes a receiver's id (hex, as the report shows it)" };
  }
  return { error: `unknown command ${command}` };
}

const STATES: readonly OutboxTable["status"][] = ["pending", "sending", "sent", "held", "dead"];

export interface ChannelSummary {
  readonly channel: OutboxChannelName;
  /** The receiver's label for a webhook row; "" for mail. */
  readonly receiver: string;
  readonly counts: Readonly<Record<OutboxTable["status"], number>>;
  /** Set when the receiver is disabled (it answered 410). */
  readonly disabled: string | undefined;
}

export interface DeadRow {
  readonly id: string;
  readonly channel: OutboxChannelName;
  readonly receiver: string;
  readonly subjectId: string;
  readonly createdAt: string;
  readonly attempts: number;
  readonly error: string;
}

export interface OutboxReport {
  readonly channels: readonly ChannelSummary[];
  readonly dead: readonly DeadRow[];
}

function receiverLabel(receivers: readonly WebhookReceiver[], id: string | null): string {
  if (id === null) return "";
  return (
    receivers.find((receiver) => receiver.id === id)?.label ?? `${id.slice(0, 8)} (not in LEAD_WEBHOOK_URLS)`
  );
}

export async function loadOutboxReport(
  db: LeadsDatabase,
  receivers: readonly WebhookReceiver[],
  deadLimit = 50,
): Promise<OutboxReport> {
  const [counts, disabled, dead] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => [
        "channel",
        "destination",
        "status",
        eb.fn.countAll<number | string | bigint>().as("count"),
      ])
      .groupBy(["channel", "destination", "status"])
      .execute(),
    db.selectFrom("webhook_receivers").selectAll().where("disabled_at", "is not", null).execute(),
    db
      .selectFrom("outbox")
      .select(["id", "channel", "destination", "subject_id", "created_at", "attempts", "last_error"])
      .where("status", "=", "dead")
      .orderBy("created_at")
      .orderBy("id")
      .limit(deadLimit)
      .execute(),
  ]);
  const summaries = new Map<
    string,
    { channel: OutboxChannelName; destination: string | null; counts: Record<string, number> }
  >();
  // Every configured receiver is listed, even before its first event.
  summaries.set("mail:", { channel: "mail", destination: null, counts: {} });
  for (const receiver of receivers) {
    summaries.set(`webhook:${receiver.id}`, { channel: "webhook", destination: receiver.id, counts: {} });
  }
  for (const row of counts) {
    const key = `${row.channel}:${row.destination ?? ""}`;
    const summary = summaries.get(key) ?? { channel: row.channel, destination: row.destination, counts: {} };
    summary.counts[row.status] = Number(row.count);
    summaries.set(key, summary);
  }
  const disabledById = new Map(
    disabled.map((row) => [row.id, `disabled since ${row.disabled_at}: ${row.disabled_reason ?? ""}`]),
  );
  return {
    channels: [...summaries.values()].map((summary) => ({
      channel: summary.channel,
      receiver: receiverLabel(receivers, summary.destination),
      counts: Object.fromEntries(STATES.map((state) => [state, summary.counts[state] ?? 0])) as Record<
        OutboxTable["status"],
        number
      >,
      disabled: summary.destination === null ? undefined : disabledById.get(summary.destination),
    })),
    dead: dead.map((row) => ({
      id: row.id,
      channel: row.channel,
      receiver: receiverLabel(receivers, row.destination),
      subjectId: row.subject_id,
      createdAt: row.created_at,
      attempts: row.attempts,
      error: row.last_error ?? "",
    })),
  };
}

export function formatOutboxReport(report: OutboxReport): string {
  const header = ["Channel", "Receiver", ...STATES];
  const body = report.channels.map((summary) => [
    summary.channel,
    summary.receiver || "—",
    ...STATES.map((state) => String(summary.counts[state])),
  ]);
  const lines = textTable(header, body);
  for (const summary of report.channels) {
    if (summary.disabled) lines.push(`${summary.receiver}: ${summary.disabled}`);
  }
  if (report.dead.length > 0) {
    lines.push("", `Dead, not delivered (${report.dead.length}):`);
    for (const row of report.dead) {
      lines.push(
        `${row.createdAt.slice(0, 16).replace("T", " ")}  ${row.channel}  ${row.receiver || "—"}  about ${row.subjectId}  ${row.attempts} tries  ${escapeNonPrintable(row.error)}`,
      );
    }
    lines.push("", "Send them again: npm run outbox -- retry");
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Puts dead rows back to pending, due now, with a fresh count of tries and (webhook rows) another 24
 * hours before they are given up on. Returns how many.
 */
export async function retryDead(
  db: LeadsDatabase,
  options: {
    readonly now: Date;
    readonly channel?: OutboxChannelName | undefined;
    readonly giveUpMs: number;
  },
): Promise<number> {
  const at = options.now.toISOString();
  let query = db
    .updateTable("outbox")
    .set((eb) => ({
      status: "pending" as const,
      next_attempt_at: at,
      attempts: 0,
      locked_until: null,
      give_up_at: eb
        .case()
        .when("give_up_at", "is", null)
        .then(null)
        .else(new Date(options.now.getTime() + options.giveUpMs).toISOString())
        .end(),
    }))
    .where("status", "=", "dead");
  if (options.channel) query = query.where("channel", "=", options.channel);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Turns a disabled receiver back on; the receiver is found by its id or a prefix of it (≥ 4 hex). */
export async function enableReceiver(
  db: LeadsDatabase,
  receivers: readonly WebhookReceiver[],
  idPrefix: string,
): Promise<WebhookReceiver | "unknown" | "ambiguous"> {
  const matches = receivers.filter((receiver) => receiver.id.startsWith(idPrefix));
  const [receiver] = matches;
  if (!receiver) return "unknown";
  if (matches.length > 1) return "ambiguous";
  await db.deleteFrom("webhook_receivers").where("id", "=", receiver.id).execute();
  return receiver;
}

/**
 * Rows each channel has yet to deliver (pending, or being sent), every channel listed: what the
 * lumbre_outbox_depth metric reports. Held and dead rows are not waiting; `npm run outbox` lists them.
 */
export async function outboxDepth(db: LeadsDatabase): Promise<Record<OutboxChannelName, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["channel", eb.fn.countAll<number | string | bigint>().as("count")])
    .where("status", "in", ["pending", "sending"])
    .groupBy("channel")
    .execute();
  const depth: Record<OutboxChannelName, number> = { mail: 0, webhook: 0 };
  for (const row of rows) depth[row.channel] = Number(row.count);
  return depth;
}
