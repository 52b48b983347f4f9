import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelUrl } from "@/server/scheduler/cancel-token";
import type { BookingEventData, LeadEventData, WebhookEvent } from "@/server/webhooks/events";
import { startWebhookReceiver, type WebhookReceiverServer } from "@/server/webhooks/testing/receiver";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";

/**
 * The production server with LEAD_WEBHOOK_URLS set (one Standard Webhooks receiver and one in Slack's
 * format, both on loopback): the contact page's form, the popup's contact path, a booking and its
 * cancellation, as the browser sends them, each reach both receivers once, signed, within seconds.
 */

const projectRoot = `${import.meta.dirname}/../..`;
const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const BOOKING_SECRET = "webhooks-booking-secret-0123456789abcdef";
const TEAM_ZONE = "America/Argentina/Buenos_Aires";

let receiver: WebhookReceiverServer;
let server: StartedSiteServer;
/** The server's database, which this test reads beside it (WAL: a reader does not block the server). */
let dataDir: string;
let sqlitePath: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
  dataDir = await mkdtemp(join(tmpdir(), "lumbre-webhooks-"));
  sqlitePath = join(dataDir, "lumbre.sqlite");
  server = await startSiteServer(projectRoot, {
    env: {
      SQLITE_PATH: sqlitePath,
      LEAD_WEBHOOK_URLS: `${receiver.url}/crm,slack:${receiver.url}/slack`,
      LEAD_WEBHOOK_SECRET: SECRET,
      BOOKING_SECRET,
      SCHEDULE_TIME_ZONE: TEAM_ZONE,
    },
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** One count from the server's database. */
function count(sql: string, ...params: string[]): number {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    const row: unknown = db.prepare(sql).get(...params);
    const n = typeof row === "object" && row !== null && "n" in row ? row.n : undefined;
    if (typeof n !== "number") throw new Error(`${sql}: no count`);
    return n;
  } finally {
    db.close();
  }
}

/**
 * What the server has stored to send: every webhook is sent from an outbox row, which a lead's
 * transaction writes before the lead is answered.
 */
function stored(email: string): { outbox: number; leads: number } {
  return {
    outbox: count("SELECT count(*) AS n FROM outbox"),
    leads: count("SELECT count(*) AS n FROM leads WHERE email = ?", email),
  };
}

function post(path: string, body: unknown, locale = "en"): Promise<Response> {
  return fetch(new URL(path, server.url), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
      "accept-language": locale,
    },
    body: JSON.stringify(body),
  });
}

/** The events the CRM receiver got for a subject, once the outbox has delivered them. */
async function eventsFor(subjectId: string, count: number): Promise<WebhookEvent[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const events = receiver
      .delivered("/crm")
      .map((request) => request.verified as WebhookEvent)
      .filter((event) => event.data.id === subjectId);
    if (events.length >= count || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function slackTexts(): string[] {
  return receiver.delivered("/slack").map((request) => (request.verified as { text: string }).text);
}

describe("lead and booking events reach the team's webhooks", () => {
  it("a contact lead (Spanish) arrives once at each receiver, signed, with its page", async () => {
    const response = await post(
      "/api/contact",
      {
        locale: "es",
        topic: "new-business",
        service: "branding-strategy",
        budget: "20k-50k",
        name: "Ana",
        lastName: "Núñez",
        email: "ana@example.com",
        company: "Acme",
        message: "Queremos rediseñar nuestra app.",
        page: "/es/contacto/",
        website: "",
      },
      "es",
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [event, ...more] = await eventsFor(id, 1);
    expect(more).toEqual([]);
    expect(event?.type).toBe("lead.created");
    expect(event?.data).toMatchObject({
      form: "contact",
      topic: "new-business",
      service: "branding-strategy",
      budget: "20k-50k",
      name: "Ana",
      lastName: "Núñez",
      email: "ana@example.com",
      company: "Acme",
      language: "es",
      page: "/es/contacto/",
    } satisfies Partial<LeadEventData>);
    await expect
      .poll(() => slackTexts().some((text) => text.includes(`Lead ${id}`)), { timeout: 20_000 })
      .toBe(true);
  });

  it("a consultation asked for in the popup (English) arrives with the page it was sent from", async () => {
    const response = await post("/api/consultation", {
      locale: "en",
      helpType: "product-discovery",
      name: "Sam",
      email: "sam@example.com",
      page: "/services/ux-audits/",
      website: "",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [event] = await eventsFor(id, 1);
    expect(event?.data).toMatchObject({
      form: "consultation",
      helpType: "product-discovery",
      budget: null,
      language: "en",
      page: "/services/ux-audits/",
    });
  });

  it("a booking and its cancellation arrive as booking.created and booking.cancelled, in UTC and the team's zone", async () => {
    const slots = (await (await fetch(new URL("/api/slots?days=30", server.url))).json()) as {
      slots: string[];
    };
    const slotStart = slots.slots[0];
    if (!slotStart) throw new Error("no free slot");
    const response = await post("/api/bookings", {
      locale: "en",
      slotStart,
      timeZone: "Europe/Madrid",
      name: "Lee",
      email: "lee@example.com",
      page: "/",
      website: "",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [created] = await eventsFor(id, 1);
    expect(created?.type).toBe("booking.created");
    expect(created?.data).toMatchObject({
      start: new Date(slotStart).toISOString(),
      teamTimeZone: TEAM_ZONE,
      startInTeamZone: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-03:00$/),
      status: "confirmed",
      page: "/",
    } satisfies Partial<Record<keyof BookingEventData, unknown>>);

    const cancel = await fetch(cancelUrl(server.url, id, BOOKING_SECRET), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "",
      redirect: "manual",
    });
    expect(cancel.status).toBeLessThan(400);
    const events = await eventsFor(id, 2);
    expect(events.map((event) => event.type)).toEqual(["booking.created", "booking.cancelled"]);
    expect(events[1]?.data).toMatchObject({ status: "cancelled", cancelledAt: expect.any(String) });
    await expect
      .poll(() => slackTexts().some((text) => text.includes(`Booking ${id} · cancelled`)), {
        timeout: 20_000,
      })
      .toBe(true);
  });

  it("refuses a page that is not a path on the site, in the visitor's language, and sends nothing", async () => {
    const before = stored("eve@example.com");
    for (const page of ["https://evil.example/", "//evil.example/", "/<script>", "/x\u0000"]) {
      const response = await post(
        "/api/consultation",
        { locale: "es", name: "Eve", email: "eve@example.com", page, website: "" },
        "es",
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message?: string }).message).toBeTruthy();
    }
    // Answered, so whatever the posts would have stored is there now: no lead and no outbox row, so no
    // webhook can follow from them.
    expect(stored("eve@example.com")).toEqual({ outbox: before.outbox, leads: 0 });
  });

  it("every request the receivers got was signed and answered once: no duplicates", () => {
    const ids = receiver.received.map((request) => `${request.path} ${request.id}`);
    expect(receiver.received.every((request) => request.verified !== undefined)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
