import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadsDatabase } from "@/server/db/database";
import { type TestDatabase, testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import { createRouteLimiter, SLOTS_RATE_LIMIT } from "@/server/http/rate-limit";
import type { OutgoingMail } from "@/server/mail/outbox";
import { signCancelToken } from "./cancel-token";
import { createSchedulerHandlers, type SchedulerDependencies } from "./handlers";
import { unfoldLines } from "./ics";
import { studioSchedule } from "./test-schedule";

/**
 * The scheduler's route handlers against real databases: a temporary SQLite file always, PostgreSQL
 * (a fresh schema t_<random> per run) when TEST_DATABASE_URL is set.
 */

const config = studioSchedule;
const secret = "test-secret-0123456789abcdefghijklmnopqrstuvwxyz";
/** Monday 30 November 2026, 21:00 in Buenos Aires. */
const now = new Date("2026-12-01T00:00:00Z");
/** Tuesday 1 December 2026, 09:00 in Buenos Aires. */
const slot = "2026-12-01T12:00:00.000Z";
const site = "https://lumbre.test";

function handlersFor(db: LeadsDatabase, overrides: Partial<SchedulerDependencies> = {}) {
  return createSchedulerHandlers({
    database: async () => db,
    config: () => config,
    secret: () => secret,
    // The concurrency tests post from one address; the limit is the guard's tests' business.
    limiter: { take: () => ({ allowed: true }) },
    siteUrl: site,
    teamEmail: "team@lumbre.test",
    mailFrom: "Lumbre Studio <hello@lumbre.test>",
    now: () => now,
    ...overrides,
  });
}

function bookingRequest(body: Record<string, unknown>, headers: Record<string, string> = {}): Request {
  return new Request(`${site}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const visitor = (index: number, overrides: Record<string, unknown> = {}) => ({
  locale: "en",
  slotStart: slot,
  timeZone: "Europe/Madrid",
  name: `Visitor ${index}`,
  email: `visitor${index}@example.com`,
  ...overrides,
});

function cancelRequest(
  id: string,
  token: string,
  method: "GET" | "POST",
): [Request, { params: Promise<{ id: string }> }] {
  return [
    new Request(`${site}/api/bookings/${id}/cancel?token=${encodeURIComponent(token)}`, { method }),
    { params: Promise.resolve({ id }) },
  ];
}

async function mailsOf(db: LeadsDatabase, subjectId: string): Promise<OutgoingMail[]> {
  const rows = await db.selectFrom("outbox").select("message").where("subject_id", "=", subjectId).execute();
  return rows.map((row) => JSON.parse(row.message) as OutgoingMail);
}

describe.each(testDatabaseKinds())("scheduler on $name", (kind) => {
  // One database for the file; each test starts from empty tables.
  const current = useTestDatabase(kind, "suite");
  let database: TestDatabase;

  beforeEach(async () => {
    database = current();
    for (const table of ["outbox", "bookings", "idempotency_keys"] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  it("books a slot for exactly one of 50 concurrent requests", async () => {
    const handlers = handlersFor(database.db);
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => handlers.book(bookingRequest(visitor(index)))),
    );
    const elapsed = performance.now() - started;
    console.info(`[${kind.name}] 50 concurrent bookings of one slot: ${elapsed.toFixed(0)} ms`);

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const conflict = responses.find((response) => response.status === 409);
    expect(await conflict?.json()).toEqual({
      error: "slotTaken",
      message: "Someone has just booked that time. Please choose another one.",
    });

    const rows = await database.db.selectFrom("bookings").selectAll().execute();
    expect(rows).toHaveLength(1);
    const created = responses.find((response) => response.status === 201);
    expect(await created?.json()).toEqual({ id: rows[0]?.id, start: slot, end: "2026-12-01T12:20:00.000Z" });
    const outbox = await database.db.selectFrom("outbox").selectAll().execute();
    expect(outbox).toHaveLength(2);
    expect(outbox.every((row) => row.subject_id === rows[0]?.id)).toBe(true);
  });

  it("mails the visitor (their language and zone) and the team, each with the invitation and the cancel link", async () => {
    const handlers = handlersFor(database.db);
    const response = await handlers.book(
      bookingRequest(visitor(1, { locale: "es", name: "Ana; Pérez", timeZone: "Europe/Madrid" })),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const link = `${site}/api/bookings/${id}/cancel?token=${signCancelToken(id, secret)}`;
    const [toVisitor, toTeam] = await mailsOf(database.db, id).then((mails) => [
      mails.find((mail) => mail.to === "visitor1@example.com"),
      mails.find((mail) => mail.to === "team@lumbre.test"),
    ]);

    expect(toVisitor?.subject).toBe("Tu consulta con Lumbre Studio está confirmada");
    expect(toVisitor?.text).toContain(
      "martes, 1 de diciembre de 2026, 13:00–13:20 (hora estándar de Europa central, GMT+1)",
    );
    expect(toVisitor?.text).toContain(link);
    expect(toTeam?.replyTo).toBe("visitor1@example.com");
    expect(toTeam?.text).toContain("Tuesday, 1 December 2026, 09:00–09:20 (Argentina Standard Time, GMT-3)");
    expect(toTeam?.text).toContain(link);

    for (const mail of [toVisitor, toTeam]) {
      const ics = mail?.ics ?? "";
      for (const line of ics.split("\r\n"))
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      const lines = unfoldLines(ics);
      expect(lines).toEqual(
        expect.arrayContaining([
          "BEGIN:VCALENDAR",
          "METHOD:REQUEST",
          `UID:${id}@lumbre.studio`,
          "DTSTAMP:20261201T000000Z",
          "DTSTART:20261201T120000Z",
          "DTEND:20261201T122000Z",
          'ORGANIZER;CN="Lumbre Studio":mailto:hello@lumbre.test',
          "END:VCALENDAR",
        ]),
      );
      expect(lines.find((line) => line.startsWith("DESCRIPTION"))).toContain(link);
    }
    // The visitor's invite names the attendee by address only; the team's copy keeps the name.
    expect(unfoldLines(toVisitor?.ics ?? "")).toContain(
      "ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:visitor1@example.com",
    );
    expect(unfoldLines(toTeam?.ics ?? "")).toContain(
      'ATTENDEE;CN="Ana; Pérez";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:visitor1@example.com',
    );
    // "Ana; Pérez" is not a plain first name: the visitor is greeted without it.
    expect(toVisitor?.text.startsWith("Hola:\n")).toBe(true);
    expect(toVisitor?.text).not.toContain("Pérez");
    expect(toTeam?.text).toContain("Name: Ana; Pérez");
    expect(unfoldLines(toVisitor?.ics ?? "")).toContain(
      'SUMMARY;LANGUAGE="es":Consulta de 20 minutos con Lumbre Studio',
    );
    expect(unfoldLines(toTeam?.ics ?? "")).toContain(
      'SUMMARY;LANGUAGE="en":20-minute consultation with Lumbre Studio',
    );
  });

  it("cancels only with the booking's token, from the page's POST, and frees the slot", async () => {
    const handlers = handlersFor(database.db);
    const first = await handlers.book(bookingRequest(visitor(1, { locale: "es" })));
    const { id } = (await first.json()) as { id: string };
    const token = signCancelToken(id, secret);
    const status = async () =>
      (await database.db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirst())
        ?.status;

    const forbidden = await handlers.cancel(...cancelRequest(id, `${token.slice(0, -2)}xx`, "POST"));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toContain("Este enlace de cancelación no es válido");
    // A token that is not even shaped like one is a malformed link: 400.
    expect((await handlers.cancelPage(...cancelRequest(id, "nope", "GET"))).status).toBe(400);
    expect(await status()).toBe("confirmed");

    const page = await handlers.cancelPage(...cancelRequest(id, token, "GET"));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain('<html lang="es-AR">');
    expect(html).toContain(`<form method="post" action="/api/bookings/${id}/cancel?token=${token}">`);
    expect(html).toContain("martes, 1 de diciembre de 2026, 13:00–13:20");
    expect(html).not.toContain("<script");
    // Opening the link changes nothing: mail scanners follow links.
    expect(await status()).toBe("confirmed");
    expect((await handlers.book(bookingRequest(visitor(2)))).status).toBe(409);

    const cancelled = await handlers.cancel(...cancelRequest(id, token, "POST"));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain("Cancelamos tu consulta");
    expect(await status()).toBe("cancelled");
    const mails = await mailsOf(database.db, id);
    expect(mails).toHaveLength(3);
    const notice = mails.find((mail) => mail.subject.startsWith("Consultation cancelled"));
    expect(notice?.to).toBe("team@lumbre.test");
    expect(notice?.subject).toBe(
      "Consultation cancelled: Visitor 1, Tuesday, 1 December 2026, 09:00–09:20 (Argentina Standard Time, GMT-3)",
    );

    const again = await handlers.book(bookingRequest(visitor(2)));
    expect(again.status).toBe(201);
    const twice = await handlers.cancel(...cancelRequest(id, token, "POST"));
    expect(twice.status).toBe(404);
    expect(await twice.text()).toContain("Esta reserva no existe o ya fue cancelada.");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (await handlers.cancelPage(...cancelRequest(unknown, signCancelToken(unknown, secret), "GET"))).status,
    ).toBe(404);
  });

  it("lists the free slots and leaves out the booked ones", async () => {
    const handlers = handlersFor(database.db);
    const list = async (query: string) => {
      const response = await handlers.slots(new Request(`${site}/api/slots${query}`));
      return {
        response,
        body: (await response.json()) as { timeZone: string; slotMinutes: number; slots: string[] },
      };
    };
    const before = await list("?from=2026-12-01&days=1");
    expect(before.response.status).toBe(200);
    expect(before.response.headers.get("cache-control")).toBe("no-store");
    expect(before.body.timeZone).toBe("America/Argentina/Buenos_Aires");
    expect(before.body.slotMinutes).toBe(20);
    expect(before.body.slots).toHaveLength(18);
    expect(before.body.slots[0]).toBe(slot);

    expect((await handlers.book(bookingRequest(visitor(1)))).status).toBe(201);
    const after = await list("?from=2026-12-01&days=1");
    expect(after.body.slots).toHaveLength(17);
    expect(after.body.slots).not.toContain(slot);

    // Default: 14 days from today in the schedule's zone (30 November there: Monday evening).
    const fortnight = await list("");
    expect(fortnight.body.slots[0]).toBe("2026-12-01T12:30:00.000Z");
    expect(fortnight.body.slots).toHaveLength(9 * 18 - 1);
  });

  it("answers bad ranges with 400 in the visitor's language", async () => {
    const handlers = handlersFor(database.db);
    for (const query of [
      "?from=2026-02-30",
      "?from=tomorrow",
      "?days=0",
      "?days=32",
      "?days=1.5",
      "?days=",
    ]) {
      const response = await handlers.slots(new Request(`${site}/api/slots${query}`));
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        error: "invalid",
        message: "Some fields need your attention.",
      });
    }
    const spanish = await handlers.slots(
      new Request(`${site}/api/slots?days=99`, { headers: { "accept-language": "es-AR,es;q=0.9" } }),
    );
    expect(((await spanish.json()) as { message: string }).message).toBe(
      "Hay campos que necesitan tu atención.",
    );
  });

  it("limits each client's slot listings: 30 at once, then one every 2 s, with a localized 429 and Retry-After", async () => {
    let clock = now.getTime();
    const handlers = handlersFor(database.db, {
      slotsLimiter: createRouteLimiter(SLOTS_RATE_LIMIT, () => clock),
      clientAddress: (request) => request.headers.get("x-test-client") ?? "198.51.100.1",
    });
    const list = (client: string, headers: Record<string, string> = {}) =>
      handlers.slots(
        new Request(`${site}/api/slots?days=31`, { headers: { "x-test-client": client, ...headers } }),
      );
    for (let index = 0; index < 30; index += 1) expect((await list("a")).status).toBe(200);

    const refused = await list("a");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.json()).toEqual({
      error: "rateLimited",
      message: "Too many attempts. Please wait 2 seconds and try again.",
    });
    const spanish = await list("a", { "accept-language": "es-AR,es;q=0.9" });
    expect(spanish.status).toBe(429);
    expect(((await spanish.json()) as { message: string }).message).toBe(
      "Demasiados intentos. Esperá 2 segundos y probá de nuevo.",
    );
    // Another client has its own budget, and the first gets a listing again once a token is back.
    expect((await list("b")).status).toBe(200);
    clock += 2_000;
    expect((await list("a")).status).toBe(200);
    expect((await list("a")).status).toBe(429);
  });

  it("refuses a time that is not offered (422), bad input (400) and stores nothing for a honeypot", async () => {
    const handlers = handlersFor(database.db);
    const notOffered = await handlers.book(
      bookingRequest(visitor(1, { slotStart: "2026-12-01T12:10:00.000Z" })),
    );
    expect(notOffered.status).toBe(422);
    expect(await notOffered.json()).toEqual({
      error: "slotUnavailable",
      message: "That time is no longer available. Please choose another one.",
    });
    const tooSoon = await handlers.book(
      bookingRequest(visitor(1, { slotStart: "2026-12-01T03:00:00.000Z" })),
    );
    expect(tooSoon.status).toBe(422);

    const invalid = await handlers.book(
      bookingRequest(visitor(1, { email: "nope", timeZone: "Nowhere/Else" })),
    );
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields).toEqual({
      email: "Enter an email address like name@company.com.",
      timeZone: "We could not read your time zone. Reload the page and try again.",
    });

    const bot = await handlers.book(bookingRequest(visitor(1, { website: "https://spam.example" })));
    expect(bot.status).toBe(201);
    expect(await database.db.selectFrom("bookings").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("answers a retried Idempotency-Key with the first answer and books once", async () => {
    const handlers = handlersFor(database.db);
    const headers = { "idempotency-key": "booking-retry-1" };
    const body = visitor(1, { slotStart: "2026-12-01T12:00:00Z" });
    const answers = await Promise.all([1, 2, 3].map(() => handlers.book(bookingRequest(body, headers))));
    const payloads = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(payloads.map((payload) => JSON.stringify(payload))).size).toBe(1);
    expect(await database.db.selectFrom("bookings").selectAll().execute()).toHaveLength(1);
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toHaveLength(2);

    // The same key with another body is another request reusing the key.
    const other = await handlers.book(bookingRequest(visitor(2), headers));
    expect(other.status).toBe(422);
    // A taken slot is an answer too: its retry gets the 409 again, even once the slot is free.
    const loserHeaders = { "idempotency-key": "booking-retry-2" };
    expect((await handlers.book(bookingRequest(visitor(3), loserHeaders))).status).toBe(409);
    await database.db.updateTable("bookings").set({ status: "cancelled" }).execute();
    expect((await handlers.book(bookingRequest(visitor(3), loserHeaders))).status).toBe(409);
  });

  it("answers 404 when Calendly takes the bookings", async () => {
    const handlers = handlersFor(database.db, { calendlyUrl: "https://calendly.com/lumbre/20min" });
    const slots = await handlers.slots(new Request(`${site}/api/slots`));
    expect(slots.status).toBe(404);
    expect(await slots.json()).toEqual({ error: "external" });
    expect((await handlers.book(bookingRequest(visitor(1)))).status).toBe(404);
  });

  it("calls afterCommit after a booking and a cancellation are stored, not after refused requests", async () => {
    const afterCommit = vi.fn();
    const handlers = handlersFor(database.db, { afterCommit });
    expect((await handlers.book(bookingRequest(visitor(1, { email: "nope" })))).status).toBe(400);
    expect(
      (await handlers.book(bookingRequest(visitor(1, { slotStart: "2026-12-01T12:10:00.000Z" })))).status,
    ).toBe(422);
    expect(
      (await handlers.book(bookingRequest(visitor(1, { website: "https://spam.example" })))).status,
    ).toBe(201);
    expect(afterCommit).not.toHaveBeenCalled();

    const booked = await handlers.book(bookingRequest(visitor(1)));
    expect(booked.status).toBe(201);
    expect(afterCommit).toHaveBeenCalledTimes(1);
    expect((await handlers.book(bookingRequest(visitor(2)))).status).toBe(409);
    expect(afterCommit).toHaveBeenCalledTimes(1);

    const { id } = (await booked.json()) as { id: string };
    const token = signCancelToken(id, secret);
    expect((await handlers.cancel(...cancelRequest(id, "nope", "POST"))).status).toBe(400);
    expect((await handlers.cancelPage(...cancelRequest(id, token, "GET"))).status).toBe(200);
    expect(afterCommit).toHaveBeenCalledTimes(1);
    expect((await handlers.cancel(...cancelRequest(id, token, "POST"))).status).toBe(200);
    expect(afterCommit).toHaveBeenCalledTimes(2);
    expect((await handlers.cancel(...cancelRequest(id, token, "POST"))).status).toBe(404);
    expect(afterCommit).toHaveBeenCalledTimes(2);
  });

  it("answers a malformed or undecodable cancel link with 400 in the visitor's language, never 5xx", async () => {
    const unreachable = () => Promise.reject(new Error("a malformed link must not reach the database"));
    const handlers = handlersFor(database.db, { database: unreachable });
    const id = "00000000-0000-4000-8000-000000000000";
    const token = signCancelToken(id, secret);
    const spanish = { "accept-language": "es-AR,es;q=0.9" };
    const cases: [string, Promise<{ id: string }>, string][] = [
      // What a router that leaves an undecodable segment as sent hands over for /api/bookings/%ZZ/cancel.
      ["%ZZ", Promise.resolve({ id: "%ZZ" }), token],
      ["%E0%A4%A", Promise.resolve({ id: "%E0%A4%A" }), token],
      // Params that cannot be decoded at all.
      ["x", Promise.reject(new URIError("URI malformed")), token],
      ["lone surrogate", Promise.resolve({ id: "\ud800" }), token],
      ["not a uuid", Promise.resolve({ id: `${id}x` }), token],
      ["short token", Promise.resolve({ id }), token.slice(1)],
      ["token with other characters", Promise.resolve({ id }), `${token.slice(1)}=`],
      ["no token", Promise.resolve({ id }), ""],
    ];
    for (const [label, params, linkToken] of cases) {
      params.catch(() => {});
      for (const [method, handler] of [
        ["GET", handlers.cancelPage],
        ["POST", handlers.cancel],
      ] as const) {
        const response = await handler(
          new Request(`${site}/api/bookings/x/cancel?token=${encodeURIComponent(linkToken)}`, {
            method,
            headers: spanish,
          }),
          { params },
        );
        expect(response.status, `${label} ${method}`).toBe(400);
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        const html = await response.text();
        expect(html).toContain('<html lang="es-AR">');
        expect(html).toContain("Este enlace de cancelación no es válido");
      }
    }
  });

  it("answers 503 when the database cannot be reached", async () => {
    const handlers = handlersFor(database.db, {
      database: () => Promise.reject(new Error("connection refused")),
    });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const booking = await handlers.book(bookingRequest(visitor(1)));
      expect(booking.status).toBe(503);
      expect(((await booking.json()) as { error: string }).error).toBe("unavailable");
      expect((await handlers.slots(new Request(`${site}/api/slots`))).status).toBe(503);
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect(
        (await handlers.cancelPage(...cancelRequest(unknown, signCancelToken(unknown, secret), "GET")))
          .status,
      ).toBe(503);
    } finally {
      console.error = quiet;
    }
  });
});
