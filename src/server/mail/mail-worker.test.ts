import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeadsDatabase } from "@/server/db/database";
import {
  createSqliteTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  useTestDatabase,
} from "@/server/db/testing";
import { defaultBackoff, type OutboxLog } from "@/server/outbox/worker";
import { createMailWorker } from "./mail-channel";
import { enqueueMails, type OutgoingMail } from "./outbox";
import { leafParts, textOf } from "./testing/parse-mime";
import { freePort, type SmtpSink, startSmtpSink } from "./testing/smtp-sink";
import { createSmtpTransport, ICS_FILENAME, type MailTransport } from "./transport";

const FROM = "Lumbre Studio <hello@lumbre.studio>";
const START = new Date("2026-12-01T12:00:00.000Z");

const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Lumbre//Scheduler//EN",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:booking-1@lumbre.studio",
  "DTSTAMP:20261201T120000Z",
  "DTSTART:20261202T150000Z",
  "DTEND:20261202T152000Z",
  "SUMMARY:Consulta con Lumbre",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

function mailsFor(lead: number): OutgoingMail[] {
  return [
    {
      to: "hello@lumbre.studio",
      replyTo: `visitor${lead}@example.com`,
      subject: `New lead ${lead}: Reunión de 20 minutos`,
      text: `Lead ${lead}\nName: Ana Núñez`,
      ics: ICS,
    },
    {
      to: `visitor${lead}@example.com`,
      subject: `Gracias, ${lead} — te escribimos pronto`,
      text: `Hola ${lead}, recibimos tu consulta.`,
      html: `<p>Hola ${lead}, recibimos tu consulta.</p>`,
    },
  ];
}

async function enqueueLeads(db: LeadsDatabase, leads: number, at = START): Promise<void> {
  for (let lead = 1; lead <= leads; lead += 1) {
    await db.transaction().execute((trx) => enqueueMails(trx, `lead-${lead}`, mailsFor(lead), at));
  }
}

async function outboxRows(db: LeadsDatabase) {
  return db.selectFrom("outbox").selectAll().orderBy("created_at").orderBy("id").execute();
}

/** A clock the test moves by hand. */
function manualClock(start = START) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

const quietLog: OutboxLog = { warn: () => {}, error: () => {} };

describe("defaultBackoff", () => {
  it("starts at 5 s, doubles and stops at an hour", () => {
    expect([1, 2, 3, 4].map(defaultBackoff)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(defaultBackoff(10)).toBe(2_560_000);
    expect(defaultBackoff(11)).toBe(3_600_000);
    expect(defaultBackoff(1_000)).toBe(3_600_000);
  });
});

describe.each(testDatabaseKinds())("outbox worker with a real SMTP server ($name)", (kind) => {
  const current = useTestDatabase(kind, "suite");
  let database: TestDatabase;
  let sink: SmtpSink;
  const transports: MailTransport[] = [];

  function smtp(url: string): MailTransport {
    const transport = createSmtpTransport({ url, from: FROM });
    transports.push(transport);
    return transport;
  }

  beforeEach(async () => {
    database = current();
    await database.db.deleteFrom("outbox").execute();
    sink = await startSmtpSink();
    // A cleanup rather than afterEach: a test skipped for want of PostgreSQL started no sink.
    return async () => {
      for (const transport of transports.splice(0)) transport.close();
      await sink.close();
    };
  });

  it("(a) delivers every enqueued mail once, with subject, recipients and the invite intact", async () => {
    const { db } = database;
    await enqueueLeads(db, 3);
    const worker = createMailWorker({ db, transport: smtp(sink.url), now: () => START, log: quietLog });

    expect(await worker.runOnce()).toEqual({ sent: 6, failed: 0, skipped: 0, held: 0, dead: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0, held: 0, dead: 0 });

    const rows = await outboxRows(db);
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill("sent"));
    expect(rows.every((row) => row.sent_at === START.toISOString() && row.locked_until === null)).toBe(true);
    expect(rows.every((row) => row.attempts === 1 && row.last_error === null)).toBe(true);
    expect(sink.received).toHaveLength(6);
    expect([...sink.countsByOutboxId().entries()].sort()).toEqual(rows.map((row) => [row.id, 1]).sort());

    for (const row of rows) {
      const stored = JSON.parse(row.message) as OutgoingMail;
      const mail = sink.received.find((received) => received.outboxId === row.id);
      if (!mail) throw new Error(`mail ${row.id} not received`);
      const { headers } = mail.parsed;
      expect(mail.rcptTo).toEqual([stored.to]);
      expect(mail.mailFrom).toBe("hello@lumbre.studio");
      expect(headers.get("subject")).toBe(stored.subject);
      expect(headers.get("to")).toBe(stored.to);
      expect(headers.get("from")).toBe(FROM);
      expect(headers.get("reply-to")).toBe(stored.replyTo);
      expect(headers.get("message-id")).toBe(`<${row.id}@lumbre.studio>`);
      expect(textOf(mail.parsed, "text/plain")).toBe(stored.text);
      if (stored.html) expect(textOf(mail.parsed, "text/html")).toBe(stored.html);

      const invites = leafParts(mail.parsed).filter((part) => part.contentType === "text/calendar");
      if (stored.ics) {
        expect(invites).toHaveLength(1);
        const [invite] = invites;
        expect(invite?.params.get("method")).toBe("REQUEST");
        expect(invite?.params.get("charset")).toBe("utf-8");
        expect(invite?.headers.get("content-disposition")).toMatch(/^attachment;.*filename=invite\.ics/);
        expect(ICS_FILENAME).toBe("invite.ics");
        expect(invite?.body.toString("utf8")).toBe(stored.ics);
      } else {
        expect(invites).toHaveLength(0);
      }
    }
  });

  it("(c) two workers running at the same time never send a mail twice", async () => {
    await enqueueLeads(database.db, 15);
    // Each worker has its own connection (pool), as two server processes would.
    const workers = [database.open(), database.open(), database.db].map((db) =>
      createMailWorker({ db, transport: smtp(sink.url), now: () => START, batchSize: 50, log: quietLog }),
    );

    const results = await Promise.all(workers.flatMap((worker) => [worker.runOnce(), worker.runOnce()]));

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(30);
    expect(results.reduce((sum, result) => sum + result.failed, 0)).toBe(0);
    // The workers did race for the same rows: claims were lost, and lost claims sent nothing.
    expect(results.reduce((sum, result) => sum + result.skipped, 0)).toBeGreaterThan(0);
    const counts = sink.countsByOutboxId();
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const rows = await outboxRows(database.db);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});

describe.each(testDatabaseKinds())("outbox worker's limit per recipient ($name)", (kind) => {
  const current = useTestDatabase(kind);
  const DAY = 24 * 60 * 60 * 1000;

  /** A transport that records who it sent to. */
  function recorder() {
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: "file",
      send: async (mail) => {
        sent.push(mail.to);
      },
      close: () => {},
    };
    return { sent, transport };
  }

  /** `count` leads from one visitor (spelled in several ways), each with a team mail and a visitor mail. */
  async function enqueueFromOneVisitor(db: LeadsDatabase, count: number, at: Date, first = 1) {
    const spellings = ["eve@example.com", "Eve@Example.com", "eve+promo@example.com", " EVE@example.COM"];
    for (let lead = first; lead < first + count; lead += 1) {
      const to = spellings[lead % spellings.length] ?? "eve@example.com";
      await db.transaction().execute((trx) =>
        enqueueMails(
          trx,
          `lead-${lead}`,
          [
            { to: "team@lumbre.test", replyTo: to, subject: `Lead ${lead}`, text: "for the team" },
            { to, subject: "We received your message", text: "Hi," },
          ],
          at,
        ),
      );
    }
  }

  it("sends one address at most the day's allowance, holds the rest with a reason, and never holds the team's", async () => {
    const { db } = current();
    await enqueueFromOneVisitor(db, 8, START);
    const { sent, transport } = recorder();
    const clock = manualClock();
    const worker = createMailWorker({
      db,
      transport,
      now: clock.now,
      mailsPerRecipientPerDay: 6,
      teamEmail: "Team@Lumbre.test",
      log: quietLog,
    });

    expect(await worker.runOnce()).toEqual({ sent: 14, failed: 0, skipped: 0, held: 2, dead: 0 });
    expect(sent.filter((to) => to === "team@lumbre.test")).toHaveLength(8);
    expect(sent.filter((to) => to !== "team@lumbre.test")).toHaveLength(6);
    const held = await db.selectFrom("outbox").selectAll().where("status", "=", "held").execute();
    expect(held).toHaveLength(2);
    for (const row of held) {
      expect(row.recipient_key).toBe("eve@example.com");
      expect(row.held_reason).toBe(
        "held: 6 mails to this address in the last 24 hours (MAILS_PER_RECIPIENT_PER_DAY = 6)",
      );
      expect(row.sent_at).toBeNull();
      expect(row.locked_until).toBeNull();
    }
    // Held is final: later runs do not send them.
    clock.advance(2 * DAY);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0, held: 0, dead: 0 });

    // A day after the last send the address may be written to again.
    await enqueueFromOneVisitor(db, 1, clock.now(), 100);
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0, skipped: 0, held: 0, dead: 0 });
  });

  it("counts every Gmail spelling of one mailbox as that mailbox: 8 spellings get 6 mails, as one would", async () => {
    const { db } = current();
    const spellings = [
      "ana.lopez@gmail.com",
      "analopez@gmail.com",
      "a.n.a.lopez@gmail.com",
      "AnaLopez@googlemail.com",
      "ana.lopez+1@googlemail.com",
      "ANA.LOPEZ@GMAIL.COM",
      "an.alopez@gmail.com",
      "analope.z+news@gmail.com",
    ];
    for (const [index, to] of spellings.entries()) {
      await db
        .transaction()
        .execute((trx) => enqueueMails(trx, `lead-${index}`, [{ to, subject: "Hi", text: "Hi" }], START));
    }
    const { sent, transport } = recorder();
    const worker = createMailWorker({
      db,
      transport,
      now: () => START,
      mailsPerRecipientPerDay: 6,
      teamEmail: "team@lumbre.test",
      log: quietLog,
    });

    expect(await worker.runOnce()).toEqual({ sent: 6, failed: 0, skipped: 0, held: 2, dead: 0 });
    // Each mail went to the address as the visitor typed it: the key is for counting only.
    expect(spellings).toEqual(expect.arrayContaining(sent));
    expect(new Set(sent).size).toBe(6);
  });

  it("counts mails sent before the upgrade, stored under a Gmail spelling's older key", async () => {
    const { db } = current();
    // Six mails of the last day, stored when the key kept dots and googlemail.com.
    await db
      .insertInto("outbox")
      .values(
        ["ana.lopez@gmail.com", "analopez@googlemail.com", "a.na.lopez@gmail.com"].flatMap((key, index) =>
          [0, 1].map((copy) => ({
            id: `old-${index}-${copy}`,
            subject_id: `old-lead-${index}`,
            message: JSON.stringify({ to: key, subject: "Hi", text: "Hi" }),
            status: "sent" as const,
            next_attempt_at: START.toISOString(),
            locked_until: null,
            last_error: null,
            created_at: new Date(START.getTime() - DAY / 2).toISOString(),
            sent_at: new Date(START.getTime() - DAY / 2).toISOString(),
            recipient_key: key,
            held_reason: null,
          })),
        ),
      )
      .execute();
    await db
      .transaction()
      .execute((trx) =>
        enqueueMails(trx, "lead-new", [{ to: "Ana.Lopez@gmail.com", subject: "Hi", text: "Hi" }], START),
      );
    const { sent, transport } = recorder();
    const worker = createMailWorker({
      db,
      transport,
      now: () => START,
      mailsPerRecipientPerDay: 6,
      teamEmail: "team@lumbre.test",
      log: quietLog,
    });

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0, held: 1, dead: 0 });
    expect(sent).toEqual([]);
  });

  it("keeps two workers racing for one address within the allowance between them", async () => {
    const { db } = current();
    await enqueueFromOneVisitor(db, 12, START);
    const database = current();
    const recorders = [recorder(), recorder(), recorder()];
    const workers = [database.open(), database.open(), db].map((connection, index) =>
      createMailWorker({
        db: connection,
        transport: recorders[index]?.transport ?? recorder().transport,
        now: () => START,
        batchSize: 50,
        mailsPerRecipientPerDay: 4,
        teamEmail: "team@lumbre.test",
        log: quietLog,
      }),
    );
    await Promise.all(workers.map((worker) => worker.runOnce()));
    const all = recorders.flatMap((entry) => entry.sent);
    expect(all.filter((to) => to === "team@lumbre.test")).toHaveLength(12);
    expect(all.filter((to) => to !== "team@lumbre.test").length).toBeLessThanOrEqual(4);
    const rows = await outboxRows(db);
    expect(rows.filter((row) => row.status === "sent").length).toBe(all.length);
    expect(rows.every((row) => row.status === "sent" || row.status === "held")).toBe(true);
  });
});

describe("outbox worker (SQLite)", () => {
  let database: TestDatabase;
  const closers: Array<() => unknown> = [];

  beforeEach(async () => {
    database = await createSqliteTestDatabase();
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await database.close();
  });

  it("(b) keeps every mail while SMTP is down and delivers each once when it is back", async () => {
    const { db } = database;
    await enqueueLeads(db, 2);
    const port = await freePort();
    const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    closers.push(() => transport.close());
    const clock = manualClock();
    const worker = createMailWorker({ db, transport, now: clock.now, log: quietLog });

    // Down: every mail fails, nothing is lost, each waits 5 s.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 4, skipped: 0, held: 0, dead: 0 });
    let rows = await outboxRows(db);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.locked_until).toBeNull();
      expect(row.next_attempt_at).toBe(new Date(START.getTime() + 5_000).toISOString());
    }
    // Not due yet: nothing is tried.
    clock.advance(4_999);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0, held: 0, dead: 0 });

    // Still down after the backoff: second failure, the wait doubles.
    clock.advance(1);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 4, skipped: 0, held: 0, dead: 0 });
    rows = await outboxRows(db);
    const secondFailure = clock.now().getTime();
    for (const row of rows) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(2);
      expect(row.next_attempt_at).toBe(new Date(secondFailure + 10_000).toISOString());
    }

    // The server comes up on the same port.
    const sink = await startSmtpSink(port);
    closers.push(() => sink.close());
    clock.advance(9_999);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0, held: 0, dead: 0 });
    expect(sink.received).toHaveLength(0);
    clock.advance(1);
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0, skipped: 0, held: 0, dead: 0 });
    clock.advance(60 * 60 * 1000);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0, held: 0, dead: 0 });

    rows = await outboxRows(db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(4).fill(["sent", 3]));
    expect(rows.every((row) => row.last_error === null)).toBe(true);
    const counts = sink.countsByOutboxId();
    expect([...counts.entries()].sort()).toEqual(rows.map((row) => [row.id, 1]).sort());
  });

  it("takes over a mail whose sender crashed once the claim lapses, and the stale sender cannot settle it", async () => {
    const { db } = database;
    await enqueueLeads(db, 1);
    const sent: string[] = [];
    let release: (() => void) | undefined;
    const stuck: MailTransport = {
      kind: "file",
      send: (_mail, id) =>
        new Promise<void>((resolve) => {
          sent.push(`stuck:${id}`);
          release = resolve;
        }),
      close: () => {},
    };
    const working: MailTransport = {
      kind: "file",
      send: async (_mail, id) => {
        sent.push(`ok:${id}`);
      },
      close: () => {},
    };
    const clock = manualClock();
    const warnings: string[] = [];
    const log: OutboxLog = { warn: (message) => warnings.push(message), error: () => {} };
    const slow = createMailWorker({
      db,
      transport: stuck,
      now: clock.now,
      batchSize: 1,
      lockMs: 60_000,
      log,
    });
    const healthy = createMailWorker({ db, transport: working, now: clock.now, lockMs: 60_000, log });

    const slowRun = slow.runOnce();
    await waitUntil(() => release !== undefined);
    // Claimed by the slow sender: the other worker leaves it alone until the claim lapses.
    expect(await healthy.runOnce()).toEqual({ sent: 1, failed: 0, skipped: 0, held: 0, dead: 0 });
    clock.advance(60_000);
    expect(await healthy.runOnce()).toEqual({ sent: 1, failed: 0, skipped: 0, held: 0, dead: 0 });
    // The slow sender finally returns: its claim is gone, so it does not touch the row.
    release?.();
    expect(await slowRun).toEqual({ sent: 1, failed: 0, skipped: 0, held: 0, dead: 0 });
    expect(warnings).toEqual([expect.stringMatching(/after its claim lapsed/)]);

    const rows = await outboxRows(db);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    const reclaimed = rows.find((row) => row.attempts === 2);
    expect(reclaimed?.sent_at).toBe(clock.now().toISOString());
    expect(sent.filter((entry) => entry.startsWith("stuck:"))).toHaveLength(1);
  });

  it("keeps a mail whose stored message cannot be read, with its error", async () => {
    const { db } = database;
    await db
      .insertInto("outbox")
      .values({
        id: "broken",
        subject_id: "lead-x",
        message: "{not json",
        status: "pending",
        next_attempt_at: START.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: START.toISOString(),
        sent_at: null,
      })
      .execute();
    const transport: MailTransport = { kind: "file", send: async () => {}, close: () => {} };
    const worker = createMailWorker({ db, transport, now: () => START, log: quietLog });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1, skipped: 0, held: 0, dead: 0 });
    const [row] = await outboxRows(db);
    expect(row?.status).toBe("pending");
    expect(row?.last_error).toMatch(/JSON/);
  });

  it("start() polls, kick() sends soon after a store, stop() waits for the run", async () => {
    const { db } = database;
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: "file",
      send: async (mail) => {
        sent.push(mail.subject);
      },
      close: () => {},
    };
    // A poll interval far longer than the test: only start()'s first run and kick() can send.
    const worker = createMailWorker({ db, transport, pollMs: 60_000, log: quietLog });
    worker.kick(); // not started: nothing happens
    worker.start();
    await waitUntil(async () => (await db.selectFrom("outbox").select("id").execute()).length === 0);
    await enqueueLeads(db, 1, new Date());
    worker.kick();
    await waitUntil(() => sent.length === 2);
    await worker.stop();
    await enqueueLeads(db, 1, new Date());
    worker.kick(); // stopped: nothing happens
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
  });
});

describe("stopping during a run (a shutdown)", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createSqliteTestDatabase();
  });
  afterEach(() => database.close());

  it("finishes and marks the send under way, and leaves the rest of the batch for the next worker", async () => {
    const { db } = database;
    await enqueueLeads(db, 2);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sending: () => void = () => undefined;
    const firstSend = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: "file",
      send: async (mail) => {
        sending();
        await held;
        sent.push(mail.subject);
      },
      close: () => {},
    };
    const worker = createMailWorker({ db, transport, now: () => START, pollMs: 60_000, log: quietLog });
    worker.start();
    await firstSend;
    const stopped = worker.stop();
    release();
    await stopped;
    expect(sent).toHaveLength(1);
    const rows = await outboxRows(db);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(1);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(3);
  });
});

/**
 * Waits until `condition` holds, polling. It never gives up on a clock of its own: a busy machine may take
 * long, and the test's own time-out (vitest.config.ts) ends a wait that never comes true.
 */
async function waitUntil(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
