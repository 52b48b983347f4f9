import { beforeEach, describe, expect, it } from "vitest";
import type { LeadsDatabase } from "@/server/db/database";
import type { OutboxTable } from "@/server/db/schema";
import { testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import { outboxDepth } from "./admin";

const AT = "2026-11-26T10:00:00.000Z";

describe.each(testDatabaseKinds())("outboxDepth on $name", (kind) => {
  const database = useTestDatabase(kind);
  let db: LeadsDatabase;

  beforeEach(() => {
    db = database().db;
  });

  async function store(channel: "mail" | "webhook", status: OutboxTable["status"], count: number) {
    for (let index = 0; index < count; index += 1) {
      await db
        .insertInto("outbox")
        .values({
          id: `${channel}-${status}-${index}`,
          channel,
          subject_id: "lead-1",
          message: "{}",
          status,
          next_attempt_at: AT,
          locked_until: status === "sending" ? AT : null,
          last_error: null,
          created_at: AT,
          sent_at: status === "sent" ? AT : null,
          recipient_key: null,
          held_reason: status === "held" ? "over the daily limit" : null,
        })
        .execute();
    }
  }

  it("is zero on every channel for an empty outbox", async () => {
    expect(await outboxDepth(db)).toEqual({ mail: 0, webhook: 0 });
  });

  it("counts what each channel has yet to deliver: pending and being sent, not sent, held or dead", async () => {
    await store("mail", "pending", 3);
    await store("mail", "sending", 1);
    await store("mail", "sent", 5);
    await store("mail", "held", 2);
    await store("webhook", "pending", 1);
    await store("webhook", "dead", 4);
    expect(await outboxDepth(db)).toEqual({ mail: 4, webhook: 1 });
  });
});
