import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseReceivers, type WebhookReceiver } from "@/platform/webhook-receivers";
import type { LeadsDatabase } from "@/server/db/database";
import { type TestDatabase, testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import { enableReceiver, formatOutboxReport, loadOutboxReport, retryDead } from "@/server/outbox/admin";
import type { OutboxLog } from "@/server/outbox/worker";
import { enqueueEvent, WEBHOOK_GIVE_UP_MS } from "./enqueue";
import { leadCreatedEvent, type WebhookEvent } from "./events";
import { startWebhookReceiver, type WebhookReceiverServer } from "./testing/receiver";
import { createWebhookWorker, WEBHOOK_USER_AGENT } from "./webhook-channel";

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const quietLog: OutboxLog = { warn: () => {}, error: () => {} };

function receiversOf(urls: string): WebhookReceiver[] {
  const receivers = parseReceivers(urls);
  if (typeof receivers === "string") throw new Error(receivers);
  return receivers;
}

function leadEvent(index: number, at: Date): WebhookEvent {
  return leadCreatedEvent(
    {
      id: `lead-${index}`,
      kind: "contact",
      locale: index % 2 === 0 ? "es" : "en",
      topic: "new-business",
      service: "branding-strategy",
      budget: "20k-50k",
      name: `Ana ${index}`,
      email: `ana${index}@example.com`,
      company: "Acme",
      message: "Queremos una app nueva.",
      created_at: at.toISOString(),
    },
    "/es/contacto/",
  );
}

async function enqueueLeads(
  db: LeadsDatabase,
  count: number,
  receivers: readonly WebhookReceiver[],
  at: Date,
): Promise<WebhookEvent[]> {
  const events: WebhookEvent[] = [];
  for (let index = 1; index <= count; index += 1) {
    const event = leadEvent(index, at);
    events.push(event);
    await db.transaction().execute((trx) => enqueueEvent(trx, `lead-${index}`, event, receivers, at));
  }
  return events;
}

/** A clock the test moves by hand, starting now: receivers check that a signature's time is recent. */
function manualClock() {
  let current = Date.now();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

async function statuses(db: LeadsDatabase): Promise<string[]> {
  const rows = await db.selectFrom("outbox").select("status").orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => row.status);
}

describe.each(testDatabaseKinds())("webhook delivery through the outbox ($name)", (kind) => {
  const current = useTestDatabase(kind);
  let database: TestDatabase;
  let receiver: WebhookReceiverServer;

  beforeEach(async () => {
    database = current();
    receiver = await startWebhookReceiver(SECRET);
  });
  afterEach(async () => {
    await receiver.close();
  });

  it("delivers each event once per receiver, signed the Standard Webhooks way, in each receiver's format", async () => {
    const { db } = database;
    const receivers = receiversOf(`${receiver.url}/crm,slack:${receiver.url}/slack`);
    const clock = manualClock();
    const events = await enqueueLeads(db, 3, receivers, clock.now());
    const worker = createWebhookWorker({ db, receivers, secret: SECRET, now: clock.now, log: quietLog });

    expect(await worker.runOnce()).toEqual({ sent: 6, failed: 0, skipped: 0, held: 0, dead: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, skipped: 0, held: 0, dead: 0 });

    expect(receiver.received).toHaveLength(6);
    expect(receiver.delivered()).toHaveLength(6);
    const crm = receiver.delivered("/crm");
    // The webhook-id is the event's id, and the body the event, verified by the standardwebhooks package.
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(crm.map((request) => request.verified).sort(byId as never)).toEqual([...events].sort(byId));
    expect(crm.map((request) => request.id).sort()).toEqual(events.map((event) => event.id).sort());
    expect(crm[0]?.userAgent).toBe(WEBHOOK_USER_AGENT);
    const slack = receiver.delivered("/slack");
    expect(slack.map((request) => request.id).sort()).toEqual(events.map((event) => event.id).sort());
    expect(slack.map((request) => request.verified)).toContainEqual({
      text: expect.stringContaining("New lead (New Business) · Lead lead-"),
      blocks: expect.arrayContaining([
        {
          type: "section",
          fields: expect.arrayContaining([{ type: "plain_text", text: "Name: Ana 1", emoji: false }]),
        },
      ]),
    });
    expect(await statuses(db)).toEqual(Array(6).fill("sent"));
  });

  it("keeps an event while its receiver is down and delivers it once after the backoff", async () => {
    const { db } = database;
    const port = receiver.port;
    const receivers = receiversOf(`${receiver.url}/crm`);
    await receiver.close();
    const clock = manualClock();
    const [event] = await enqueueLeads(db, 1, receivers, clock.now());
    const worker = createWebhookWorker({ db, receivers, secret: SECRET, now: clock.now, log: quietLog });

    // Nothing listens: refused, then tried again only once the backoff (5 s, then 10 s) has passed.
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    clock.advance(5_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    const [waiting] = await db.selectFrom("outbox").selectAll().execute();
    expect(waiting).toMatchObject({ status: "pending", attempts: 2 });
    expect(waiting?.last_error).toMatch(/ECONNREFUSED|fetch failed/);

    // Up again, answering 503 first: still a failure.
    receiver = await startWebhookReceiver(SECRET, { port });
    receiver.answer = (_request, index) => (index === 0 ? 503 : 200);
    clock.advance(10_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    expect((await db.selectFrom("outbox").select("last_error").executeTakeFirst())?.last_error).toMatch(
      /HTTP 503/,
    );
    clock.advance(20_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1, failed: 0 });
    clock.advance(60 * 60 * 1000);
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 0 });

    expect(receiver.delivered().map((request) => request.id)).toEqual([event?.id]);
    expect(await statuses(db)).toEqual(["sent"]);
  });

  it("two workers racing (two connections, as two instances) deliver every event once", async () => {
    const { db } = database;
    const receivers = receiversOf(`${receiver.url}/crm`);
    const events = await enqueueLeads(db, 30, receivers, new Date());
    const workers = [db, database.open()].map((connection) =>
      createWebhookWorker({ db: connection, receivers, secret: SECRET, batchSize: 50, log: quietLog }),
    );
    const results = await Promise.all(workers.map((worker) => worker.runOnce()));

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(30);
    const ids = receiver.received.map((request) => request.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids)).toEqual(new Set(events.map((event) => event.id)));
    expect(receiver.delivered()).toHaveLength(30);
  });

  it.each(["after-commit", "mid-delivery"] as const)(
    "delivers an event whose process was SIGKILLed %s, once, from another process",
    async (mode) => {
      const urls = `${receiver.url}/crm`;
      const receivers = receiversOf(urls);
      if (mode === "mid-delivery") receiver.answer = () => "hang";
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "--import",
          "./scripts/server-only.mjs",
          join(import.meta.dirname, "testing", "store-and-crash.ts"),
          JSON.stringify({ config: database.config, urls, secret: SECRET, mode }),
        ],
        { cwd: join(import.meta.dirname, "..", "..", ".."), stdio: ["ignore", "pipe", "inherit"] },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on("exit", (_code, signal) => resolve(signal)),
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("committed")) resolve();
        });
        child.on("exit", (code) => reject(new Error(`the child exited (${code}) before committing`)));
      });
      if (mode === "mid-delivery") await waitUntil(() => receiver.received.length === 1);
      child.kill("SIGKILL");
      expect(await exited).toBe("SIGKILL");
      receiver.answer = () => 200;

      const { db } = database;
      // The lead's two mails wait in the outbox too; the event is the row this test follows.
      const rows = await db.selectFrom("outbox").select(["channel", "status"]).orderBy("channel").execute();
      expect(rows).toEqual([
        { channel: "mail", status: "pending" },
        { channel: "mail", status: "pending" },
        { channel: "webhook", status: mode === "mid-delivery" ? "sending" : "pending" },
      ]);
      // Another process: once the dead process's claim lapses (5 minutes), the event is delivered.
      const clock = manualClock();
      const worker = createWebhookWorker({ db, receivers, secret: SECRET, now: clock.now, log: quietLog });
      if (mode === "mid-delivery") {
        expect(await worker.runOnce()).toMatchObject({ sent: 0, skipped: 0 });
        clock.advance(5 * 60 * 1000);
      }
      expect(await worker.runOnce()).toMatchObject({ sent: 1 });
      expect(await worker.runOnce()).toMatchObject({ sent: 0 });
      const delivered = receiver.delivered();
      expect(delivered).toHaveLength(1);
      expect(delivered[0]?.verified).toMatchObject({ type: "lead.created", data: { page: "/es/contacto/" } });
      // The request the dead process left unanswered carried the same webhook-id: a receiver folds the two.
      expect(new Set(receiver.received.map((request) => request.id)).size).toBe(1);
    },
    40_000,
  );

  it("disables a receiver that answers 410 Gone, with a log line, and sends it nothing more until enabled", async () => {
    const { db } = database;
    const receivers = receiversOf(`${receiver.url}/gone,${receiver.url}/crm`);
    receiver.answer = (request) => (request.path === "/gone" ? 410 : 200);
    const warnings: string[] = [];
    const log: OutboxLog = { warn: (message) => warnings.push(message), error: () => {} };
    const clock = manualClock();
    await enqueueLeads(db, 1, receivers, clock.now());
    const worker = createWebhookWorker({ db, receivers, secret: SECRET, now: clock.now, log });

    expect(await worker.runOnce()).toMatchObject({ sent: 1, dead: 1 });
    expect(warnings.join("\n")).toMatch(
      /receiver standard http:\/\/127\.0\.0\.1:\d+ \([0-9a-f]{8}\) disabled: it answered 410 Gone/,
    );

    // The next event: the disabled receiver gets no request, the other one does.
    await db
      .transaction()
      .execute((trx) => enqueueEvent(trx, "lead-2", leadEvent(2, clock.now()), receivers, clock.now()));
    expect(await worker.runOnce()).toMatchObject({ sent: 1, dead: 1 });
    expect(receiver.received.filter((request) => request.path === "/gone")).toHaveLength(1);
    const report = await loadOutboxReport(db, receivers);
    expect(report.dead).toHaveLength(2);
    expect(formatOutboxReport(report)).toMatch(/disabled since .*: it answered 410 Gone/);

    // Enabled and retried: both events reach it, once each.
    receiver.answer = () => 200;
    const gone = receivers[0];
    expect(await enableReceiver(db, receivers, gone?.id.slice(0, 8) ?? "")).toBe(gone);
    expect(await retryDead(db, { now: clock.now(), channel: "webhook", giveUpMs: WEBHOOK_GIVE_UP_MS })).toBe(
      2,
    );
    expect(await worker.runOnce()).toMatchObject({ sent: 2, dead: 0 });
    expect(receiver.delivered("/gone")).toHaveLength(2);
  });

  it("marks an event dead after 24 hours of failures, shows it in the report, and retry sends it", async () => {
    const { db } = database;
    const receivers = receiversOf(`${receiver.url}/crm`);
    receiver.answer = () => 500;
    const clock = manualClock();
    await enqueueLeads(db, 1, receivers, clock.now());
    const worker = createWebhookWorker({ db, receivers, secret: SECRET, now: clock.now, log: quietLog });

    let tries = 0;
    for (let result = await worker.runOnce(); result.dead === 0; result = await worker.runOnce()) {
      tries += result.failed;
      clock.advance(60 * 60 * 1000);
      if (tries > 100) throw new Error("never given up");
    }
    const [row] = await db.selectFrom("outbox").selectAll().execute();
    expect(row?.status).toBe("dead");
    expect(row?.last_error).toMatch(/^gave up after \d+ tries: .* answered HTTP 500$/);
    expect(clock.now().getTime() - Date.parse(row?.created_at ?? "")).toBeGreaterThanOrEqual(
      WEBHOOK_GIVE_UP_MS,
    );
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 0, dead: 0 });
    const text = formatOutboxReport(await loadOutboxReport(db, receivers));
    expect(text).toMatch(/webhook +standard http:\/\/127\.0\.0\.1:\d+ \([0-9a-f]{8}\) +0 +0 +0 +0 +1/);
    expect(text).toContain("Dead, not delivered (1):");
    expect(text).toContain("npm run outbox -- retry");

    receiver.answer = () => 200;
    const retried = createWebhookWorker({ db, receivers, secret: SECRET, log: quietLog });
    expect(await retryDead(db, { now: new Date(), giveUpMs: WEBHOOK_GIVE_UP_MS })).toBe(1);
    expect(await retried.runOnce()).toMatchObject({ sent: 1 });
    expect(receiver.delivered()).toHaveLength(1);
    expect(await statuses(db)).toEqual(["sent"]);
  });

  it("sends nothing to a receiver no longer in the setting, and follows no redirect", async () => {
    const { db } = database;
    const receivers = receiversOf(`${receiver.url}/old,${receiver.url}/moved`);
    receiver.answer = (request) => (request.path === "/moved" ? 307 : 200);
    const clock = manualClock();
    await enqueueLeads(db, 1, receivers, clock.now());
    // The setting now lists only /moved: /old's row is dead without a request.
    const worker = createWebhookWorker({
      db,
      receivers: receivers.slice(1),
      secret: SECRET,
      now: clock.now,
      log: quietLog,
    });
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 1, dead: 1 });
    expect(receiver.received.map((request) => request.path)).toEqual(["/moved"]);
    const rows = await db.selectFrom("outbox").select("last_error").execute();
    expect(rows.map((row) => row.last_error).sort()).toEqual([
      expect.stringMatching(/^receiver [0-9a-f]{16} is not in LEAD_WEBHOOK_URLS$/),
      expect.stringMatching(/answered HTTP 307$/),
    ]);
  });

  it("gives up on a receiver that does not answer in time", async () => {
    const { db } = database;
    const receivers = receiversOf(`${receiver.url}/slow`);
    receiver.answer = () => "hang";
    await enqueueLeads(db, 1, receivers, new Date());
    const worker = createWebhookWorker({ db, receivers, secret: SECRET, timeoutMs: 200, log: quietLog });
    // The receiver never answers: the run ending at all, with a time-out as the row's error, is the proof.
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    expect((await db.selectFrom("outbox").select("last_error").executeTakeFirst())?.last_error).toMatch(
      /timeout|aborted/i,
    );
  });
});

/** Polls until `condition` holds; the test's own time-out (vitest.config.ts) ends a wait that never comes true. */
async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
