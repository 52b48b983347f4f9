import "server-only";
import { randomUUID } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { ensurePrivateDirectory, PRIVATE_FILE_MODE } from "@/platform/private-files";
import type { OutgoingMail } from "./outbox";

/** Names the outbox row on every message, so a delivery can be traced (and counted in tests) per mail. */
export const OUTBOX_ID_HEADER = "X-Outbox-Id";
export const ICS_FILENAME = "invite.ics";
/** method=REQUEST makes calendar clients offer the invitation instead of showing a plain file. */
export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8; method=REQUEST";

/** Delivers one stored mail; `send` resolves only once the peer (SMTP server, file system) holds it. */
export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(mail: OutgoingMail, outboxId: string): Promise<void>;
  close(): void;
}

export interface SmtpTransportOptions {
  /** smtp://user:pass@host:port or smtps://… */
  readonly url: string;
  readonly from: string;
  /** The longest one send may take, connection to final reply; keep it well under the worker's lock. */
  readonly sendTimeoutMs?: number;
}

export interface FileTransportOptions {
  readonly dir: string;
  readonly from: string;
  /** The clock that names the files (tests). */
  readonly now?: () => Date;
}

/** The domain of the From address, for Message-IDs; MAIL_FROM is "Name <user@domain>" or "user@domain". */
function fromDomain(from: string): string {
  const match = /@([^\s<>@]+?)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

/**
 * The nodemailer message for a stored mail. The Message-ID is derived from the outbox id, so the rare
 * second delivery of the same row (see src/server/outbox/worker.ts) carries the same id and mail clients that
 * deduplicate by Message-ID show it once.
 */
export function composeMail(mail: OutgoingMail, outboxId: string, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${outboxId}@${fromDomain(from)}>`,
    headers: { [OUTBOX_ID_HEADER]: outboxId },
    attachments:
      mail.ics === undefined
        ? []
        : [{ filename: ICS_FILENAME, content: mail.ics, contentType: ICS_CONTENT_TYPE }],
  };
}

export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    // One connection per send: the worker sends a few mails now and then, and a pooled connection
    // that the server dropped while idle would only turn into a failed attempt.
    pool: false,
    // Fail fast when the server is down or silent, so the mail goes back to the outbox (and its
    // backoff) instead of holding the worker for nodemailer's default minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  });
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  return {
    kind: "smtp",
    async send(mail, outboxId) {
      const info = await transporter.sendMail({
        ...composeMail(mail, outboxId, options.from),
        // Bounds the whole send (a server that answers byte by byte resets socketTimeout forever).
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
      // A mail has one recipient; nodemailer fails when all are refused, this guards the partial case.
      if (info.accepted.length === 0 || info.rejected.length > 0) {
        throw new Error(`SMTP server refused ${info.rejected.map(String).join(", ") || "the recipients"}`);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP_URL (development, previews): every mail becomes an RFC 822 `.eml` file in `dir`, which
 * any mail client opens. The file appears complete or not at all (temp file, fsync, rename), so a
 * reader never sees half a message and the worker marks a mail sent only once its file is there.
 * Files are 0600 and a directory this creates 0700: each holds a visitor's address and what they wrote.
 */
export function createFileTransport(options: FileTransportOptions): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const now = options.now ?? (() => new Date());
  return {
    kind: "file",
    async send(mail, outboxId) {
      const info = await composer.sendMail(composeMail(mail, outboxId, options.from));
      const { message } = info;
      if (!Buffer.isBuffer(message)) throw new Error("the stream transport did not return a buffer");
      await ensurePrivateDirectory(options.dir);
      // ISO 8601 basic format (no colons): valid file names everywhere, still sorted by time.
      const stamp = now().toISOString().replace(/[-:]/g, "");
      const target = join(options.dir, `${stamp}-${outboxId}.eml`);
      const temp = join(options.dir, `.${outboxId}-${randomUUID()}.tmp`);
      try {
        const handle = await open(temp, "wx", PRIVATE_FILE_MODE);
        try {
          // The mode given to open passes through the umask; chmod does not.
          await handle.chmod(PRIVATE_FILE_MODE);
          await handle.writeFile(message);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    close() {
      composer.close();
    },
  };
}

export interface MailTransportConfig {
  readonly smtpUrl?: string | undefined;
  readonly outboxDir: string;
  readonly from: string;
}

/** SMTP when a URL is configured, otherwise .eml files (env: SMTP_URL, OUTBOX_DIR, MAIL_FROM). */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl, from: config.from })
    : createFileTransport({ dir: config.outboxDir, from: config.from });
}
