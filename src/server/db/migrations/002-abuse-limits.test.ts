import { Migrator } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type LeadsDatabase, migrate, openDatabase } from "../database";
import * as initial from "./001-initial";

describe("migration 002-abuse-limits", () => {
  let db: LeadsDatabase;
  beforeEach(async () => {
    db = openDatabase({ sqlitePath: ":memory:" });
    // The database as the site left it before the limits existed.
    const before = new Migrator({
      db,
      provider: { getMigrations: async () => ({ "001-initial": initial }) },
    });
    const { error } = await before.migrateToLatest();
    if (error) throw error;
  });
  afterEach(() => db.destroy());

  it("gives existing bookings and unsent mails the keys the limits count by", async () => {
    const at = new Date().toISOString();
    await db
      .insertInto("bookings")
      .values({
        id: "b1",
        slot_start: "2099-12-01T12:00:00.000Z",
        slot_end: "2099-12-01T12:20:00.000Z",
        status: "confirmed",
        locale: "en",
        time_zone: "UTC",
        name: "Ana",
        email: "Ana+work@Example.com",
        created_at: at,
        cancelled_at: null,
      })
      .execute();
    const mail = (id: string, message: string) => ({
      id,
      subject_id: "b1",
      message,
      status: "pending" as const,
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
    });
    await db
      .insertInto("outbox")
      .values([
        mail("m1", JSON.stringify({ to: "Eve@Example.com", subject: "s", text: "t" })),
        mail("m2", "{not json"),
      ])
      .execute();

    await migrate(db);

    expect(await db.selectFrom("bookings").select(["email_key", "client_address"]).execute()).toEqual([
      { email_key: "ana@example.com", client_address: null },
    ]);
    expect(
      await db.selectFrom("outbox").select(["id", "recipient_key", "held_reason"]).orderBy("id").execute(),
    ).toEqual([
      { id: "m1", recipient_key: "eve@example.com", held_reason: null },
      { id: "m2", recipient_key: null, held_reason: null },
    ]);
  });
});
