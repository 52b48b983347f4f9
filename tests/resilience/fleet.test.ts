import { randomBytes, randomUUID } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textOf } from "@/server/mail/testing/parse-mime";
import { type SmtpSink, startSmtpSink } from "@/server/mail/testing/smtp-sink";
import type { WebhookEvent } from "@/server/webhooks/events";
import { startWebhookReceiver, type WebhookReceiverServer } from "@/server/webhooks/testing/receiver";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";
import { copySite, type SiteCopy } from "../harness/site-copy";

/**
 * A fleet of two: two production servers on loopback, each on its own copy of the build (as two machines
 * would have), over one PostgreSQL database, one content/ folder (the content service), one SMTP server
 * and one webhook receiver, with the secrets a fleet shares. A publish called on one instance reaches the
 * visitors of both; a slot is booked once whichever instance each visitor reaches; every outbox mail and
 * event is sent once; a cancel link written by one instance works on the other.
 */

const projectRoot = join(import.meta.dirname, "../..");
const databaseUrl = process.env.TEST_DATABASE_URL;
// Under CI a missing PostgreSQL fails the run (beforeAll throws); elsewhere the fleet is skipped, saying so.
const skip = !databaseUrl && process.env.CI !== "true";
if (skip) console.warn("fleet: TEST_DATABASE_URL is not set (scripts/ensure-test-postgres.sh): skipped");

const PUBLISH_SECRET = "fleet-publish-secret-0123456789";
const BOOKING_SECRET = "fleet-booking-secret-0123456789abcdef";
const FLEET_PREVIEW_SECRET = "fleet-preview-secret-0123456789abcdef0123456789";
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const TEAM_EMAIL = "team@fleet.test";
const COOKIES = "documents/page/cookies.en-us.json";

let database: string;
/** The fleet's database: both instances' outbox rows, in one table. */
let fleetUrl: string;
let content: SiteCopy;
let copies: SiteCopy[] = [];
let servers: StartedSiteServer[] = [];
let smtp: SmtpSink;
let receiver: WebhookReceiverServer;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (skip) return;
  if (!databaseUrl) throw new Error("TEST_DATABASE_URL is not set (scripts/ensure-test-postgres.sh)");
  database = `lumbre_fleet_${randomBytes(5).toString("hex")}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  fleetUrl = url.toString();
  smtp = await startSmtpSink();
  receiver = await startWebhookReceiver(WEBHOOK_SECRET);
  content = await copySite(projectRoot);
  copies = await Promise.all(
    [0, 1].map(() => copySite(projectRoot, { content: join(content.root, "content") })),
  );
  // Both start at once: they migrate the same empty database at the same moment.
  servers = await Promise.all(
    copies.map((copy) =>
      startSiteServer(copy.root, {
        env: {
          DATABASE_URL: fleetUrl,
          SMTP_URL: smtp.url,
          TEAM_EMAIL,
          BOOKING_SECRET,
          PREVIEW_SECRET: FLEET_PREVIEW_SECRET,
          CONTENT_WEBHOOK_SECRET: PUBLISH_SECRET,
          CONTENT_POLL_SECONDS: "2",
          LEAD_WEBHOOK_URLS: `${receiver.url}/crm`,
          LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
        },
      }),
    ),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([...copies, content].map((copy) => copy?.remove()));
  await smtp?.close();
  await receiver?.close();
  if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}, 60_000);

function instance(index: number): StartedSiteServer {
  const server = servers[index];
  if (!server) throw new Error(`no instance ${index}`);
  return server;
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const printed = servers.map((server, index) => `--- instance ${index}\n${server.output().slice(-2000)}`);
  throw new Error(`${what}: not within ${seconds} s\n${printed.join("\n")}`);
}

function book(server: StartedSiteServer, slotStart: string, email: string): Promise<Response> {
  return fetch(new URL("/api/bookings", server.url), {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({
      locale: "en",
      slotStart,
      timeZone: "Europe/Madrid",
      name: email.split("@")[0],
      email,
      page: "/contact/",
      website: "",
    }),
  });
}

async function freeSlots(server: StartedSiteServer): Promise<string[]> {
  const response = await fetch(new URL("/api/slots?days=30", server.url));
  return ((await response.json()) as { slots: string[] }).slots;
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.rcptTo.includes(address));

function eventsOf(bookingId: string): WebhookEvent[] {
  return receiver
    .delivered("/crm")
    .map((request) => request.verified as WebhookEvent)
    .filter((event) => event.data.id === bookingId);
}

interface OutboxRow {
  readonly id: string;
  readonly channel: string;
  readonly status: string;
}

/** The outbox rows about a booking (its mails and events, whichever instance stored them). */
async function outboxOf(subjectId: string): Promise<OutboxRow[]> {
  const client = new pg.Client({ connectionString: fleetUrl });
  await client.connect();
  try {
    const result = await client.query<OutboxRow>(
      "SELECT id, channel, status FROM outbox WHERE subject_id = $1 ORDER BY id",
      [subjectId],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

/**
 * Waits until neither instance's worker can send any of a booking's rows again, and expects every one of
 * them sent. A worker claims only a pending row or one whose claim lapsed, and marks a row sent only after
 * its peer kept it; so once every row is sent, whatever either instance would ever deliver of them has
 * reached the SMTP sink and the webhook receiver, and a duplicate would already be there to count.
 */
async function expectOutboxSent(subjectId: string): Promise<OutboxRow[]> {
  const rows = await until(`the outbox rows of ${subjectId} to be settled`, 60, async () => {
    const current = await outboxOf(subjectId);
    return current.length > 0 && current.every((row) => row.status !== "pending" && row.status !== "sending")
      ? current
      : undefined;
  });
  expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
  return rows;
}

/** Each of these mail rows reached the SMTP sink exactly once. */
function expectEachMailOnce(rows: readonly OutboxRow[]): void {
  const counts = smtp.countsByOutboxId();
  const mails = rows.filter((row) => row.channel === "mail");
  expect(mails.length).toBeGreaterThan(0);
  expect(mails.map((row) => [row.id, counts.get(row.id) ?? 0])).toEqual(mails.map((row) => [row.id, 1]));
}

describe.skipIf(skip)("two production servers over one PostgreSQL", () => {
  it("a publish called on one instance reaches the visitors of both within 60 s", async () => {
    for (const server of servers)
      expect(heading(await (await fetch(`${server.url}/cookies/`)).text())).toBe("Cookie policy");
    const file = join(content.root, "content", COOKIES);
    const document = JSON.parse(await readFile(file, "utf8"));
    document.data.title = "Cookie policy, fleet edition";
    await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);

    const started = Date.now();
    const response = await fetch(new URL("/api/publish", instance(1).url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret: PUBLISH_SECRET }),
    });
    expect(response.status).toBe(202);
    const times = await Promise.all(
      servers.map((server, index) =>
        until(`instance ${index} shows the new title`, 60, async () => {
          const page = await fetch(`${server.url}/cookies/`);
          return heading(await page.text()) === "Cookie policy, fleet edition"
            ? Date.now() - started
            : undefined;
        }),
      ),
    );
    console.log(
      `publish on instance 1 → new /cookies/ on instance 0: ${times[0]} ms, on instance 1: ${times[1]} ms`,
    );
  });

  it("books a slot once when two visitors take it through different instances, and mails each party once", async () => {
    const [slotStart] = await freeSlots(instance(0));
    if (!slotStart) throw new Error("no free slot");
    const answers = await Promise.all([
      book(instance(0), slotStart, "ana@fleet.test"),
      book(instance(1), slotStart, "ben@fleet.test"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.findIndex((answer) => answer.status === 201);
    const booker = winner === 0 ? "ana@fleet.test" : "ben@fleet.test";
    const accepted = answers[winner];
    if (!accepted) throw new Error("neither instance booked the slot");
    const { id } = (await accepted.json()) as { id: string };
    for (const server of servers) expect(await freeSlots(server)).not.toContain(slotStart);

    await until("the booker's and the team's mails", 30, async () =>
      mailsTo(booker).length >= 1 && mailsTo(TEAM_EMAIL).length >= 1 ? true : undefined,
    );
    await until("the booking.created event", 30, async () => (eventsOf(id).length >= 1 ? true : undefined));
    expectEachMailOnce(await expectOutboxSent(id));
    expect(mailsTo(booker)).toHaveLength(1);
    expect(mailsTo(TEAM_EMAIL)).toHaveLength(1);
    expect(mailsTo(winner === 0 ? "ben@fleet.test" : "ana@fleet.test")).toHaveLength(0);
    expect([...smtp.countsByOutboxId().values()].every((count) => count === 1)).toBe(true);
    expect(eventsOf(id).map((event) => event.type)).toEqual(["booking.created"]);
  });

  it("accepts on one instance the cancel link the other wrote, frees the slot on both, and tells the team once", async () => {
    const confirmation = smtp.received.find((mail) =>
      mail.rcptTo.some((to) => to.endsWith("@fleet.test") && to !== TEAM_EMAIL),
    );
    const text = confirmation ? (textOf(confirmation.parsed, "text/plain") ?? "") : "";
    const link = /\/api\/bookings\/([0-9a-f-]{36})\/cancel\?token=[\w-]+/.exec(text);
    if (!link?.[1]) throw new Error(`no cancel link in the confirmation:\n${text}`);
    const [path, id] = [link[0], link[1]];
    const slotStart = (eventsOf(id)[0]?.data as { start?: string } | undefined)?.start;
    if (!slotStart) throw new Error("the booking's event has no start");

    // Each instance, in turn, answers the link; the confirmation came from whichever booked it.
    for (const server of servers) {
      const page = await fetch(new URL(path, server.url));
      expect(page.status).toBe(200);
    }
    const cancelled = await fetch(new URL(path, instance(1).url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: instance(1).url },
      body: "",
      redirect: "manual",
    });
    expect(cancelled.status).toBe(200);
    for (const server of servers) {
      await until("the slot free again", 10, async () =>
        (await freeSlots(server)).includes(slotStart) ? true : undefined,
      );
    }
    await until("the booking.cancelled event", 30, async () => (eventsOf(id).length >= 2 ? true : undefined));
    await until("the team's cancellation mail", 30, async () =>
      mailsTo(TEAM_EMAIL).length >= 2 ? true : undefined,
    );
    expectEachMailOnce(await expectOutboxSent(id));
    expect(eventsOf(id).map((event) => event.type)).toEqual(["booking.created", "booking.cancelled"]);
    expect(mailsTo(TEAM_EMAIL)).toHaveLength(2);
    expect([...smtp.countsByOutboxId().values()].every((count) => count === 1)).toBe(true);
    // A second click on either instance finds nothing left to cancel.
    const again = await fetch(new URL(path, instance(0).url), {
      method: "POST",
      body: "",
      redirect: "manual",
    });
    expect(again.status).toBe(404);
  });
});
