import { beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/locales";
import type { LeadsDatabase } from "@/server/db/database";
import { type TestDatabase, testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { answerBookingForm, type BookingFormOutcome } from "./booking-form-post";
import { createSchedulerHandlers, type SchedulerDependencies } from "./handlers";
import { studioSchedule } from "./test-schedule";

/**
 * The contact page's booking form without JavaScript (a urlencoded post to the page), against real
 * databases: what a visitor and a hostile client get back, and what is stored.
 */

const config = studioSchedule;
/** Monday 30 November 2026, 21:00 in Buenos Aires. */
const now = new Date("2026-12-01T00:00:00Z");
/** Tuesday 1 December 2026, 09:00 in Buenos Aires. */
const slot = "2026-12-01T12:00:00.000Z";
const site = "https://lumbre.test";

function handlersFor(db: LeadsDatabase, overrides: Partial<SchedulerDependencies> = {}) {
  return createSchedulerHandlers({
    database: async () => db,
    config: () => config,
    secret: () => "test-secret-0123456789abcdefghijklmnopqrstuvwxyz",
    limiter: { take: () => ({ allowed: true }) },
    siteUrl: site,
    teamEmail: "team@lumbre.test",
    mailFrom: "Lumbre Studio <hello@lumbre.test>",
    now: () => now,
    ...overrides,
  });
}

const fields = (overrides: Record<string, string> = {}) => ({
  intent: "booking",
  idempotencyKey: "4a1d6c3e-7f6b-4c55-9d8e-0c1b2a3f4e5d",
  slotStart: slot,
  name: "Martina",
  email: "martina@example.com",
  website: "",
  ...overrides,
});

function post(body: Record<string, string> | string, contentType = "application/x-www-form-urlencoded") {
  return new Request(`${site}/contact/`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : new URLSearchParams(body).toString(),
  });
}

function formOf(outcome: BookingFormOutcome) {
  if (outcome.kind !== "form") throw new Error(`expected the form again, got ${JSON.stringify(outcome)}`);
  return outcome;
}

const catalogues: Record<Locale, typeof en> = { en, es };

describe.each(testDatabaseKinds())("booking form post on $name", (kind) => {
  const current = useTestDatabase(kind, "suite");
  let database: TestDatabase;

  beforeEach(async () => {
    database = current();
    for (const table of ["outbox", "bookings", "idempotency_keys"] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  const bookings = () => database.db.selectFrom("bookings").selectAll().execute();

  it.each(["en", "es"] as const)("books and answers 303 to the confirmation in %s", async (locale) => {
    const outcome = await answerBookingForm(handlersFor(database.db), post(fields()), locale);
    const path = locale === "es" ? "/es/contacto/" : "/contact/";
    expect(outcome).toEqual({
      kind: "redirect",
      location: `${path}?booked=${encodeURIComponent(slot)}#booking`,
    });
    const stored = await bookings();
    expect(stored).toHaveLength(1);
    // Without JavaScript the visitor's zone is unknown: the booking speaks the schedule's.
    expect(stored[0]).toMatchObject({ slot_start: slot, locale, time_zone: config.timeZone });
    const mails = await database.db.selectFrom("outbox").select("id").execute();
    expect(mails.length).toBeGreaterThanOrEqual(2);
  });

  it("the same form sent twice books once and confirms twice; the key with other content is refused", async () => {
    const handlers = handlersFor(database.db);
    const first = await answerBookingForm(handlers, post(fields()), "en");
    const again = await answerBookingForm(handlers, post(fields()), "en");
    expect(again).toEqual(first);
    const other = formOf(await answerBookingForm(handlers, post(fields({ name: "Someone else" })), "en"));
    expect(other.status).toBe(422);
    expect(other.state.notice).toBe(en.Api.idempotencyMismatch);
    expect(await bookings()).toHaveLength(1);
  });

  it("a slot booked once: the second visitor gets 409, the times again and their details kept", async () => {
    const handlers = handlersFor(database.db);
    await answerBookingForm(handlers, post(fields()), "es");
    const second = formOf(
      await answerBookingForm(
        handlers,
        post(fields({ idempotencyKey: "second-key", name: "Lucía", email: "lucia@example.com" })),
        "es",
      ),
    );
    expect(second.status).toBe(409);
    expect(second.state.notice).toBe(es.Api.slotTaken);
    expect(second.state.values).toEqual({ slotStart: "", name: "Lucía", email: "lucia@example.com" });
    expect(await bookings()).toHaveLength(1);
  });

  it.each([
    ["a time the schedule does not offer", "2026-12-01T12:05:00.000Z"],
    ["a time in the past", "2026-11-30T12:00:00.000Z"],
    ["a time past the horizon", "2027-03-02T12:00:00.000Z"],
    ["a Saturday", "2026-12-05T12:00:00.000Z"],
  ])("%s: 422, nothing stored", async (_, start) => {
    const outcome = formOf(
      await answerBookingForm(handlersFor(database.db), post(fields({ slotStart: start })), "en"),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.state.notice).toBe(en.Api.slotUnavailable);
    expect(await bookings()).toHaveLength(0);
  });

  it.each(["en", "es"] as const)(
    "invalid input in %s: 400, a code per field, the values kept",
    async (locale) => {
      const outcome = formOf(
        await answerBookingForm(
          handlersFor(database.db),
          post(fields({ slotStart: "tomorrow at nine", name: "  ", email: "martina@" })),
          locale,
        ),
      );
      expect(outcome.status).toBe(400);
      expect(outcome.state.errors).toEqual({ slotStart: "slot", name: "required", email: "email" });
      expect(outcome.state.values).toEqual({ slotStart: "", name: "  ", email: "martina@" });
      expect(catalogues[locale].Contact.errors[outcome.state.errors.email ?? "required"]).toBeTruthy();
      expect(await bookings()).toHaveLength(0);
    },
  );

  it("junk: a body that is no form, fields missing, control characters, repeated fields: 400, never a throw", async () => {
    const handlers = handlersFor(database.db);
    for (const body of [
      "",
      "%%%",
      "\u0000\u0001",
      "slotStart=a&slotStart=b",
      "name=%E2%80%AE&email=x%00@y.z",
    ]) {
      const outcome = formOf(await answerBookingForm(handlers, post(body), "en"));
      expect(outcome.status, body).toBe(400);
    }
    const controls = formOf(await answerBookingForm(handlers, post(fields({ name: "Mar\u202Etina" })), "en"));
    expect(controls.state.errors).toEqual({ name: "characters" });
    expect(await bookings()).toHaveLength(0);
  });

  it("huge values: a field over its limit is 400 with a bounded echo; a body over 32 KB is 413", async () => {
    const handlers = handlersFor(database.db);
    const long = formOf(await answerBookingForm(handlers, post(fields({ name: "M".repeat(20_000) })), "en"));
    expect(long.status).toBe(400);
    expect(long.state.errors).toEqual({ name: "tooLong" });
    expect(long.state.values.name.length).toBeLessThanOrEqual(300);
    const huge = formOf(await answerBookingForm(handlers, post(fields({ name: "M".repeat(40_000) })), "es"));
    expect(huge.status).toBe(413);
    expect(huge.state.notice).toBe(es.Api.tooLarge);
    expect(await bookings()).toHaveLength(0);
  });

  it("refuses what a browser form never sends: another content type (415), a key it did not write (400)", async () => {
    const handlers = handlersFor(database.db);
    const json = formOf(
      await answerBookingForm(handlers, post(JSON.stringify(fields()), "application/json"), "en"),
    );
    expect(json.status).toBe(415);
    const key = formOf(await answerBookingForm(handlers, post(fields({ idempotencyKey: "<script>" })), "en"));
    expect(key.status).toBe(400);
    expect(key.state.notice).toBe(en.Api.malformed);
    expect(await bookings()).toHaveLength(0);
  });

  it("a filled honeypot sees the confirmation; nothing is stored", async () => {
    const outcome = await answerBookingForm(
      handlersFor(database.db),
      post(fields({ website: "spam" })),
      "en",
    );
    expect(outcome).toEqual({ kind: "redirect", location: "/contact/?booked#booking" });
    expect(await bookings()).toHaveLength(0);
  });

  it("spends POST /api/bookings' rate limit: 429 with Retry-After in the visitor's language", async () => {
    const handlers = handlersFor(database.db, {
      limiter: { take: () => ({ allowed: false, retryAfterSeconds: 7 }) },
    });
    const outcome = formOf(await answerBookingForm(handlers, post(fields()), "es"));
    expect(outcome.status).toBe(429);
    expect(outcome.headers).toEqual({ "retry-after": "7" });
    expect(outcome.state.notice).toMatch(/7 segundos/);
    expect(outcome.state.values.name).toBe("");
    expect(await bookings()).toHaveLength(0);
  });

  it("a database that cannot be reached: 503, the visitor's choice kept for the retry", async () => {
    const handlers = handlersFor(database.db, {
      database: () => Promise.reject(new Error("connection refused")),
    });
    const outcome = formOf(await answerBookingForm(handlers, post(fields()), "en"));
    expect(outcome.status).toBe(503);
    expect(outcome.state.values).toEqual({ slotStart: slot, name: "Martina", email: "martina@example.com" });
  });
});
