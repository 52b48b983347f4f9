import { beforeEach, describe, expect, it } from "vitest";
import type { LeadsDatabase } from "@/server/db/database";
import { type TestDatabase, testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import { signCancelToken } from "./cancel-token";
import { createSchedulerHandlers, type SchedulerDependencies } from "./handlers";
import { studioSchedule } from "./test-schedule";

/** The limits of upcoming bookings per e-mail and per client, through POST /api/bookings. */

const config = studioSchedule;
const secret = "test-secret-0123456789abcdefghijklmnopqrstuvwxyz";
/** Monday 30 November 2026, 21:00 in Buenos Aires. */
const now = new Date("2026-12-01T00:00:00Z");
const site = "https://lumbre.test";
const CLIENT_HEADER = "x-test-client";

/** The n-th slot of Tuesday 1 December (09:00 Buenos Aires, then every 30 minutes; 18 a day). */
const slotAt = (index: number) => new Date(Date.parse("2026-12-01T12:00:00.000Z") + index * 30 * 60_000);

function handlersFor(db: LeadsDatabase, overrides: Partial<SchedulerDependencies> = {}) {
  return createSchedulerHandlers({
    database: async () => db,
    config: () => config,
    secret: () => secret,
    limiter: { take: () => ({ allowed: true }) },
    siteUrl: site,
    teamEmail: "team@lumbre.test",
    mailFrom: "Lumbre Studio <hello@lumbre.test>",
    now: () => now,
    bookingLimits: { perEmail: 2, perClient: 4 },
    clientAddress: (request) => request.headers.get(CLIENT_HEADER) ?? "198.51.100.1",
    ...overrides,
  });
}

interface Booker {
  readonly email?: string;
  readonly client?: string;
  readonly locale?: "en" | "es";
  readonly key?: string;
}

function bookingRequest(slot: number, booker: Booker = {}): Request {
  return new Request(`${site}/api/bookings`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [CLIENT_HEADER]: booker.client ?? "198.51.100.1",
      ...(booker.key ? { "idempotency-key": booker.key } : {}),
    },
    body: JSON.stringify({
      locale: booker.locale ?? "en",
      slotStart: slotAt(slot).toISOString(),
      timeZone: "Europe/Madrid",
      name: "Ana",
      email: booker.email ?? "ana@example.com",
    }),
  });
}

describe.each(testDatabaseKinds())("booking limits on $name", (kind) => {
  const current = useTestDatabase(kind, "suite");
  let database: TestDatabase;

  beforeEach(async () => {
    database = current();
    for (const table of ["outbox", "bookings", "idempotency_keys"] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  const confirmed = async () =>
    (await database.db.selectFrom("bookings").selectAll().where("status", "=", "confirmed").execute()).length;

  it("refuses a third upcoming booking for one e-mail, however it is spelled, with a localized 429", async () => {
    const handlers = handlersFor(database.db);
    expect((await handlers.book(bookingRequest(0, { email: "ana@example.com", client: "a" }))).status).toBe(
      201,
    );
    expect(
      (await handlers.book(bookingRequest(1, { email: "Ana+work@Example.COM", client: "b" }))).status,
    ).toBe(201);
    const refused = await handlers.book(bookingRequest(2, { email: " ANA@example.com ", client: "c" }));
    expect(refused.status).toBe(429);
    // The first counted booking ends at 09:20 Buenos Aires: 12:20 UTC, 12 h 20 min after "now".
    expect(refused.headers.get("retry-after")).toBe(String(12 * 3600 + 20 * 60));
    expect(await refused.json()).toEqual({
      error: "bookingLimitEmail",
      message:
        "You have reached the limit of upcoming consultations booked with this email (2). Cancel one to book another.",
    });
    const spanish = await handlers.book(
      bookingRequest(3, { email: "ana@example.com", client: "d", locale: "es" }),
    );
    expect(((await spanish.json()) as { message: string }).message).toBe(
      "Llegaste al límite de consultas agendadas con este e-mail (2). Cancelá una para reservar otra.",
    );
    expect(await confirmed()).toBe(2);
    // Nothing of a refused booking is stored, mails included.
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toHaveLength(4);

    const rows = await database.db.selectFrom("bookings").selectAll().orderBy("slot_start").execute();
    expect(rows.map((row) => [row.email, row.email_key, row.client_address])).toEqual([
      ["ana@example.com", "ana@example.com", "a"],
      ["Ana+work@Example.COM", "ana@example.com", "b"],
    ]);
  });

  it("counts the Gmail spellings of one mailbox (dots, googlemail.com) as one e-mail", async () => {
    const handlers = handlersFor(database.db);
    const book = (slot: number, email: string, client: string) =>
      handlers.book(bookingRequest(slot, { email, client }));
    expect((await book(0, "ana.lopez@gmail.com", "a")).status).toBe(201);
    expect((await book(1, "AnaLopez@googlemail.com", "b")).status).toBe(201);
    for (const [slot, email] of ["a.n.a.lopez@gmail.com", "analopez+x@googlemail.com"].entries()) {
      const refused = await book(2 + slot, email, `c${slot}`);
      expect(refused.status, email).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toBe("bookingLimitEmail");
    }
    // Another Gmail mailbox is not affected.
    expect((await book(5, "ana.lopez2@gmail.com", "d")).status).toBe(201);
    expect(await confirmed()).toBe(3);
  });

  it("counts bookings stored before the upgrade under a Gmail spelling's older key", async () => {
    const stored = (id: string, slot: number, email: string) => ({
      id,
      slot_start: slotAt(slot).toISOString(),
      slot_end: new Date(slotAt(slot).getTime() + 20 * 60_000).toISOString(),
      status: "confirmed" as const,
      locale: "en",
      time_zone: "UTC",
      name: "Ana",
      email,
      // What the limits counted by then: case and +tags folded, dots and googlemail.com kept.
      email_key: email.toLowerCase(),
      client_address: `old-${id}`,
      created_at: now.toISOString(),
      cancelled_at: null,
    });
    await database.db
      .insertInto("bookings")
      .values([
        stored("00000000-0000-4000-8000-000000000001", 0, "Ana.Lopez@gmail.com"),
        stored("00000000-0000-4000-8000-000000000002", 1, "analopez@googlemail.com"),
      ])
      .execute();
    const refused = await handlersFor(database.db).book(
      bookingRequest(2, { email: "analopez@gmail.com", client: "new" }),
    );
    expect(refused.status).toBe(429);
    // Retry-After: until the first stored booking ends (09:20 Buenos Aires, 12 h 20 min from now).
    expect(refused.headers.get("retry-after")).toBe(String(12 * 3600 + 20 * 60));
    expect(await confirmed()).toBe(2);
  });

  it("refuses a fifth upcoming booking from one client, whatever the e-mails", async () => {
    const handlers = handlersFor(database.db);
    for (let index = 0; index < 4; index += 1) {
      const response = await handlers.book(
        bookingRequest(index, { email: `v${index}@example.com`, client: "c1" }),
      );
      expect(response.status).toBe(201);
    }
    const refused = await handlers.book(
      bookingRequest(4, { email: "v4@example.com", client: "c1", locale: "es" }),
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: "bookingLimitClient",
      message:
        "Llegaste al límite de consultas agendadas desde tu red (4). Cancelá una para reservar otra o escribinos a hola@lumbre.studio.",
    });
    // Another client is not affected.
    expect((await handlers.book(bookingRequest(5, { email: "v5@example.com", client: "c2" }))).status).toBe(
      201,
    );
  });

  it("counts neither cancelled nor past bookings, and a retried key is tried afresh after a cancellation", async () => {
    const handlers = handlersFor(database.db);
    const first = await handlers.book(bookingRequest(0));
    const { id } = (await first.json()) as { id: string };
    expect((await handlers.book(bookingRequest(1))).status).toBe(201);
    expect((await handlers.book(bookingRequest(2, { key: "retry-1" }))).status).toBe(429);
    expect((await handlers.book(bookingRequest(2, { key: "retry-1" }))).status).toBe(429);

    const cancelled = await handlers.cancel(
      new Request(`${site}/api/bookings/${id}/cancel?token=${signCancelToken(id, secret)}`, {
        method: "POST",
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(cancelled.status).toBe(200);
    // The refusal was not stored under the key: the same request now books.
    expect((await handlers.book(bookingRequest(2, { key: "retry-1" }))).status).toBe(201);
    expect((await handlers.book(bookingRequest(3))).status).toBe(429);

    // Once a booking has ended it no longer counts.
    const later = handlersFor(database.db, { now: () => new Date("2026-12-01T13:00:00Z") });
    expect((await later.book(bookingRequest(10))).status).toBe(201);
    expect((await later.book(bookingRequest(11))).status).toBe(429);
  });

  /**
   * Several server processes: on PostgreSQL each has its own pool. SQLite is served by one process
   * with one connection; a second connection to the same file, in the same thread, could only fail
   * (SQLITE_BUSY), so there the requests share the one connection as they do in production.
   */
  const servers = () =>
    (kind.name === "postgres" ? [database.db, database.open(), database.open()] : [database.db]).map((db) =>
      handlersFor(db),
    );

  it("lets exactly the limit through when many bookings for one e-mail arrive at once", async () => {
    const handlers = servers();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        handlers[index % handlers.length]?.book(
          bookingRequest(index, {
            email: index % 2 ? "eve@example.com" : "EVE+x@example.com",
            client: `c${index}`,
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response?.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await confirmed()).toBe(2);
  });

  it("lets exactly the limit through when many bookings from one client arrive at once", async () => {
    const handlers = servers();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        handlers[index % handlers.length]?.book(
          bookingRequest(index, { email: `v${index}@example.com`, client: "c1" }),
        ),
      ),
    );
    const statuses = responses.map((response) => response?.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    expect(await confirmed()).toBe(4);
  });
});
