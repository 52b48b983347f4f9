import type { Selectable } from "kysely";
import { describe, expect, it } from "vitest";
import { parseReceivers } from "@/platform/webhook-receivers";
import type { LeadsTable } from "@/server/db/schema";
import { testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import { createMailWorker } from "@/server/mail/mail-channel";
import { enqueueMails } from "@/server/mail/outbox";
import { enqueueEvent } from "@/server/webhooks/enqueue";
import { leadCreatedEvent } from "@/server/webhooks/events";
import { consultationLeadRow, contactLeadRow } from "./lead-store";
import {
  csvField,
  formatCsv,
  formatTable,
  leadRow,
  loadHeldMails,
  loadReport,
  parseReportArgs,
  parseSince,
  type ReportRow,
} from "./report";

const now = new Date("2026-11-20T12:00:00.000Z");

const blank: ReportRow = {
  id: "",
  time: "",
  kind: "contact",
  locale: "en",
  name: "",
  email: "",
  company: "",
  topicOrHelp: "",
  service: "",
  budget: "",
  position: "",
  message: "",
  slotStart: "",
  slotEnd: "",
  timeZone: "",
  status: "",
  mails: "",
  webhooks: "",
};

const rows: ReportRow[] = [
  {
    ...blank,
    id: "l1",
    time: "2026-11-19T09:30:00.000Z",
    name: "Ana Pérez",
    email: "ana@example.com",
    company: "Acme, Inc.",
    topicOrHelp: "New Business",
    service: "Branding & strategy",
    budget: "20K-50K",
    message: 'We need a "new" brand,\nsoon.',
    mails: "2 sent",
  },
  {
    ...blank,
    id: "b1",
    time: "2026-11-19T10:00:00.000Z",
    kind: "booking",
    locale: "es",
    name: "Bruno",
    email: "bruno@example.com",
    slotStart: "2026-12-01T12:00:00.000Z",
    slotEnd: "2026-12-01T12:20:00.000Z",
    timeZone: "America/Argentina/Buenos_Aires",
    status: "confirmed",
    mails: "1 sent, 1 held",
  },
];

describe("leadRow", () => {
  it("labels the options in English, a legacy 'blockchain' as the blockchain family", () => {
    const stored: Selectable<LeadsTable> = {
      id: "l9",
      created_at: "2026-11-19T09:30:00.000Z",
      kind: "consultation",
      locale: "es",
      topic: null,
      help_type: "blockchain",
      service: "blockchain",
      budget: "50k-plus",
      name: "Ana",
      last_name: null,
      email: "ana@example.com",
      company: null,
      position: null,
      message: null,
    };
    const row = leadRow(stored);
    expect(row).toMatchObject({ topicOrHelp: "Blockchain", service: "Blockchain", budget: "More than 50K" });
  });
});

describe("parseSince", () => {
  it("reads hours, days, weeks and ISO dates", () => {
    expect(parseSince("24h", now)).toEqual(new Date("2026-11-19T12:00:00.000Z"));
    expect(parseSince("7d", now)).toEqual(new Date("2026-11-13T12:00:00.000Z"));
    expect(parseSince("30d", now)).toEqual(new Date("2026-10-21T12:00:00.000Z"));
    expect(parseSince("2w", now)).toEqual(new Date("2026-11-06T12:00:00.000Z"));
    expect(parseSince("2026-11-01", now)).toEqual(new Date("2026-11-01T00:00:00.000Z"));
    expect(parseSince("2026-11-01T08:00:00Z", now)).toEqual(new Date("2026-11-01T08:00:00.000Z"));
  });

  it("refuses anything else", () => {
    for (const value of ["7", "d7", "7x", "yesterday", "2026-13-45", ""])
      expect(parseSince(value, now)).toBeUndefined();
  });
});

describe("parseReportArgs", () => {
  it("defaults to the last 7 days as a table", () => {
    expect(parseReportArgs([], now)).toEqual({ since: new Date("2026-11-13T12:00:00.000Z"), csv: false });
    expect(parseReportArgs(["--since", "24h", "--csv"], now)).toEqual({
      since: new Date("2026-11-19T12:00:00.000Z"),
      csv: true,
    });
    expect(parseReportArgs(["--since=30d"], now)).toMatchObject({ csv: false });
  });

  it("explains bad arguments", () => {
    expect(parseReportArgs(["--since"], now)).toEqual({ error: "--since needs a value" });
    expect(parseReportArgs(["--since", "soon"], now)).toHaveProperty("error");
    expect(parseReportArgs(["--json"], now)).toEqual({ error: "unknown argument --json" });
  });
});

describe("formatTable", () => {
  it("lines up one row per lead or booking, with the slot and status of bookings", () => {
    const table = formatTable(rows, new Date("2026-11-13T12:00:00.000Z"));
    const lines = table.split("\n");
    expect(lines[0]).toMatch(
      /^Time \(UTC\)\s+Kind\s+Name\s+Email\s+Topic \/ help\s+Service\s+Budget\s+Slot \(UTC\)\s+Status\s+Mails\s+Webhooks$/,
    );
    expect(lines[1]).toMatch(/^-+( +-+){10}$/);
    expect(lines[2]).toMatch(
      /^2026-11-19 09:30 {2}contact\s+Ana Pérez\s+ana@example\.com\s+New Business\s+Branding & strategy\s+20K-50K\s+2 sent$/,
    );
    expect(lines[3]).toMatch(
      /^2026-11-19 10:00 {2}booking\s+Bruno\s+bruno@example\.com\s+2026-12-01 12:00–12:20 {2}confirmed {2}1 sent, 1 held$/,
    );
    expect(lines[5]).toBe("2 since 2026-11-13 12:00 UTC: 1 contact, 1 booking.");
    // Columns start at the same position on every line.
    expect(lines[2]?.indexOf("ana@")).toBe(lines[0]?.indexOf("Email"));
  });

  it("cuts long cells and flattens line breaks", () => {
    const table = formatTable([{ ...rows[0], name: `Ana\n${"x".repeat(60)}` } as ReportRow], now);
    expect(table).toContain(`Ana ${"x".repeat(27)}…`);
  });

  it("says so when there is nothing", () => {
    expect(formatTable([], now)).toBe("No leads or bookings since 2026-11-20 12:00 UTC.\n");
  });

  it("escapes what a terminal would obey: ESC sequences, BEL, NUL, C1 controls and bidi overrides", () => {
    const hostile: ReportRow = {
      ...blank,
      id: "x",
      time: "2026-11-19T09:30:00.000Z",
      name: "\u001b]0;pwned\u0007\u001b[2J",
      email: "a@b.io",
      company: "\u009b31m",
      topicOrHelp: "abc\u202Egpj.exe\u0000",
    };
    const table = formatTable([hostile], now);
    // Nothing non-printable is left but the table's own line breaks.
    expect(table).not.toMatch(/[^\P{Cc}\n]|[\u202A-\u202E\u2066-\u2069]/u);
    expect(table).toContain("\\u{1B}]0;pwned\\u{7}\\u{1B}[2J");
    expect(table).toContain("abc\\u{202E}gpj.exe\\u{0}");
    const csv = formatCsv([{ ...hostile, message: "line one\nline\ttwo\u001b[0m" }]);
    expect(csv).not.toMatch(/[^\P{Cc}\n\r\t]|[\u202A-\u202E\u2066-\u2069]/u);
    // The message keeps its line breaks and tabs (quoted), nothing else.
    expect(csv).toContain('"line one\nline\ttwo\\u{1B}[0m"');
  });

  it("lists the mails held back, with their reason", () => {
    const table = formatTable(rows, now, [
      {
        id: "m1",
        subjectId: "b1",
        time: "2026-11-19T10:00:00.000Z",
        to: "bruno@example.com",
        reason: "held: 6 mails to this address in the last 24 hours (MAILS_PER_RECIPIENT_PER_DAY = 6)",
      },
    ]);
    expect(table).toContain(
      "Held back, not sent (1):\n2026-11-19 10:00  to bruno@example.com  about b1  held: 6 mails to this address in the last 24 hours (MAILS_PER_RECIPIENT_PER_DAY = 6)\n",
    );
  });
});

describe("formatCsv", () => {
  it("writes a header and every field, quoting per RFC 4180 with CRLF lines", () => {
    const csv = formatCsv(rows);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "id,time,kind,locale,name,email,company,topic_or_help,service,budget,position,message,slot_start,slot_end,time_zone,status,mails,webhooks",
    );
    expect(lines[1]).toBe(
      'l1,2026-11-19T09:30:00.000Z,contact,en,Ana Pérez,ana@example.com,"Acme, Inc.",New Business,Branding & strategy,20K-50K,,"We need a ""new"" brand,\nsoon.",,,,,2 sent,',
    );
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(4);
  });

  it("keeps formulas typed by visitors as text", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+54 11 5555")).toBe("'+54 11 5555");
    expect(csvField("@sum")).toBe("'@sum");
    expect(csvField("plain")).toBe("plain");
    expect(csvField("")).toBe("");
  });
});

describe.each(testDatabaseKinds())("loadReport on $name", (kind) => {
  const database = useTestDatabase(kind);

  it("reads leads and bookings since a time, oldest first, with English labels", async () => {
    const { db } = database();
    const at = (iso: string) => new Date(iso);
    await db
      .insertInto("leads")
      .values([
        contactLeadRow(
          "old",
          {
            locale: "en",
            topic: "general",
            name: "Old",
            email: "old@example.com",
            message: "An old message.",
          },
          at("2026-11-01T00:00:00.000Z"),
        ),
        consultationLeadRow(
          "c1",
          { locale: "es", helpType: "other", budget: "none", name: "Carla", email: "carla@example.com" },
          at("2026-11-19T11:00:00.000Z"),
        ),
        contactLeadRow(
          "l1",
          {
            locale: "es",
            topic: "press",
            name: "Ana",
            lastName: "Pérez",
            email: "ana@example.com",
            company: "Diario",
            message: "Una nota sobre el estudio.",
          },
          at("2026-11-19T09:30:00.000Z"),
        ),
      ])
      .execute();
    await db
      .insertInto("bookings")
      .values({
        id: "b1",
        slot_start: "2026-12-01T12:00:00.000Z",
        slot_end: "2026-12-01T12:20:00.000Z",
        status: "cancelled",
        locale: "en",
        time_zone: "Europe/Madrid",
        name: "Bruno",
        email: "bruno@example.com",
        created_at: "2026-11-19T10:00:00.000Z",
        cancelled_at: "2026-11-19T10:30:00.000Z",
      })
      .execute();

    const report = await loadReport(db, at("2026-11-13T12:00:00.000Z"));
    expect(report.map((row) => [row.id, row.kind])).toEqual([
      ["l1", "contact"],
      ["b1", "booking"],
      ["c1", "consultation"],
    ]);
    expect(report[0]).toMatchObject({
      name: "Ana Pérez",
      topicOrHelp: "Press Inquiries",
      company: "Diario",
      service: "",
    });
    expect(report[1]).toMatchObject({ slotStart: "2026-12-01T12:00:00.000Z", status: "cancelled" });
    expect(report[2]).toMatchObject({
      topicOrHelp: "Other",
      budget: "There's no assigned budget yet",
      locale: "es",
    });
  });

  it("counts each lead's webhook events by state apart from its mails, dead ones included", async () => {
    const { db } = database();
    const at = new Date("2026-11-19T09:30:00.000Z");
    const lead = contactLeadRow(
      "l1",
      { locale: "en", topic: "general", name: "Ana", email: "ana@example.com", message: "A message." },
      at,
    );
    await db.insertInto("leads").values(lead).execute();
    const receivers = parseReceivers("https://crm.example/hook,slack:https://hooks.slack.com/services/x");
    if (typeof receivers === "string") throw new Error(receivers);
    await db.transaction().execute(async (trx) => {
      await enqueueMails(trx, "l1", [{ to: "team@lumbre.test", subject: "New lead", text: "…" }], at);
      await enqueueEvent(trx, "l1", leadCreatedEvent(lead, "/contact/"), receivers, at);
    });
    await db
      .updateTable("outbox")
      .set({ status: "dead", last_error: "gave up" })
      .where("destination", "=", receivers[1]?.id ?? "")
      .execute();

    const [row] = await loadReport(db, at);
    expect(row).toMatchObject({ mails: "1 pending", webhooks: "1 pending, 1 dead" });
    expect(formatTable([row as ReportRow], at)).toMatch(/1 pending +1 pending, 1 dead\n/);
  });

  it("counts each lead's mails by state and lists the ones held back over the recipient's limit", async () => {
    const { db } = database();
    const at = new Date("2026-11-19T09:30:00.000Z");
    // One second apart, so the worker sends l1's mails first.
    const later = new Date(at.getTime() + 1000);
    for (const [id, time] of [
      ["l1", at],
      ["l2", later],
    ] as const) {
      await db.transaction().execute((trx) =>
        enqueueMails(
          trx,
          id,
          [
            { to: "team@lumbre.test", subject: "New lead", text: "…" },
            { to: "ana@example.com", subject: "We received your message", text: "Hi," },
          ],
          time,
        ),
      );
    }
    await db
      .insertInto("leads")
      .values(
        ["l1", "l2"].map((id) =>
          contactLeadRow(
            id,
            { locale: "en", topic: "general", name: "Ana", email: "ana@example.com", message: "A message." },
            at,
          ),
        ),
      )
      .execute();
    const worker = createMailWorker({
      db,
      transport: { kind: "file", send: async () => {}, close: () => {} },
      now: () => later,
      mailsPerRecipientPerDay: 1,
      teamEmail: "team@lumbre.test",
      log: { warn: () => {}, error: () => {} },
    });
    await worker.runOnce();

    const report = await loadReport(db, at);
    expect(report.map((row) => [row.id, row.mails])).toEqual([
      ["l1", "2 sent"],
      ["l2", "1 sent, 1 held"],
    ]);
    const held = await loadHeldMails(db, at);
    expect(held).toEqual([
      {
        id: expect.any(String),
        subjectId: "l2",
        time: later.toISOString(),
        to: "ana@example.com",
        reason: "held: 1 mails to this address in the last 24 hours (MAILS_PER_RECIPIENT_PER_DAY = 1)",
      },
    ]);
    expect(formatTable(report, at, held)).toContain("Held back, not sent (1):");
  });
});
