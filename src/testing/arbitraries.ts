import fc from "fast-check";
import { expect } from "vitest";

/**
 * fast-check generators and oracles that more than one property test needs, kept in one place so the
 * suites cannot drift apart. Changing a distribution here changes every suite that uses it, and their
 * checks that each status is reached (more than RUNS / 10 times, and so on) depend on it.
 */

/**
 * Half of a pasted emoji: JSON and JavaScript strings carry it, UTF-8 and encodeURIComponent do not, so it
 * is where parsers, encoders and stores disagree, and every handler must refuse or store it, never throw.
 */
export const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/**
 * Ids, tokens, paths and query strings arrive as whatever a client typed or a bot sent, lone surrogates
 * included, and none of fast-check's string units produces a lone surrogate on its own.
 */
export const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength }),
    fc.string({ unit: "grapheme-ascii", maxLength }),
    fc.string({
      unit: fc.oneof(fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }), loneSurrogate),
      maxLength,
    }),
  );

/**
 * Header values must be ones a real client can send: undici's Headers throws on anything above U+00FF,
 * CR, LF and NUL, and a throw there would fail the test before the handler is reached.
 */
export const headerText = (maxLength: number) =>
  fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }), fc.constant(0x09))
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });

/**
 * Forms meant to be valid must pass zod's e-mail check, a narrower grammar than RFC 5322, so the address
 * keeps to it. The padding is the caller's: each suite pads with the whitespace its own schema trims.
 */
export const validEmail = (padding: fc.Arbitrary<string>) =>
  fc
    .tuple(
      padding,
      fc.stringMatching(/^([A-Za-z0-9_'+-]{1,8}\.){0,2}[A-Za-z0-9_'+-]{0,8}[A-Za-z0-9_+-]$/),
      fc.stringMatching(/^([A-Za-z0-9][A-Za-z0-9-]{0,10}\.){1,3}[A-Za-z]{2,6}$/),
      padding,
    )
    .map(([a, local, domain, b]) => `${a}${local}@${domain}${b}`);

/**
 * The routes read a body as strict UTF-8 (read-body.ts); an oracle needs the same text to compare with
 * what was stored, and undefined to know that no 201 may acknowledge the body.
 */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A filled honeypot gets a bot a fake 201 that stores nothing; an oracle must tell those 201s from real
 * ones, so it reads the body as the guard does.
 */
export function honeypotFilled(raw: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return false;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const website: unknown = (body as Record<string, unknown>).website;
  if (website === undefined || website === null) return false;
  return typeof website !== "string" || website.trim() !== "";
}

/** Ids in answers are random, so their shape (a lowercase UUID) is all an oracle can check. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The messages a suite's routes may answer errors with: the error contract is shared (json-response.ts),
 * but each route family fills {limit} and picks field messages its own way.
 */
export interface ApiErrorCatalogue {
  /** Every top-level message an error body may carry. */
  readonly messages: ReadonlySet<string>;
  /** The field messages a 400 invalid may carry next to the top-level `message` it came with. */
  readonly fieldMessagesFor: (message: string) => ReadonlySet<string>;
}

/**
 * Every 4xx of the lead and scheduler routes must be the one error contract, { error, message, fields? },
 * in words from the message catalogue, whatever the request was; the suites check it with their catalogue.
 */
export function expectApiErrorBody(status: number, body: unknown, catalogue: ApiErrorCatalogue): void {
  expect(body, `body of ${status}`).toBeTypeOf("object");
  const { error, message, fields } = body as { error?: unknown; message?: unknown; fields?: unknown };
  expect(typeof error).toBe("string");
  expect(typeof message === "string" && catalogue.messages.has(message), `message ${String(message)}`).toBe(
    true,
  );
  if (fields === undefined) return;
  expect(status).toBe(400);
  expect(error).toBe("invalid");
  const allowed = catalogue.fieldMessagesFor(String(message));
  for (const text of Object.values(fields as Record<string, unknown>)) {
    expect(typeof text === "string" && allowed.has(text), `field message ${String(text)}`).toBe(true);
  }
}

/**
 * A header value as the server receives it: Headers strips its leading and trailing HTTP whitespace, so
 * " k" and "k" are one Idempotency-Key to the server, and must be one to a test's model of it.
 */
export function headerValueAsSent(value: string | undefined): string | undefined {
  return value?.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "");
}
