import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type LeadsDatabase, migrate, openDatabase } from "@/server/db/database";
import { bookSlot, cancelBooking, freeSlots, parseMailbox } from "./bookings";
import { signCancelToken } from "./cancel-token";
import { studioSchedule } from "./test-schedule";

const config = studioSchedule;
const secret = "s".repeat(32);
const now = new Date("2026-12-01T00:00:00Z");
const options = {
  now,
  config,
  secret,
  siteUrl: "https://lumbre.test",
  teamEmail: "team@lumbre.test",
  clientAddress: "203.0.113.7",
};
const request = (slotStart: string, email = "ana@example.com") => ({
  locale: "en" as const,
  slotStart,
  timeZone: "America/Argentina/Buenos_Aires",
  name: "Ana",
  email,
});

describe("bookSlot and cancelBooking", () => {
  let db: LeadsDatabase;
  beforeEach(async () => {
    db = openDatabase({ sqlitePath: ":memory:" });
    await migrate(db);
  });
  afterEach(() => db.destroy());

  it("books an offered slot once, however its instant is written", async () => {
    const first = await bookSlot(db, request("2026-12-01T12:00:00Z"), options);
    expect(first).toEqual({
      ok: true,
      booking: { id: expect.any(String), start: "2026-12-01T12:00:00.000Z", end: "2026-12-01T12:20:00.000Z" },
    });
    expect(await bookSlot(db, request("2026-12-01T12:00:00.000Z", "bo@example.com"), options)).toEqual({
      ok: false,
      reason: "taken",
    });
    expect(await bookSlot(db, request("2026-12-01T12:15:00.000Z"), options)).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(await db.selectFrom("outbox").selectAll().execute()).toHaveLength(2);
    const free = await freeSlots(db, config, now, { from: "2026-12-01", days: 1 });
    expect(free.map((slot) => slot.toISOString())).not.toContain("2026-12-01T12:00:00.000Z");
    expect(free).toHaveLength(17);
  });

  it("cancels with the right token only, once", async () => {
    const booked = await bookSlot(db, request("2026-12-01T12:00:00Z"), options);
    if (!booked.ok) throw new Error("not booked");
    const { id } = booked.booking;
    expect(await cancelBooking(db, id, "forged", secret)).toEqual({ ok: false, reason: "forbidden" });
    const cancelled = await cancelBooking(db, id, signCancelToken(id, secret), secret, { now });
    expect(cancelled.ok && cancelled.booking.status).toBe("cancelled");
    expect(cancelled.ok && cancelled.booking.cancelled_at).toBe(now.toISOString());
    expect(await cancelBooking(db, id, signCancelToken(id, secret), secret)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await db.selectFrom("outbox").selectAll().execute()).toHaveLength(3);
    expect((await bookSlot(db, request("2026-12-01T12:00:00Z", "bo@example.com"), options)).ok).toBe(true);
  });
});

describe("parseMailbox", () => {
  it("reads MAIL_FROM with or without a display name", () => {
    expect(parseMailbox("Lumbre Studio <hello@lumbre.studio>")).toEqual({
      name: "Lumbre Studio",
      email: "hello@lumbre.studio",
    });
    expect(parseMailbox('"Lumbre" <hello@lumbre.studio>')).toEqual({
      name: "Lumbre",
      email: "hello@lumbre.studio",
    });
    expect(parseMailbox("hello@lumbre.studio")).toEqual({ email: "hello@lumbre.studio" });
  });
});
