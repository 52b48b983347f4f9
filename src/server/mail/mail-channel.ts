import "server-only";
import { env } from "@/platform/env";
import type { LeadsDatabase } from "@/server/db/database";
import {
  type ClaimedRow,
  channelWorker,
  type Delivery,
  describeError,
  type OutboxChannel,
} from "@/server/outbox/worker";
import { addressKey, legacyKeyPatterns, sameMailbox } from "./address-key";
import type { OutgoingMail } from "./outbox";
import type { MailTransport } from "./transport";

/**
 * The mail channel of the outbox: sends each stored mail through the transport (SMTP, or .eml files).
 *
 * The forms mail addresses that visitors type, so one address gets at most `mailsPerRecipientPerDay`
 * mails in 24 hours. The rest are marked held, with the reason, and never sent (`npm run leads` lists
 * them). The team's address is never limited. A mail is never given up on: it is retried until sent.
 */
export interface MailChannelOptions {
  readonly db: LeadsDatabase;
  readonly transport: MailTransport;
  /** Mails one address may be sent in 24 hours; more are held (default MAILS_PER_RECIPIENT_PER_DAY). */
  readonly mailsPerRecipientPerDay?: number;
  /** The team's address, whose mails are never held (default TEAM_EMAIL). */
  readonly teamEmail?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function parseMessage(json: string): OutgoingMail {
  const value: unknown = JSON.parse(json);
  if (
    typeof value !== "object" ||
    value === null ||
    !("to" in value && typeof value.to === "string") ||
    !("subject" in value && typeof value.subject === "string") ||
    !("text" in value && typeof value.text === "string")
  ) {
    throw new Error("the stored message is not a mail (to, subject, text)");
  }
  return value as OutgoingMail;
}

export function mailChannel(options: MailChannelOptions): OutboxChannel {
  const { db, transport } = options;
  const perRecipientPerDay = options.mailsPerRecipientPerDay ?? env.MAILS_PER_RECIPIENT_PER_DAY;
  const teamKey = addressKey(options.teamEmail ?? env.TEAM_EMAIL);

  /**
   * Why a claimed mail must not be sent: its recipient already got (or is being sent, by another
   * worker) the day's allowance. Counting the other workers' claims as well keeps workers racing for
   * one address from sending more than the limit between them; at worst a mail is held that a slower
   * count would have let through.
   *
   * The claimed row's key is brought to today's addressKey, and rows stored before Gmail spellings were
   * folded (a.na@gmail.com, ana@googlemail.com) count for ana@gmail.com too (legacyKeyPatterns): without
   * that, the day after an upgrade would give every old spelling a fresh allowance.
   */
  async function holdReason(id: string, storedKey: string | null, at: Date): Promise<string | undefined> {
    if (storedKey === null) return undefined;
    const recipientKey = addressKey(storedKey);
    if (recipientKey === teamKey) return undefined;
    const since = new Date(at.getTime() - DAY_MS).toISOString();
    const legacy = legacyKeyPatterns(recipientKey);
    const rows = await db
      .selectFrom("outbox")
      .select("recipient_key")
      .where("channel", "=", "mail")
      .where((eb) =>
        eb.or([
          eb("recipient_key", "=", recipientKey),
          ...legacy.map((pattern) => eb("recipient_key", "like", pattern)),
        ]),
      )
      .where("id", "<>", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "sent"), eb("sent_at", ">=", since)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", ">", at.toISOString())]),
        ]),
      )
      .execute();
    const count = rows.filter(
      (row) => row.recipient_key !== null && sameMailbox(row.recipient_key, recipientKey),
    ).length;
    if (count < perRecipientPerDay) return undefined;
    return `held: ${count} mails to this address in the last 24 hours (MAILS_PER_RECIPIENT_PER_DAY = ${perRecipientPerDay})`;
  }

  return {
    name: "mail",
    noun: "mail",
    async deliver(row: ClaimedRow, claimedAt: Date): Promise<Delivery> {
      const held = await holdReason(row.id, row.recipient_key, claimedAt);
      if (held !== undefined) return { outcome: "held", reason: held };
      try {
        await transport.send(parseMessage(row.message), row.id);
      } catch (error) {
        return { outcome: "failed", error: describeError(error) };
      }
      return { outcome: "sent" };
    },
  };
}

/** A worker for the mail channel (the options of both). */
export const createMailWorker = channelWorker(mailChannel);
