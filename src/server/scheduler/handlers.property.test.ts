import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { bookingRequestSchema, localeCodes } from "@/features/leads/schemas";
import type { LeadsDatabase } from "@/server/db/database";
import { testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import { addressKey } from "@/server/mail/address-key";
import {
  type ApiErrorCatalogue,
  anyText,
  decodeUtf8,
  expectApiErrorBody,
  headerText,
  headerValueAsSent,
  honeypotFilled,
  UUID_PATTERN,
  validEmail,
} from "@/testing/arbitraries";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { signCancelToken } from "./cancel-token";
import { createSchedulerHandlers } from "./handlers";
import { studioSchedule } from "./test-schedule";
import { addDays, zonedDate } from "./zoned-time";

/**
 * Property tests of the scheduler's public endpoints (GET /api/slots, POST /api/bookings, the cancel
 * link's GET and POST): whatever a client sends, the answer is a 2xx or a 4xx, never a 5xx or a throw.
 * Bookings go to real free slots (read from the slots endpoint first) often enough that slots fill up,
 * get cancelled and are booked again, so 201, 409, 422 and the limits' 429 all happen, and each answer
 * is checked against the database.
 */

const config = studioSchedule;
const secret = "test-secret-0123456789abcdefghijklmnopqrstuvwxyz";
/** Monday 30 November 2026, 21:00 in Buenos Aires. */
const now = new Date("2026-12-01T00:00:00Z");
const today = "2026-11-30";
const site = "https://lumbre.test";
const RUNS = 1000;
const MAX_BODY = 32 * 1024;
/** The limits the handlers run with here: a few e-mails and clients repeat, so both are reached. */
const LIMITS = { perEmail: 2, perClient: 4 };
/**
 * The client a request comes from, as the handlers are told here: one of eight addresses, chosen by the
 * length of X-Forwarded-For, so that clients repeat and their limit is reached within a run.
 */
const clientOf = (request: Request) =>
  `198.51.100.${(request.headers.get("x-forwarded-for") ?? "").length % 8}`;

type JsonObject = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------
// Generators shared by the properties

const padding = fc.constantFrom("", "", " ", "\t", "\n", "\u00a0", "\ufeff");

/** A name valid once trimmed (well-formed unicode: what a browser's form sends). */
const validName = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(
        padding,
        fc.oneof(
          fc.string({ unit: "grapheme", maxLength: 30 }),
          fc.string({ unit: "binary", maxLength: 30 }),
        ),
        padding,
      )
      .map(([a, core, b]) => `${a}N${core}${b}`)
      // A grapheme can be many code units; the limit counts code units.
      .filter((text) => text.trim().length <= 100),
  },
  // Characters the .ics and the mails treat specially.
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'Ana; "Pérez", Jr.\\',
      "x".repeat(100),
      "Zoë\r\nBcc: x@y.io",
      "<script>alert(1)</script>",
    ),
  },
);

/** Zones as browsers report them, and ones the runtime spells differently or does not know. */
const knownZones = Intl.supportedValuesOf("timeZone");
const timeZone = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...knownZones) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "UTC",
      "utc",
      "europe/madrid",
      "EST5EDT",
      "Etc/GMT+12",
      "Etc/GMT-14",
      "America/Buenos_Aires",
      "",
      "Nowhere/Else",
      "+01:00",
      "Z",
      "Europe/Madrid ",
      `America/${"X".repeat(70)}`,
    ),
  },
  { weight: 1, arbitrary: anyText(20) },
);

const acceptLanguage = fc.oneof(
  fc.constantFrom(undefined, "es-AR,es;q=0.9", "en-US", "fr", "*", "es;q=0", ""),
  headerText(20),
);

/** A slot start written the ways the schema may or may not accept, shifted or not. */
type SlotSpelling = "iso" | "no-millis" | "micros" | "offset" | "lower-z" | "date-only" | "no-seconds";
const slotSpelling = fc.oneof(
  // Mostly as the slots endpoint writes it, so most bookings reach the database.
  { weight: 8, arbitrary: fc.constant<SlotSpelling>("iso") },
  {
    weight: 5,
    arbitrary: fc.constantFrom<SlotSpelling>(
      "no-millis",
      "micros",
      "offset",
      "lower-z",
      "date-only",
      "no-seconds",
    ),
  },
);

function spell(instant: Date, spelling: SlotSpelling): string {
  const iso = instant.toISOString();
  switch (spelling) {
    case "iso":
      return iso;
    case "no-millis":
      return iso.replace(/\.\d{3}Z$/, "Z");
    case "micros":
      return iso.replace(/Z$/, "000Z");
    case "offset":
      return iso.replace(/Z$/, "+00:00");
    case "lower-z":
      return iso.replace(/Z$/, "z");
    case "date-only":
      return iso.slice(0, 10);
    case "no-seconds":
      return iso.replace(/:\d{2}\.\d{3}Z$/, "Z");
  }
}

/** Minutes to move an offered slot by: mostly none, sometimes off the grid, into the past or the future. */
const slotShift = fc.oneof(
  { weight: 10, arbitrary: fc.constant(0) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(-30, -10, -1, 1, 10, 24 * 60, 7 * 24 * 60, -7 * 24 * 60, 60 * 24 * 60),
  },
  { weight: 1, arbitrary: fc.integer({ min: -100 * 24 * 60, max: 100 * 24 * 60 }) },
);

const fieldNames = ["locale", "slotStart", "timeZone", "name", "email", "website"] as const;

type Mutation =
  | { readonly op: "remove"; readonly key: string }
  | { readonly op: "set"; readonly key: string; readonly value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant("remove" as const), key: fc.constantFrom(...fieldNames) }),
  fc.record({
    op: fc.constant("set" as const),
    key: fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...fieldNames) },
      { weight: 1, arbitrary: fc.string() },
    ),
    value: fc.oneof(
      fc.constantFrom(
        "",
        "  ",
        "ES",
        "fr",
        "2026-12-01",
        "2026-02-30T12:00:00Z",
        "9999-12-31T23:59:59Z",
        "tomorrow",
      ),
      fc.constantFrom("x".repeat(101), `${"a".repeat(250)}@x.io`, "http://spam.example"),
      fc.constantFrom(null, 0, 1, true, [], {}, 1764590400000),
      fc.jsonValue({ maxDepth: 2 }),
      anyText(30),
    ),
  }),
);

interface BookingForm {
  readonly locale: string;
  /**
   * Which slot: an index into the offered slots (a small one often, so the same slots are asked for
   * again and 409s happen) or into those still free; the run picks it, since slots are only known then.
   */
  readonly slot: { readonly among: "offered" | "free"; readonly index: number };
  readonly shift: number;
  readonly spelling: SlotSpelling;
  readonly timeZone: string;
  readonly name: string;
  readonly email: string;
  readonly website: string | undefined;
}

const bookingForm: fc.Arbitrary<BookingForm> = fc.record({
  locale: fc.constantFrom(...localeCodes),
  slot: fc.record({
    among: fc.constantFrom("offered" as const, "offered" as const, "free" as const),
    index: fc.oneof(fc.nat({ max: 6 }), fc.nat()),
  }),
  shift: slotShift,
  spelling: slotSpelling,
  timeZone,
  name: validName,
  email: validEmail(padding),
  website: fc.constantFrom(undefined, "", "  "),
});

type BookBody =
  | { readonly kind: "form"; readonly form: BookingForm; readonly mutations: readonly Mutation[] }
  | { readonly kind: "honeypot"; readonly form: BookingForm; readonly website: unknown }
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "bytes"; readonly bytes: Uint8Array }
  | { readonly kind: "oversized"; readonly size: number };

const bookBody: fc.Arbitrary<BookBody> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant("form" as const),
      form: bookingForm,
      mutations: fc.constant([]),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("form" as const),
      form: bookingForm,
      mutations: fc.array(mutation, { minLength: 1, maxLength: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("honeypot" as const),
      form: bookingForm,
      website: fc.constantFrom("http://spam.example", 1, true, ["x"]),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("json" as const),
      value: fc.oneof(fc.jsonValue(), fc.anything({ maxDepth: 3 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("text" as const),
      text: fc.oneof(anyText(60), fc.constantFrom("", "{", "null", "[]", '{"slotStart":', "\ufeff{}")),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("bytes" as const), bytes: fc.uint8Array({ maxLength: 120 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("oversized" as const),
      size: fc.integer({ min: MAX_BODY - 16, max: MAX_BODY * 2 }),
    }),
  },
);

const jsonContentTypes = ["application/json", "application/json; charset=utf-8", "Application/JSON"];
const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...jsonContentTypes) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      "",
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/json; charset=latin1",
    ),
  },
  { weight: 1, arbitrary: headerText(30) },
);

const keyPool = ["booking-1", "booking-2", "booking-3", "b:4", "b.5"];
const idempotencyKey = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constantFrom(...keyPool) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_\-:.]{1,200}$/) },
  { weight: 1, arbitrary: fc.oneof(fc.constant("k".repeat(201)), headerText(20)) },
);

interface BookCase {
  readonly action: "book";
  readonly body: BookBody;
  readonly contentType: string | undefined;
  readonly idempotencyKey: string | undefined;
  /** Send the body first answered under this key again (a real retry). */
  readonly resend: boolean;
  readonly acceptLanguage: string | undefined;
  readonly forwardedFor: string | undefined;
}

const bookCase: fc.Arbitrary<BookCase> = fc.record({
  action: fc.constant("book" as const),
  body: bookBody,
  contentType,
  idempotencyKey,
  resend: fc.boolean(),
  acceptLanguage,
  forwardedFor: fc.option(headerText(30), { nil: undefined }),
});

/** A query for /api/slots: from the parameters' own grammar, or any text after the '?'. */
const validDates = Array.from({ length: 50 }, (_, index) => addDays("2026-11-15", index));
const slotsQuery = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        from: fc.option(
          fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom(...validDates) },
            {
              weight: 2,
              arbitrary: fc.constantFrom(
                "2026-02-30",
                "tomorrow",
                "2026-13-01",
                "0000-01-01",
                "9999-12-31",
                "1970-01-01",
                "2026-12-1",
                " 2026-12-01",
                "2026-12-01T00:00:00Z",
                "",
              ),
            },
            { weight: 1, arbitrary: anyText(12) },
          ),
          { nil: undefined },
        ),
        days: fc.option(
          fc.oneof(
            // Mostly the short ranges the popup asks for (each day costs the endpoint time), the full range too.
            { weight: 4, arbitrary: fc.integer({ min: 1, max: 7 }).map(String) },
            { weight: 2, arbitrary: fc.integer({ min: 1, max: 31 }).map(String) },
            {
              weight: 2,
              arbitrary: fc.constantFrom("0", "32", "99", "07", "1.5", "-1", "", "1e1", " 3", "+3", "٣"),
            },
            { weight: 1, arbitrary: anyText(5) },
          ),
          { nil: undefined },
        ),
        locale: fc.option(fc.oneof(fc.constantFrom("en", "es", "fr", "ES"), anyText(5)), { nil: undefined }),
      })
      .map((params) => {
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(params))
          if (value !== undefined) query.append(name, value);
        return query.toString();
      }),
  },
  { weight: 1, arbitrary: anyText(40) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "from=2026-12-01&from=bad",
      "days=1&days=99",
      "from",
      "&&&",
      "days=%",
      "from=%E0%A4%A",
    ),
  },
);

interface SlotsCase {
  readonly action: "slots";
  readonly query: string;
  readonly acceptLanguage: string | undefined;
}

const slotsCase: fc.Arbitrary<SlotsCase> = fc.record({
  action: fc.constant("slots" as const),
  query: slotsQuery,
  acceptLanguage,
});

/** Whose cancel link: a real booking's, a made-up UUID's, or any text at all as the id. */
type CancelTarget =
  | { readonly kind: "booked"; readonly index: number }
  | { readonly kind: "uuid"; readonly id: string }
  | { readonly kind: "text"; readonly id: string };

type TokenChoice =
  | { readonly kind: "valid" }
  | { readonly kind: "tampered"; readonly at: number }
  | { readonly kind: "truncated" }
  | { readonly kind: "other" }
  | { readonly kind: "text"; readonly token: string };

interface CancelCase {
  readonly action: "cancel";
  readonly method: "GET" | "POST";
  readonly target: CancelTarget;
  readonly token: TokenChoice;
  readonly acceptLanguage: string | undefined;
}

const cancelCase: fc.Arbitrary<CancelCase> = fc.record({
  action: fc.constant("cancel" as const),
  method: fc.constantFrom("GET" as const, "POST" as const),
  target: fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant("booked" as const), index: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("uuid" as const),
        id: fc.oneof(
          fc.uuid(),
          fc.uuid().map((id) => id.toUpperCase()),
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("text" as const),
        id: fc.oneof(
          anyText(40),
          fc.constantFrom(
            "",
            "..",
            "../../etc/passwd",
            "%2e%2e",
            "<script>alert(1)</script>",
            "x\u0000y",
            "' OR 1=1 --",
          ),
        ),
      }),
    },
  ),
  token: fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant("valid" as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("tampered" as const), at: fc.nat({ max: 42 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("truncated" as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("other" as const) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("text" as const),
        token: fc.oneof(anyText(50), fc.constantFrom("", "<b>", '"><script>x</script>', "a".repeat(43))),
      }),
    },
  ),
  acceptLanguage,
});

// ---------------------------------------------------------------------------------------------------
// Requests

function headersOf(values: Record<string, string | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) headers.set(name, value);
  return headers;
}

/** Percent-encodes a path segment; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD. */
function pathSegment(text: string): string {
  return Array.from(text, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return "%EF%BF%BD";
    }
  }).join("");
}

const fieldMessages = new Set<string>([
  ...Object.values(en.Contact.errors),
  ...Object.values(es.Contact.errors),
]);
/** Messages name the limits the handlers run with ({limit}); field messages may be in either language. */
const errorCatalogue: ApiErrorCatalogue = {
  messages: new Set<string>(
    [...Object.values(en.Api), ...Object.values(es.Api)].flatMap((message) =>
      Object.values(LIMITS).map((limit) => message.replace("{limit}", String(limit))),
    ),
  ),
  fieldMessagesFor: () => fieldMessages,
};

const pageTags = [
  "!doctype",
  "html",
  "head",
  "meta",
  "title",
  "style",
  "body",
  "main",
  "p",
  "h1",
  "form",
  "button",
  "a",
];

function expectCancelPage(status: number, response: Response, html: string): void {
  expect([200, 400, 403, 404]).toContain(status);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(html).toMatch(/^<!doctype html>\n<html lang="(en-US|es-AR)">/);
  // Whatever the id and token were, nothing of them can open a tag in the page: only the template's appear.
  const tags = new Set(
    [...html.matchAll(/<\/?([A-Za-z!][A-Za-z0-9]*)/g)].map((match) => match[1]?.toLowerCase()),
  );
  for (const tag of tags) expect(pageTags, `tag <${String(tag)}>`).toContain(tag);
}

// ---------------------------------------------------------------------------------------------------

describe.each(testDatabaseKinds().filter((kind) => kind.name === "sqlite"))(
  "scheduler under generated requests on $name",
  (kind) => {
    const current = useTestDatabase(kind, "suite");
    let db: LeadsDatabase;
    let handlers: ReturnType<typeof createSchedulerHandlers>;
    /** Every slot offered over the whole horizon, read from the endpoint while nothing is booked. */
    let offered: string[] = [];
    /** Each offered slot's calendar date in the schedule's zone, for the slots oracle. */
    const offeredDate = new Map<string, string>();

    beforeAll(async () => {
      db = current().db;
      handlers = createSchedulerHandlers({
        database: async () => db,
        config: () => config,
        secret: () => secret,
        limiter: { take: () => ({ allowed: true }) },
        // Hundreds of generated listings from a few clients: the per-client limit is handlers.test.ts' business.
        slotsLimiter: { take: () => ({ allowed: true }) },
        bookingLimits: LIMITS,
        clientAddress: clientOf,
        siteUrl: site,
        teamEmail: "team@lumbre.test",
        mailFrom: "Lumbre Studio <hello@lumbre.test>",
        now: () => now,
      });
      const response = await handlers.slots(new Request(`${site}/api/slots?from=${today}&days=31`));
      offered = ((await response.json()) as { slots: string[] }).slots;
      for (const slot of offered) offeredDate.set(slot, zonedDate(new Date(slot), config.timeZone));
    });

    beforeEach(async () => {
      for (const table of ["outbox", "bookings", "idempotency_keys"] as const)
        await db.deleteFrom(table).execute();
    });

    it("reads every slot of the horizon from the endpoint", () => {
      // 22 working days from 1 to 30 December, 18 slots a day: the runs below book these.
      expect(offered).toHaveLength(22 * 18);
    });

    async function confirmedAt(slotStart: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("bookings")
        .select("id")
        .where("slot_start", "=", slotStart)
        .where("status", "=", "confirmed")
        .executeTakeFirst();
      return row?.id;
    }

    /** Confirmed bookings (all upcoming: the clock stands before the horizon) per e-mail and per client. */
    async function heldBy(email: string, client: string): Promise<{ email: number; client: number }> {
      const rows = await db
        .selectFrom("bookings")
        .select(["email_key", "client_address"])
        .where("status", "=", "confirmed")
        .execute();
      return {
        email: rows.filter((row) => row.email_key === addressKey(email)).length,
        client: rows.filter((row) => row.client_address === client).length,
      };
    }

    async function confirmedSlots(): Promise<Set<string>> {
      const rows = await db
        .selectFrom("bookings")
        .select("slot_start")
        .where("status", "=", "confirmed")
        .execute();
      return new Set(rows.map((row) => row.slot_start));
    }

    // ------------------------------------------------------------------------------------------------
    // One action of each kind, with its oracle

    interface Tally {
      readonly statuses: Map<string, number>;
      readonly booked: string[];
      readonly firstUse: Map<string, { raw: string; status: number; body: unknown }>;
    }

    function count(tally: Tally, label: string): void {
      tally.statuses.set(label, (tally.statuses.get(label) ?? 0) + 1);
    }

    function formBody(
      form: BookingForm,
      mutations: readonly Mutation[],
      booked: ReadonlySet<string>,
    ): string {
      const free = offered.filter((slot) => !booked.has(slot));
      const among = form.slot.among === "free" && free.length > 0 ? free : offered;
      const base = among[form.slot.index % among.length] ?? offered[0] ?? "";
      const instant = new Date(new Date(base).getTime() + form.shift * 60_000);
      const value: JsonObject = {
        locale: form.locale,
        slotStart: spell(instant, form.spelling),
        timeZone: form.timeZone,
        name: form.name,
        email: form.email,
        website: form.website,
      };
      for (const change of mutations) {
        if (change.op === "remove") delete value[change.key];
        else
          Object.defineProperty(value, change.key, {
            value: change.value,
            enumerable: true,
            configurable: true,
            writable: true,
          });
      }
      return JSON.stringify(value);
    }

    async function bookBodyOf(body: BookBody): Promise<string | Uint8Array> {
      switch (body.kind) {
        case "form":
          return formBody(body.form, body.mutations, await confirmedSlots());
        case "honeypot":
          return JSON.stringify({
            ...(JSON.parse(formBody(body.form, [], new Set())) as JsonObject),
            website: body.website,
          });
        case "json":
          return JSON.stringify(body.value) ?? "";
        case "text":
          return body.text;
        case "bytes":
          return body.bytes;
        case "oversized":
          return JSON.stringify({ name: "n".repeat(body.size) });
      }
    }

    async function book(c: BookCase, tally: Tally): Promise<void> {
      // The key as the server receives it (see headerValueAsSent).
      const key = headerValueAsSent(c.idempotencyKey);
      const earlier = key === undefined ? undefined : tally.firstUse.get(key);
      const body = c.resend && earlier ? earlier.raw : await bookBodyOf(c.body);
      const raw = typeof body === "string" ? body : decodeUtf8(body);
      const parsed = raw === undefined ? undefined : safeJson(raw);
      const form = z.safeParse(bookingRequestSchema, parsed);
      const slot = form.success ? new Date(form.data.slotStart).toISOString() : undefined;
      const holder = slot === undefined ? undefined : await confirmedAt(slot);
      const request = new Request(`${site}/api/bookings`, {
        method: "POST",
        headers: headersOf({
          "content-type": c.contentType,
          "idempotency-key": c.idempotencyKey,
          "accept-language": c.acceptLanguage,
          "x-forwarded-for": c.forwardedFor,
        }),
        body: typeof body === "string" ? body : new Uint8Array(body),
      });
      const client = clientOf(request);
      const held = form.success ? await heldBy(form.data.email, client) : undefined;

      const response = await handlers.book(request);
      const { status } = response;
      count(tally, `book ${status}`);
      expect(status >= 500, `5xx: ${status}`).toBe(false);
      expect([201, 400, 409, 413, 415, 422, 429]).toContain(status);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const answer: unknown = await response.json();
      const replayed = response.headers.get("idempotent-replayed") === "true";

      // What a browser sends (JSON, a good key or none, a valid form) has exactly one right answer.
      const plain =
        c.contentType !== undefined &&
        jsonContentTypes.includes(c.contentType) &&
        (key === undefined || /^[A-Za-z0-9_\-:.]{1,200}$/.test(key)) &&
        raw !== undefined &&
        form.success &&
        !honeypotFilled(raw);
      if (plain && slot !== undefined) {
        if (earlier && earlier.raw === raw) {
          expect({ status, replayed, answer }).toEqual({
            status: earlier.status,
            replayed: true,
            answer: earlier.body,
          });
        } else if (earlier) {
          expect(status).toBe(422);
          expect((answer as { error: string }).error).toBe("idempotencyMismatch");
        } else if (!offered.includes(slot)) {
          expect([status, (answer as { error?: string }).error]).toEqual([422, "slotUnavailable"]);
        } else if (held && held.email >= LIMITS.perEmail) {
          expect([status, (answer as { error?: string }).error]).toEqual([429, "bookingLimitEmail"]);
        } else if (held && held.client >= LIMITS.perClient) {
          expect([status, (answer as { error?: string }).error]).toEqual([429, "bookingLimitClient"]);
        } else {
          expect(status).toBe(holder === undefined ? 201 : 409);
        }
      }

      if (status >= 400) {
        expectApiErrorBody(status, answer, errorCatalogue);
        if (status === 409) expect((answer as { error: string }).error).toBe("slotTaken");
        if (
          !replayed &&
          key !== undefined &&
          raw !== undefined &&
          (status === 409 || (status === 422 && (answer as { error: string }).error === "slotUnavailable"))
        ) {
          tally.firstUse.set(key, { raw, status, body: answer });
        }
        return;
      }
      expect(raw, "a 201 for a body that is not UTF-8").toBeDefined();
      if (raw === undefined) return;
      if (honeypotFilled(raw)) {
        const { id } = answer as { id: string };
        expect(id).toMatch(UUID_PATTERN);
        expect(
          await db.selectFrom("bookings").select("id").where("id", "=", id).executeTakeFirst(),
        ).toBeUndefined();
        return;
      }
      if (replayed) return;
      // A fresh 201: an offered slot, now held by exactly this booking, with what the form said.
      expect(form.success, "a 201 for a form the schema refuses").toBe(true);
      if (!form.success || slot === undefined) return;
      const { id, start, end } = answer as { id: string; start: string; end: string };
      expect(id).toMatch(UUID_PATTERN);
      expect(offered).toContain(start);
      expect(start).toBe(slot);
      expect(end).toBe(new Date(new Date(start).getTime() + config.slotMinutes * 60_000).toISOString());
      const row = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
      expect(row).toEqual({
        id,
        slot_start: start,
        slot_end: end,
        status: "confirmed",
        locale: form.data.locale,
        time_zone: form.data.timeZone,
        name: form.data.name,
        email: form.data.email,
        email_key: addressKey(form.data.email),
        client_address: client,
        created_at: now.toISOString(),
        cancelled_at: null,
      });
      const mails = await db.selectFrom("outbox").select("id").where("subject_id", "=", id).execute();
      expect(mails).toHaveLength(2);
      tally.booked.push(id);
      if (key !== undefined) tally.firstUse.set(key, { raw, status, body: answer });
    }

    async function slots(c: SlotsCase, tally: Tally): Promise<void> {
      const request = new Request(`${site}/api/slots?${c.query}`, {
        headers: headersOf({ "accept-language": c.acceptLanguage }),
      });
      const params = new URL(request.url).searchParams;
      const response = await handlers.slots(request);
      const { status } = response;
      count(tally, `slots ${status}`);
      expect(status >= 500, `5xx: ${status}`).toBe(false);
      expect([200, 400]).toContain(status);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const answer: unknown = await response.json();

      const from = params.get("from") ?? today;
      const daysText = params.get("days");
      const wellFormed =
        validDates.includes(from) &&
        (daysText === null ||
          (/^\d{1,2}$/.test(daysText) && Number(daysText) >= 1 && Number(daysText) <= 31));
      const language = params.get("locale");
      if (status === 400) {
        expect(wellFormed, `a 400 for from=${from} days=${String(daysText)}`).toBe(false);
        expect(answer).toEqual({ error: "invalid", message: expect.any(String) });
        const { message } = answer as { message: string };
        expect([en.Api.invalid, es.Api.invalid]).toContain(message);
        if (language === "es" || language === "en")
          expect(message).toBe((language === "es" ? es : en).Api.invalid);
        return;
      }
      // A 200 lists exactly the free offered slots of the days asked for, in order.
      const days = daysText === null ? 14 : Number(daysText);
      expect(Number.isInteger(days) && days >= 1 && days <= 31).toBe(true);
      const last = addDays(from, days - 1);
      const booked = await confirmedSlots();
      const expected = offered.filter((slot) => {
        const date = offeredDate.get(slot) ?? "";
        return date >= from && date <= last && !booked.has(slot);
      });
      expect(answer).toEqual({ timeZone: config.timeZone, slotMinutes: config.slotMinutes, slots: expected });
    }

    async function cancel(c: CancelCase, tally: Tally): Promise<void> {
      const id =
        c.target.kind === "booked"
          ? (tally.booked[c.target.index % Math.max(1, tally.booked.length)] ??
            "00000000-0000-4000-8000-000000000000")
          : c.target.id;
      const valid = signCancelToken(id, secret);
      const token = (() => {
        switch (c.token.kind) {
          case "valid":
            return valid;
          case "tampered": {
            const at = c.token.at % valid.length;
            return `${valid.slice(0, at)}${valid[at] === "A" ? "B" : "A"}${valid.slice(at + 1)}`;
          }
          case "truncated":
            return valid.slice(0, -1);
          case "other":
            return signCancelToken(`${id}x`, secret);
          case "text":
            return c.token.token;
        }
      })();
      const url = new URL(`${site}/api/bookings/${pathSegment(id)}/cancel`);
      url.searchParams.set("token", token);
      // The handler reads the token back from the URL, where a lone surrogate has become U+FFFD.
      const sentToken = url.searchParams.get("token") ?? "";
      const before = UUID_PATTERN.test(id)
        ? await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst()
        : undefined;

      const handler = c.method === "GET" ? handlers.cancelPage : handlers.cancel;
      const response = await handler(
        new Request(url, { method: c.method, headers: headersOf({ "accept-language": c.acceptLanguage }) }),
        { params: Promise.resolve({ id }) },
      );
      const { status } = response;
      count(tally, `cancel ${c.method} ${status}`);
      expect(status >= 500, `5xx: ${status}`).toBe(false);
      const html = await response.text();
      expectCancelPage(status, response, html);

      const authentic = sentToken === valid;
      // A link of the wrong shape (not a UUID, not a 43-character token) is malformed: 400.
      const wellFormed = UUID_PATTERN.test(id.toLowerCase()) && /^[\w-]{43}$/.test(sentToken);
      const expected = !wellFormed ? 400 : !authentic ? 403 : before?.status === "confirmed" ? 200 : 404;
      expect(status).toBe(expected);
      const after = before
        ? await db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirst()
        : undefined;
      if (c.method === "POST" && expected === 200) {
        // Cancelled, and the slot is offered again.
        expect(after?.status).toBe("cancelled");
        expect(await confirmedAt(before?.slot_start ?? "")).toBeUndefined();
      } else {
        // Opening the link, or a link that is not the booking's, changes nothing.
        expect(after?.status).toBe(before?.status);
      }
    }

    function report(name: string, tally: Tally): Record<string, number> {
      const seen = Object.fromEntries([...tally.statuses].sort(([a], [b]) => a.localeCompare(b)));
      console.info(`[${name}] over ${RUNS} runs: ${JSON.stringify(seen)}`);
      return seen;
    }

    const newTally = (): Tally => ({ statuses: new Map(), booked: [], firstUse: new Map() });

    it("books, lists and cancels under any interleaving of generated requests, never answering 5xx", async () => {
      const tally = newTally();
      const action = fc.oneof(
        { weight: 6, arbitrary: bookCase },
        { weight: 2, arbitrary: slotsCase },
        { weight: 2, arbitrary: cancelCase },
      );
      await fc.assert(
        fc.asyncProperty(action, async (c) => {
          if (c.action === "book") await book(c, tally);
          else if (c.action === "slots") await slots(c, tally);
          else await cancel(c, tally);
        }),
        { numRuns: RUNS },
      );
      const seen = report("mixed", tally);
      // Both sides of every endpoint were reached: bookings made and refused, slots listed and
      // refused, links opened, used and refused.
      for (const label of [
        "book 201",
        "book 400",
        "book 409",
        "book 429",
        "book 422",
        "book 415",
        "book 413",
        "slots 200",
        "slots 400",
      ]) {
        expect(seen[label] ?? 0, label).toBeGreaterThan(0);
      }
      for (const label of [
        "cancel GET 200",
        "cancel POST 200",
        "cancel GET 400",
        "cancel GET 403",
        "cancel POST 404",
      ]) {
        expect(seen[label] ?? 0, label).toBeGreaterThan(0);
      }
    }, 60_000);

    it("answers GET /api/slots with 200 or 400 for any query", async () => {
      const tally = newTally();
      await fc.assert(
        fc.asyncProperty(slotsCase, (c) => slots(c, tally)),
        { numRuns: RUNS },
      );
      const seen = report("slots", tally);
      expect(seen["slots 200"] ?? 0).toBeGreaterThan(RUNS / 4);
      expect(seen["slots 400"] ?? 0).toBeGreaterThan(RUNS / 20);
    }, 60_000);

    it("answers the cancel link with 200, 400, 403 or 404 for any id and token", async () => {
      const tally = newTally();
      // Some real bookings to aim at.
      for (const [index, slot] of offered.slice(0, 32).entries()) {
        const response = await handlers.book(
          new Request(`${site}/api/bookings`, {
            method: "POST",
            // Spread over the clients (clientOf) so the per-client limit leaves them all booked.
            headers: { "content-type": "application/json", "x-forwarded-for": "x".repeat(index) },
            body: JSON.stringify({
              locale: index % 2 ? "es" : "en",
              slotStart: slot,
              timeZone: "Europe/Madrid",
              name: `V${index}`,
              email: `v${index}@example.com`,
            }),
          }),
        );
        tally.booked.push(((await response.json()) as { id: string }).id);
      }
      await fc.assert(
        fc.asyncProperty(cancelCase, (c) => cancel(c, tally)),
        { numRuns: RUNS },
      );
      const seen = report("cancel", tally);
      for (const label of [
        "cancel GET 200",
        "cancel POST 200",
        "cancel GET 403",
        "cancel POST 403",
        "cancel POST 404",
        "cancel GET 400",
        "cancel POST 400",
      ]) {
        expect(seen[label] ?? 0, label).toBeGreaterThan(0);
      }
    }, 60_000);
  },
);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
