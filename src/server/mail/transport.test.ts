import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutgoingMail } from "./outbox";
import { leafParts, parseMime, textOf } from "./testing/parse-mime";
import { startSmtpSink } from "./testing/smtp-sink";
import {
  composeMail,
  createFileTransport,
  createMailTransport,
  ICS_CONTENT_TYPE,
  OUTBOX_ID_HEADER,
} from "./transport";

const FROM = "Lumbre Studio <hello@lumbre.studio>";
const ICS =
  "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:b-1@lumbre.studio\r\nSUMMARY:Reunión\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
const MAIL: OutgoingMail = {
  to: "ana@example.com",
  replyTo: "hello@lumbre.studio",
  subject: "Tu reunión está confirmada — Lumbre",
  text: "Hola Ana,\n\nTu reunión de 20 minutos está confirmada.\nCancelar: https://lumbre.studio/api/bookings/b-1/cancel?token=abc\n",
  html: "<p>Hola Ana, tu reunión está confirmada.</p>",
  ics: ICS,
};

describe("composeMail", () => {
  it("names the outbox row and derives a stable Message-ID from it", () => {
    const options = composeMail(MAIL, "0b7c-id", FROM);
    expect(options.messageId).toBe("<0b7c-id@lumbre.studio>");
    expect(options.headers).toEqual({ [OUTBOX_ID_HEADER]: "0b7c-id" });
    expect(options.attachments).toEqual([
      { filename: "invite.ics", content: ICS, contentType: ICS_CONTENT_TYPE },
    ]);
    expect(composeMail({ ...MAIL, ics: undefined }, "x", "hello@example.org").attachments).toEqual([]);
    expect(composeMail(MAIL, "x", "hello@example.org").messageId).toBe("<x@example.org>");
  });
});

describe("file transport (no SMTP_URL)", () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "lumbre-outbox-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("(d) writes each mail as a parseable .eml file named by time and outbox id", async () => {
    const outboxDir = join(dir, "data", "outbox");
    const transport = createMailTransport({ outboxDir, from: FROM });
    expect(transport.kind).toBe("file");
    await transport.send(MAIL, "11111111-aaaa");
    await transport.send({ to: "team@example.com", subject: "New lead", text: "plain" }, "22222222-bbbb");
    transport.close();

    const files = (await readdir(outboxDir)).sort();
    // No temp files are left behind; names are <ISO time, basic format>-<outbox id>.eml.
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{8}T\d{6}\.\d{3}Z-11111111-aaaa\.eml$/);
    expect(files[1]).toMatch(/^\d{8}T\d{6}\.\d{3}Z-22222222-bbbb\.eml$/);

    const raw = await readFile(join(outboxDir, files[0] ?? ""));
    // RFC 5322 line ends.
    expect(raw.toString("latin1")).not.toMatch(/[^\r]\n/);
    const message = parseMime(raw);
    expect(message.headers.get("from")).toBe(FROM);
    expect(message.headers.get("to")).toBe(MAIL.to);
    expect(message.headers.get("reply-to")).toBe(MAIL.replyTo);
    expect(message.headers.get("subject")).toBe(MAIL.subject);
    expect(message.headers.get("x-outbox-id")).toBe("11111111-aaaa");
    expect(message.headers.get("message-id")).toBe("<11111111-aaaa@lumbre.studio>");
    expect(message.headers.get("date")).toBeTruthy();
    expect(textOf(message, "text/plain")).toBe(MAIL.text);
    expect(textOf(message, "text/html")).toBe(MAIL.html);
    const invite = leafParts(message).find((part) => part.contentType === "text/calendar");
    expect(invite?.params.get("method")).toBe("REQUEST");
    expect(invite?.headers.get("content-disposition")).toMatch(/^attachment;.*filename=invite\.ics/);
    expect(invite?.body.toString("utf8")).toBe(ICS);

    const plain = parseMime(await readFile(join(outboxDir, files[1] ?? "")));
    expect(plain.headers.get("subject")).toBe("New lead");
    expect(textOf(plain, "text/plain")).toBe("plain");
    expect(leafParts(plain).some((part) => part.contentType === "text/calendar")).toBe(false);
  });

  it("writes .eml files 0600 in a directory it creates 0700, whatever the umask", async () => {
    const outboxDir = join(dir, "data", "outbox");
    await chmod(dir, 0o755);
    const umask = process.umask(0);
    try {
      const transport = createFileTransport({ dir: outboxDir, from: FROM });
      await transport.send(MAIL, "private-1");
      transport.close();
    } finally {
      process.umask(umask);
    }
    const [file] = await readdir(outboxDir);
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    expect(await mode(join(outboxDir, file ?? ""))).toBe(0o600);
    expect(await mode(outboxDir)).toBe(0o700);
    expect(await mode(join(dir, "data"))).toBe(0o700);
    // The directory that was there before keeps its mode.
    expect(await mode(dir)).toBe(0o755);
  });

  it("uses the injected clock for the file name", async () => {
    const transport = createFileTransport({
      dir,
      from: FROM,
      now: () => new Date("2026-03-08T05:59:59.123Z"),
    });
    await transport.send(MAIL, "abc");
    expect(await readdir(dir)).toEqual(["20260308T055959.123Z-abc.eml"]);
  });

  it("fails, leaving no temp file, when the file cannot be put in place", async () => {
    const now = () => new Date("2026-03-08T05:59:59.123Z");
    // A directory where the file should go makes the rename fail.
    await mkdir(join(dir, "20260308T055959.123Z-abc.eml"));
    await expect(createFileTransport({ dir, from: FROM, now }).send(MAIL, "abc")).rejects.toThrow();
    expect(await readdir(dir)).toEqual(["20260308T055959.123Z-abc.eml"]);
  });

  it("fails when the directory cannot be created", async () => {
    await writeFile(join(dir, "file"), "");
    const transport = createFileTransport({ dir: join(dir, "file", "outbox"), from: FROM });
    await expect(transport.send(MAIL, "abc")).rejects.toThrow(/ENOTDIR|EEXIST/);
  });
});

describe("createMailTransport", () => {
  it("sends over SMTP when a URL is set", async () => {
    const sink = await startSmtpSink();
    try {
      const transport = createMailTransport({ smtpUrl: sink.url, outboxDir: "/nonexistent", from: FROM });
      expect(transport.kind).toBe("smtp");
      await transport.send(MAIL, "smtp-1");
      transport.close();
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.rcptTo).toEqual([MAIL.to]);
      expect(sink.received[0]?.outboxId).toBe("smtp-1");
    } finally {
      await sink.close();
    }
  });
});
