import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import {
  budgets,
  consultationRequestSchema,
  contactRequestSchema,
  helpTypes,
  localeCodes,
  services,
  topics,
} from "@/features/leads/schemas";
import type { LeadsDatabase } from "@/server/db/database";
import { testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import { createRouteLimiter } from "@/server/http/rate-limit";
import {
  type ApiErrorCatalogue,
  decodeUtf8,
  expectApiErrorBody,
  headerText,
  headerValueAsSent,
  honeypotFilled,
  loneSurrogate,
  UUID_PATTERN,
  validEmail,
} from "@/testing/arbitraries";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { createConsultationHandler, createContactHandler, type RouteHandler } from "./lead-handlers";

/**
 * Property tests of the two lead routes: whatever a client sends (any body, any bytes, any headers),
 * the answer is a 2xx or a 4xx, never a 5xx or a throw, and what a 201 acknowledges is what was stored.
 * Generated requests mix garbage with near-valid forms (a valid form with a field or two mutated), so
 * validation, the database write and idempotency keys are all reached.
 */

const TEAM = "team@lumbre.test";
const NOW = new Date("2026-11-20T14:03:00.000Z");
const RUNS = 1000;
const MAX_BODY = 32 * 1024;

type Route = "contact" | "consultation";
type JsonObject = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------
// Generators

/** Whitespace String.prototype.trim removes (zod's trim uses it), so padded values stay valid. */
const padding = fc.constantFrom("", "", " ", "  ", "\t", "\n", "\u00a0", "\u2003", "\ufeff");

/** Free text: any unicode (controls and NUL included), graphemes, or plain ASCII; never a lone surrogate. */
const freeText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: "grapheme", maxLength }),
    fc.string({ unit: "binary", maxLength }),
    fc.string({ unit: "grapheme-ascii", maxLength }),
  );

/**
 * What a form refuses as text a person would not type (shared schema): controls, line and paragraph
 * separators and bidi controls in one-line fields; in the message the same but tabs and line breaks.
 */
const ONE_LINE_REFUSED = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
const MESSAGE_REFUSED = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/gu;

/** Free text for a one-line field: any unicode but what ONE_LINE_REFUSED names. */
const lineText = (maxLength: number) => freeText(maxLength).map((text) => text.replace(ONE_LINE_REFUSED, ""));

/** Text that is valid for a required field of at most `max` characters once trimmed. */
const requiredText = (max: number) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(padding, lineText(30), padding)
        .map(([a, core, b]) => `${a}N${core}${b}`)
        // A grapheme can be many code units; the limit counts code units.
        .filter((text) => text.trim().length <= max),
    },
    { weight: 1, arbitrary: fc.constant("x".repeat(max)) },
  );

const optionalText = (max: number) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(padding, lineText(30), padding)
        .map(([a, core, b]) => `${a}${core}${b}`)
        .filter((text) => text.trim().length <= max),
    },
    { weight: 1, arbitrary: fc.constant(` ${"y".repeat(max)} `) },
  );

const messageText = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(padding, freeText(120), padding)
      .map(([a, core, b]) => `${a}Our brief: ${core.replace(MESSAGE_REFUSED, "")}${b}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(10), "z".repeat(5000), ` ${"m".repeat(4999)}\n`) },
);

const choiceOf = <T extends string>(values: readonly T[]) => fc.constantFrom(...values);
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** The honeypot as people leave it: absent, empty or blank. */
const emptyHoneypot = fc.constantFrom(undefined, "", "   ");

const validContact: fc.Arbitrary<JsonObject> = fc
  .record({
    locale: choiceOf(localeCodes),
    topic: choiceOf(topics),
    service: optional(choiceOf(services)),
    budget: optional(choiceOf(budgets)),
    name: requiredText(100),
    lastName: optional(optionalText(100)),
    email: validEmail(padding),
    company: optional(optionalText(200)),
    message: messageText,
    position: optional(fc.stringMatching(/^[a-z0-9-]{0,40}$/)),
    website: emptyHoneypot,
  })
  // New business needs a service and a budget; the generator keeps valid forms valid.
  .map((form) =>
    form.topic === "new-business"
      ? { ...form, service: form.service ?? "blockchain-innovation-lab", budget: form.budget ?? "none" }
      : form,
  );

const validConsultation: fc.Arbitrary<JsonObject> = fc.record({
  locale: choiceOf(localeCodes),
  helpType: choiceOf(helpTypes),
  budget: choiceOf(budgets),
  name: requiredText(100),
  email: validEmail(padding),
  website: emptyHoneypot,
});

const fieldNames = [
  "locale",
  "topic",
  "service",
  "budget",
  "name",
  "lastName",
  "email",
  "company",
  "message",
  "position",
  "website",
  "helpType",
] as const;

/** A value that is almost right: a near-miss of an enum, blank, one over a limit, or of another type. */
const nearMissValue = fc.oneof(
  fc.constantFrom("EN", "en ", "fr", "New-Business", "none ", "", "   ", "\u0000", "a@b", "a@b.c", "@x.io"),
  fc.constantFrom("x".repeat(101), "x".repeat(201), "x".repeat(5001), `${"a".repeat(250)}@x.io`),
  fc.constantFrom(null, 0, 1, -1, true, false, [], {}, ["en"], { en: true }, 1e308, -0),
  fc.jsonValue({ maxDepth: 2 }),
  freeText(40),
);

type Mutation =
  | { readonly op: "remove"; readonly key: string }
  | { readonly op: "set"; readonly key: string; readonly value: unknown }
  /** A key JSON.parse keeps as an own property but object literals treat specially. */
  | { readonly op: "rawKey"; readonly key: string; readonly value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant("remove" as const), key: fc.constantFrom(...fieldNames) }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant("set" as const),
      key: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...fieldNames) },
        { weight: 1, arbitrary: fc.string() },
      ),
      value: nearMissValue,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("rawKey" as const),
      key: fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty"),
      value: fc.oneof(fc.constant({ locale: "es", website: "bot" }), fc.jsonValue({ maxDepth: 2 })),
    }),
  },
);

type BodySpec =
  | { readonly kind: "form"; readonly form: JsonObject; readonly mutations: readonly Mutation[] }
  | { readonly kind: "honeypot"; readonly form: JsonObject; readonly website: unknown }
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "bytes"; readonly bytes: Uint8Array }
  | { readonly kind: "oversized"; readonly form: JsonObject; readonly size: number };

const bodySpec = (valid: fc.Arbitrary<JsonObject>): fc.Arbitrary<BodySpec> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant("form" as const), form: valid, mutations: fc.constant([]) }),
    },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant("form" as const),
        form: valid,
        mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("honeypot" as const),
        form: valid,
        website: fc.constantFrom("http://spam.example", "x", 1, true, {}, [], ["a"]),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("json" as const),
        value: fc.oneof(fc.jsonValue(), fc.anything({ maxDepth: 3 })),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("text" as const),
        text: fc.oneof(
          fc.string({ unit: "binary" }),
          fc.constantFrom("", "{", "{not json", "null", "[]", '"text"', "1", '{"locale":"es",}', "\ufeff{}"),
          valid.chain((form) => fc.nat({ max: 200 }).map((cut) => JSON.stringify(form).slice(0, cut))),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("bytes" as const),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 200 }),
          // Valid JSON with one byte that is not UTF-8 in a string.
          fc.constant(new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("oversized" as const),
        form: valid,
        size: fc.integer({ min: MAX_BODY - 64, max: MAX_BODY * 3 }),
      }),
    },
  );

/** The content types a client may send; the JSON ones first, since those reach the deeper code. */
const jsonContentTypes = [
  "application/json",
  "application/json; charset=utf-8",
  'application/json;charset="UTF-8"',
  "APPLICATION/JSON",
];
const contentType = fc.oneof(
  { weight: 24, arbitrary: fc.constantFrom(...jsonContentTypes) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      "",
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=iso-8859-1",
      "application/jsonp",
      "application/ld+json",
      "json",
    ),
  },
  { weight: 1, arbitrary: headerText(40) },
);

/** A few keys reused across runs, so replays (same body) and mismatches (another body) happen. */
const keyPool = ["retry-1", "retry-2", "retry-3", "k:4", "k.5", "K_6"];
const idempotencyKey = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: fc.constantFrom(...keyPool) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_\-:.]{1,200}$/) },
  { weight: 1, arbitrary: fc.integer({ min: 201, max: 300 }).map((length) => "k".repeat(length)) },
  { weight: 1, arbitrary: headerText(30) },
);

const acceptLanguage = fc.oneof(
  fc.constantFrom(undefined, "es-AR,es;q=0.9", "en-US", "fr", "*", "es;q=0", "es;q=abc, en;q=0.1", ""),
  headerText(30),
);

const forwardedFor = fc.oneof(
  fc.constantFrom(undefined, "203.0.113.7", "10.0.0.1, 10.0.0.2", "", " , ", "::1"),
  headerText(40),
);

/** A declared length: none, true, a lie above the limit, or not a number at all. */
const contentLength = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom("99999999", String(MAX_BODY + 1), "-1", "abc", "1e9", " 40000 ") },
);

interface LeadCase {
  readonly body: BodySpec;
  readonly contentType: string | undefined;
  readonly idempotencyKey: string | undefined;
  /** Send, instead of the generated body, the body first acknowledged under this key (a real retry). */
  readonly resend: boolean;
  readonly acceptLanguage: string | undefined;
  readonly forwardedFor: string | undefined;
  readonly contentLength: string | undefined;
}

const leadCase = (valid: fc.Arbitrary<JsonObject>): fc.Arbitrary<LeadCase> =>
  fc.record({
    body: bodySpec(valid),
    contentType,
    idempotencyKey,
    resend: fc.boolean(),
    acceptLanguage,
    forwardedFor,
    contentLength,
  });

// ---------------------------------------------------------------------------------------------------
// Turning a case into a request

function mutate(form: JsonObject, mutations: readonly Mutation[]): string {
  const value: JsonObject = { ...form };
  const rawKeys: string[] = [];
  for (const change of mutations) {
    if (change.op === "remove") delete value[change.key];
    else if (change.op === "set")
      Object.defineProperty(value, change.key, {
        value: change.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    else rawKeys.push(`${JSON.stringify(change.key)}:${JSON.stringify(change.value) ?? "null"}`);
  }
  const text = JSON.stringify(value);
  return rawKeys.length === 0 ? text : `{${rawKeys.join(",")}${text === "{}" ? "" : ","}${text.slice(1)}`;
}

function bodyOf(spec: BodySpec): string | Uint8Array {
  switch (spec.kind) {
    case "form":
      return mutate(spec.form, spec.mutations);
    case "honeypot":
      return JSON.stringify({ ...spec.form, website: spec.website });
    case "json":
      // fc.anything gives values JSON has no text for (undefined, functions): those become an empty body.
      return JSON.stringify(spec.value) ?? "";
    case "text":
      return spec.text;
    case "bytes":
      return spec.bytes;
    case "oversized": {
      const text = JSON.stringify({ ...spec.form, message: "" });
      const room = Math.max(0, spec.size - text.length);
      return JSON.stringify({ ...spec.form, message: "w".repeat(room) });
    }
  }
}

function request(path: string, body: string | Uint8Array, c: LeadCase): Request {
  const headers = new Headers();
  if (c.contentType !== undefined) headers.set("content-type", c.contentType);
  if (c.idempotencyKey !== undefined) headers.set("idempotency-key", c.idempotencyKey);
  if (c.acceptLanguage !== undefined) headers.set("accept-language", c.acceptLanguage);
  if (c.forwardedFor !== undefined) headers.set("x-forwarded-for", c.forwardedFor);
  if (c.contentLength !== undefined) headers.set("content-length", c.contentLength);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    // A copy, so the body is a plain ArrayBuffer view whatever fast-check allocated.
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
}

// ---------------------------------------------------------------------------------------------------
// What the answers must look like

const fieldMessages = {
  en: new Set(Object.values(en.Contact.errors)),
  es: new Set(Object.values(es.Contact.errors)),
};

/** A 4xx's message is from the catalogue; a 400 invalid's field messages are in that message's language. */
const errorCatalogue: ApiErrorCatalogue = {
  messages: new Set<string>([...Object.values(en.Api), ...Object.values(es.Api)]),
  fieldMessagesFor: (message) => fieldMessages[message === en.Api.invalid ? "en" : "es"],
};

function expectedRow(route: Route, raw: string): JsonObject {
  if (route === "contact") {
    const form = z.parse(contactRequestSchema, JSON.parse(raw));
    return {
      kind: "contact",
      locale: form.locale,
      topic: form.topic,
      service: form.service ?? null,
      help_type: null,
      budget: form.budget ?? null,
      name: form.name,
      last_name: form.lastName || null,
      email: form.email,
      company: form.company || null,
      message: form.message,
      position: form.position || null,
      created_at: NOW.toISOString(),
    };
  }
  const form = z.parse(consultationRequestSchema, JSON.parse(raw));
  return {
    kind: "consultation",
    locale: form.locale,
    topic: null,
    service: null,
    help_type: form.helpType ?? null,
    budget: form.budget ?? null,
    name: form.name,
    last_name: null,
    email: form.email,
    company: null,
    message: null,
    position: null,
    created_at: NOW.toISOString(),
  };
}

/** The Idempotency-Key the server receives (see headerValueAsSent). */
const keySent = (c: LeadCase) => headerValueAsSent(c.idempotencyKey);

/** Whether the request is one a browser form sends: valid body, JSON type, valid or no key, honest length. */
function isPlainValid(c: LeadCase): boolean {
  const key = keySent(c);
  return (
    c.body.kind === "form" &&
    c.body.mutations.length === 0 &&
    c.contentType !== undefined &&
    jsonContentTypes.includes(c.contentType) &&
    (key === undefined || /^[A-Za-z0-9_\-:.]{1,200}$/.test(key)) &&
    c.contentLength === undefined
  );
}

// ---------------------------------------------------------------------------------------------------

describe.each(testDatabaseKinds().filter((kind) => kind.name === "sqlite"))(
  "lead routes under generated requests on $name",
  (kind) => {
    const database = useTestDatabase(kind, "suite");
    let db: LeadsDatabase;

    beforeEach(async () => {
      db = database().db;
      for (const table of ["leads", "outbox", "idempotency_keys"] as const)
        await db.deleteFrom(table).execute();
    });

    function handlerFor(route: Route): RouteHandler {
      const options = {
        db: async () => db,
        teamEmail: TEAM,
        now: () => NOW,
        // Generous: these runs are about input, and every post from one address would otherwise be refused.
        limiter: createRouteLimiter({ burst: 1e9, perSecond: 1e9 }),
      };
      return route === "contact" ? createContactHandler(options) : createConsultationHandler(options);
    }

    async function checkRoute(route: Route, valid: fc.Arbitrary<JsonObject>) {
      const handler = handlerFor(route);
      const statuses = new Map<number, number>();
      let replays = 0;
      /** The first acknowledged raw body and id per Idempotency-Key. */
      const firstUse = new Map<string, { raw: string; id: string }>();

      await fc.assert(
        fc.asyncProperty(leadCase(valid), async (c) => {
          const key = keySent(c);
          const earlier = key === undefined ? undefined : firstUse.get(key);
          const body = c.resend && earlier ? earlier.raw : bodyOf(c.body);
          const raw = typeof body === "string" ? body : decodeUtf8(body);

          const response = await handler(request(`/api/${route}`, body, c));
          const { status } = response;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);

          expect(status >= 500, `5xx: ${status}`).toBe(false);
          expect(status >= 200 && status < 500).toBe(true);
          expect([201, 400, 413, 415, 422]).toContain(status);
          expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
          const answer: unknown = await response.json();

          if (isPlainValid(c) && raw !== undefined) {
            // A form as the browser sends it is stored, unless its key was used for another body.
            const mismatch = earlier !== undefined && earlier.raw !== raw;
            expect(status).toBe(mismatch ? 422 : 201);
          }
          if (status >= 400) {
            expectApiErrorBody(status, answer, errorCatalogue);
            if (status === 422) expect((answer as { error: string }).error).toBe("idempotencyMismatch");
            return;
          }

          const { id } = answer as { id: string };
          expect(id).toMatch(UUID_PATTERN);
          expect(raw, "a 201 for a body that is not text").toBeDefined();
          if (raw === undefined) return;
          const replayed = response.headers.get("idempotent-replayed") === "true";
          const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
          if (replayed) {
            replays += 1;
            expect(earlier?.raw).toBe(raw);
            expect(id).toBe(earlier?.id);
            expect(row).toBeDefined();
            return;
          }
          if (honeypotFilled(raw)) {
            // The bot's fake success stores nothing.
            expect(row).toBeUndefined();
            return;
          }
          // What the 201 acknowledged is exactly what was stored, with its two mails.
          expect(row).toEqual({ id, ...expectedRow(route, raw) });
          const mails = await db.selectFrom("outbox").select("id").where("subject_id", "=", id).execute();
          expect(mails).toHaveLength(2);
          if (key !== undefined) {
            expect(earlier).toBeUndefined();
            firstUse.set(key, { raw, id });
          }
        }),
        { numRuns: RUNS },
      );

      const seen = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      console.info(`[${route}] statuses over ${RUNS} runs: ${JSON.stringify(seen)}, replays ${replays}`);
      // The runs reached both the store and each refusal, so the property was not vacuous.
      expect(statuses.get(201) ?? 0).toBeGreaterThan(RUNS / 10);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 10);
      expect(statuses.get(413) ?? 0).toBeGreaterThan(0);
      expect(statuses.get(415) ?? 0).toBeGreaterThan(0);
      expect(statuses.get(422) ?? 0).toBeGreaterThan(0);
      expect(replays).toBeGreaterThan(0);
    }

    it("contact: any request gets 201/4xx, never 5xx, and a 201 stores what it acknowledged", async () => {
      await checkRoute("contact", validContact);
    }, 60_000);

    it("consultation: any request gets 201/4xx, never 5xx, and a 201 stores what it acknowledged", async () => {
      await checkRoute("consultation", validConsultation);
    }, 60_000);

    it("refuses control and bidi characters in one-line fields with the field's message, storing nothing", async () => {
      const handler = handlerFor("contact");
      const refused = fc.oneof(
        fc.integer({ min: 0x00, max: 0x1f }),
        fc.integer({ min: 0x7f, max: 0x9f }),
        fc.constantFrom(
          0x2028,
          0x2029,
          0x202a,
          0x202b,
          0x202c,
          0x202d,
          0x202e,
          0x2066,
          0x2067,
          0x2068,
          0x2069,
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          validContact,
          fc.constantFrom("name", "lastName", "company"),
          fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 10 }),
          refused,
          async (form, field, text, code) => {
            const value = `N${text}${String.fromCharCode(code)}${text}N`;
            const response = await handler(
              new Request("http://localhost/api/contact", {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ ...form, [field]: value }),
              }),
            );
            expect(response.status).toBe(400);
            const { fields } = (await response.json()) as { fields: Record<string, string> };
            const language = form.locale === "es" ? es : en;
            expect(fields[field]).toBe(language.Contact.errors.characters);
          },
        ),
        { numRuns: RUNS / 4 },
      );
      expect(await db.selectFrom("leads").selectAll().execute()).toEqual([]);
    }, 60_000);

    it("stores free text with an unpaired surrogate exactly as the 201 acknowledged it, or refuses it", async () => {
      // JSON may carry "\ud800" (JSON.stringify writes it for a lone surrogate, e.g. half of a pasted emoji).
      const handler = handlerFor("contact");
      const textWithSurrogate = fc
        .tuple(
          fc.string({ unit: "grapheme", maxLength: 10 }),
          loneSurrogate,
          fc.string({ unit: "grapheme", maxLength: 10 }),
        )
        .map(([before, half, after]) => `N${before}${half}${after}`);
      let stored = 0;
      await fc.assert(
        fc.asyncProperty(
          validContact,
          fc.constantFrom("name", "lastName", "company", "message"),
          textWithSurrogate,
          async (form, field, text) => {
            const raw = JSON.stringify({
              ...form,
              [field]: field === "message" ? `Our brief: ${text}` : text,
            });
            const response = await handler(
              new Request("http://localhost/api/contact", {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: raw,
              }),
            );
            expect([201, 400]).toContain(response.status);
            if (response.status !== 201) return;
            const { id } = (await response.json()) as { id: string };
            const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
            expect(row).toEqual({ id, ...expectedRow("contact", raw) });
            stored += 1;
          },
        ),
        {
          numRuns: RUNS,
          // The first counterexample found, kept so it is always tried: stored as "N\ufffd\ufffd\ufffd".
          examples: [
            [
              {
                locale: "en",
                topic: "new-business",
                service: "blockchain-innovation-lab",
                budget: "none",
                name: "N",
                email: "a@0.aA",
                message: "Our brief: ",
              },
              "name",
              "N\ud800",
            ],
          ],
        },
      );
      expect(stored).toBeGreaterThan(0);
    }, 60_000);
  },
);
