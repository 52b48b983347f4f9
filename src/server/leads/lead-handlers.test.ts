import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadsDatabase } from "@/server/db/database";
import { testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import { createRouteLimiter } from "@/server/http/rate-limit";
import type { OutgoingMail } from "@/server/mail/outbox";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { createConsultationHandler, createContactHandler, type RouteHandler } from "./lead-handlers";

const TEAM = "team@lumbre.test";
const NOW = new Date("2026-11-20T14:03:00.000Z");

const contact = {
  locale: "en",
  topic: "new-business",
  service: "branding-strategy",
  budget: "20k-50k",
  name: "Ana",
  lastName: "Pérez",
  email: "ana@example.com",
  company: "Acme",
  message: "We need a new brand for our fintech.",
  website: "",
};

const consultation = {
  locale: "es",
  helpType: "product-discovery",
  budget: "50k-plus",
  name: "Bruno",
  email: "bruno@example.com",
};

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each(testDatabaseKinds())("lead routes on $name", (kind) => {
  const database = useTestDatabase(kind);
  let db: LeadsDatabase;
  let contactPost: RouteHandler;
  let consultationPost: RouteHandler;

  beforeEach(() => {
    db = database().db;
    // A generous limit: these tests are about storage, the guard's tests cover the limit.
    const options = {
      db: async () => db,
      teamEmail: TEAM,
      now: () => NOW,
    };
    contactPost = createContactHandler({
      ...options,
      limiter: createRouteLimiter({ burst: 10_000, perSecond: 1_000 }),
    });
    consultationPost = createConsultationHandler({
      ...options,
      limiter: createRouteLimiter({ burst: 10_000, perSecond: 1_000 }),
    });
  });

  async function counts() {
    const count = async (table: "leads" | "outbox" | "idempotency_keys") => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      leads: await count("leads"),
      outbox: await count("outbox"),
      keys: await count("idempotency_keys"),
    };
  }

  async function mailsOf(id: string): Promise<OutgoingMail[]> {
    const rows = await db
      .selectFrom("outbox")
      .selectAll()
      .where("subject_id", "=", id)
      .orderBy("message")
      .execute();
    for (const row of rows) {
      expect(row.status).toBe("pending");
      expect(row.next_attempt_at).toBe(NOW.toISOString());
    }
    return rows.map((row) => JSON.parse(row.message) as OutgoingMail);
  }

  it("stores a contact lead and its two mails, answering 201 { id }", async () => {
    const response = await contactPost(post("/api/contact", contact));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const lead = await db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      id,
      kind: "contact",
      locale: "en",
      topic: "new-business",
      service: "branding-strategy",
      budget: "20k-50k",
      help_type: null,
      name: "Ana",
      last_name: "Pérez",
      email: "ana@example.com",
      company: "Acme",
      message: "We need a new brand for our fintech.",
      position: null,
      created_at: NOW.toISOString(),
    });
    const mails = await mailsOf(id);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["ana@example.com", TEAM]);
    const team = mails.find((mail) => mail.to === TEAM);
    expect(team?.replyTo).toBe("ana@example.com");
    expect(team?.text).toContain("Service: Branding & strategy");
    expect(await counts()).toEqual({ leads: 1, outbox: 2, keys: 0 });
  });

  it("stores a consultation lead with the visitor's mail in Spanish", async () => {
    const response = await consultationPost(post("/api/consultation", consultation));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lead = await db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      id,
      kind: "consultation",
      help_type: "product-discovery",
      budget: "50k-plus",
      topic: null,
    });
    const visitor = (await mailsOf(id)).find((mail) => mail.to === "bruno@example.com");
    expect(visitor?.subject).toBe("Recibimos tu consulta");
    expect(visitor?.text).toContain("dentro de un día hábil");
    expect(visitor?.text).toContain("Más de 50K USD");
  });

  it("calls afterCommit once a new lead is stored, and not for refused, honeypot or replayed requests", async () => {
    const afterCommit = vi.fn();
    const handler = createContactHandler({
      db: async () => db,
      teamEmail: TEAM,
      now: () => NOW,
      limiter: createRouteLimiter({ burst: 10_000, perSecond: 1_000 }),
      afterCommit,
    });
    expect((await handler(post("/api/contact", { ...contact, email: "nope" }))).status).toBe(400);
    expect((await handler(post("/api/contact", { ...contact, website: "http://spam.example" }))).status).toBe(
      201,
    );
    expect(afterCommit).not.toHaveBeenCalled();

    const headers = { "idempotency-key": "kick-1" };
    expect((await handler(post("/api/contact", contact, headers))).status).toBe(201);
    expect(afterCommit).toHaveBeenCalledTimes(1);
    expect(await counts()).toEqual({ leads: 1, outbox: 2, keys: 1 });

    // A replay and a reused key store nothing new, so there is nothing to send.
    expect((await handler(post("/api/contact", contact, headers))).status).toBe(201);
    expect((await handler(post("/api/contact", { ...contact, name: "Eve" }, headers))).status).toBe(422);
    expect(afterCommit).toHaveBeenCalledTimes(1);
  });

  it("stores nothing for invalid input and answers 400 with per-field messages", async () => {
    const response = await contactPost(
      post("/api/contact", { ...contact, locale: "es", email: "nope", message: "" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid",
      message: es.Api.invalid,
      fields: { email: es.Contact.errors.email, message: es.Contact.errors.required },
    });
    const malformed = await consultationPost(post("/api/consultation", "{not json"));
    expect(malformed.status).toBe(400);
    expect(await counts()).toEqual({ leads: 0, outbox: 0, keys: 0 });
  });

  it("answers a filled honeypot with a fake 201 and stores nothing", async () => {
    const response = await contactPost(post("/api/contact", { ...contact, website: "http://spam.example" }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await counts()).toEqual({ leads: 0, outbox: 0, keys: 0 });
  });

  it("replays the first answer to a retry with the same Idempotency-Key and stores nothing twice", async () => {
    const headers = { "idempotency-key": "retry-1" };
    const first = await contactPost(post("/api/contact", contact, headers));
    const firstBody = await first.json();
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();

    const retry = await contactPost(post("/api/contact", contact, headers));
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(firstBody);
    expect(await counts()).toEqual({ leads: 1, outbox: 2, keys: 1 });

    // The same key on another route is another request.
    const other = await consultationPost(post("/api/consultation", consultation, headers));
    expect(other.status).toBe(201);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await counts()).toEqual({ leads: 2, outbox: 4, keys: 2 });
  });

  it("refuses the same key with another body (422) and stores nothing", async () => {
    const headers = { "idempotency-key": "retry-2" };
    expect((await contactPost(post("/api/contact", contact, headers))).status).toBe(201);
    const changed = await contactPost(post("/api/contact", { ...contact, name: "Eve" }, headers));
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({
      error: "idempotencyMismatch",
      message: en.Api.idempotencyMismatch,
    });
    expect(await counts()).toEqual({ leads: 1, outbox: 2, keys: 1 });
  });

  it("rolls the lead back when its mails cannot be stored (503), and a retry then stores it once", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await sql`ALTER TABLE outbox RENAME TO outbox_away`.execute(db);
    const headers = { "idempotency-key": "outbox-down" };
    const failed = await contactPost(post("/api/contact", contact, headers));
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error: string }).error).toBe("unavailable");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    await sql`ALTER TABLE outbox_away RENAME TO outbox`.execute(db);
    expect(await counts()).toEqual({ leads: 0, outbox: 0, keys: 0 });

    const retry = await contactPost(post("/api/contact", contact, headers));
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await counts()).toEqual({ leads: 1, outbox: 2, keys: 1 });
  });

  it("stores exactly 200 leads for 200 keys each posted twice at once", async () => {
    const posts = Array.from({ length: 200 }, (_, index) => ({
      key: `lead-${index}`,
      body: { ...contact, email: `visitor${index}@example.com` },
    }));
    const requests = posts.flatMap(({ key, body }) => [
      contactPost(
        post("/api/contact", body, { "idempotency-key": key, "x-forwarded-for": `10.0.0.${index(key)}` }),
      ),
      contactPost(
        post("/api/contact", body, { "idempotency-key": key, "x-forwarded-for": `10.0.0.${index(key)}` }),
      ),
    ]);
    const responses = await Promise.all(requests);
    const bodies = await Promise.all(responses.map((response) => response.json() as Promise<{ id: string }>));

    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
    for (let pair = 0; pair < 200; pair++) {
      expect(bodies[2 * pair]?.id).toBeDefined();
      expect(bodies[2 * pair + 1]?.id).toBe(bodies[2 * pair]?.id);
      // One of the pair did the work, the other got its answer.
      const replays = [responses[2 * pair], responses[2 * pair + 1]].filter(
        (response) => response?.headers.get("idempotent-replayed") === "true",
      );
      expect(replays).toHaveLength(1);
    }
    expect(new Set(bodies.map((body) => body.id)).size).toBe(200);
    expect(await counts()).toEqual({ leads: 200, outbox: 400, keys: 200 });
  }, 60_000);
});

describe("lead routes without a database", () => {
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("answers 503 unavailable in the request's language when the database cannot be reached", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const handler = createContactHandler({
      db: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
      teamEmail: TEAM,
    });
    const response = await handler(post("/api/contact", { ...contact, locale: "es" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({ error: "unavailable", message: es.Api.unavailable });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("[contact]"), expect.any(Error));
  });
});

function index(key: string): number {
  return Number(key.slice("lead-".length)) % 250;
}
