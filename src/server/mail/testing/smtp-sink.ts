import "server-only";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { OUTBOX_ID_HEADER } from "../transport";
import { type MimePart, parseMime } from "./parse-mime";

export interface ReceivedMail {
  readonly mailFrom: string;
  readonly rcptTo: readonly string[];
  readonly raw: Buffer;
  readonly parsed: MimePart;
  readonly outboxId: string | undefined;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** How many messages arrived per X-Outbox-Id. */
  countsByOutboxId(): Map<string, number>;
  close(): Promise<void>;
}

/** A real SMTP server on localhost that keeps what it receives (plain SMTP, no auth needed). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const parsed = parseMime(raw);
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          raw,
          parsed,
          outboxId: parsed.headers.get(OUTBOX_ID_HEADER.toLowerCase()),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("the SMTP sink has no TCP port");
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    countsByOutboxId() {
      const counts = new Map<string, number>();
      for (const mail of received) {
        const id = mail.outboxId ?? "(none)";
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A localhost port that nothing listens on (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no TCP port");
  return address.port;
}
