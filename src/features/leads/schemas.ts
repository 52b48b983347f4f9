import { z } from "zod/mini";
import { isTimeZone } from "@/i18n/zoned-clock";

/**
 * The inputs of the contact page, the consultation popup and a booking: one schema each, parsed in the
 * browser before sending and by the route handler on arrival. zod/mini keeps the contact page's
 * JavaScript small. Error messages are codes (messages Contact.errors.<code>), so each side shows them
 * in the visitor's language.
 */

export const errorCodes = [
  "required",
  "email",
  "tooLong",
  "tooShort",
  "choice",
  "timeZone",
  "slot",
  "characters",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const topics = ["new-business", "general", "press", "careers"] as const;
/**
 * The service families the forms offer, by their English uids: the specification fixes these options
 * and their labels (messages/*.json, Options), so they are the forms' own list, not the published families.
 */
type FamilySlug =
  | "product-design-development"
  | "data-viz-data-storytelling"
  | "branding-strategy"
  | "product-discovery"
  | "blockchain-innovation-lab";
/** The service families in the order the contact page lists them (the specification's order). */
export const services = [
  "product-design-development",
  "data-viz-data-storytelling",
  "branding-strategy",
  "product-discovery",
  "blockchain-innovation-lab",
] as const satisfies readonly FamilySlug[];
export const budgets = ["10k-20k", "20k-50k", "50k-plus", "none"] as const;
/** The popup's types of help: the families in the popup's order, then "other". */
export const helpTypes = [
  "product-design-development",
  "branding-strategy",
  "product-discovery",
  "data-viz-data-storytelling",
  "blockchain-innovation-lab",
  "other",
] as const satisfies readonly (FamilySlug | "other")[];

/**
 * Option values an earlier version of the forms sent: the blockchain family was "blockchain". A form
 * queued offline on that version (or a row stored by it) still carries it, and means the family.
 */
const legacyOptions: Readonly<Record<string, FamilySlug>> = { blockchain: "blockchain-innovation-lab" };

/** The current value of an option, whatever version of the form sent it. */
export function canonicalOption<Value>(value: Value): Value | FamilySlug {
  return typeof value === "string" && Object.hasOwn(legacyOptions, value)
    ? (legacyOptions[value] ?? value)
    : value;
}
export const localeCodes = ["en", "es"] as const;

/**
 * Half of a pasted emoji (a lone surrogate) cannot be stored as UTF-8: it becomes U+FFFD here, so what
 * the database keeps is exactly what was acknowledged.
 */
const wellFormed = z.overwrite(replaceLoneSurrogates);

/** String.prototype.toWellFormed (ES2024), which the browsers this form supports may lack. */
export function replaceLoneSurrogates(value: string): string {
  if (!/[\uD800-\uDFFF]/.test(value)) return value;
  let result = "";
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      result += value.slice(index, index + 2);
      index += 1;
    } else {
      result += code >= 0xd800 && code <= 0xdfff ? "\uFFFD" : value.charAt(index);
    }
  }
  return result;
}

/**
 * Characters that do not belong in what a person types into a one-line field: C0 and C1 controls (NUL,
 * ESC, BEL, tab, line breaks…), DEL, the line and paragraph separators, and the bidi embeddings,
 * overrides and isolates, which make text display as something other than what it is. Stored, they
 * would forge lines in the team's mail and drive the terminal that prints `npm run leads`.
 */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** The same for a multi-line field, which keeps its tabs and line breaks. */
const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;
/** Whitespace and the zero-width characters: a name made only of these is no name. */
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/gu;

function isSingleLine(value: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(value);
}

function isMultiLine(value: string): boolean {
  return !MULTI_LINE_FORBIDDEN.test(value);
}

function isVisible(value: string): boolean {
  return value.replace(INVISIBLE, "") !== "";
}

const singleLine = z.refine<string>(isSingleLine, "characters");
const visible = z.refine<string>(isVisible, "required");
const text = (max: number) =>
  z
    .string()
    .check(
      wellFormed,
      z.trim(),
      z.minLength(1, "required"),
      visible,
      singleLine,
      z.maxLength(max, "tooLong"),
    );
const optionalText = (max: number) =>
  z.optional(
    z.string().check(
      wellFormed,
      z.trim(),
      // Left blank with zero-width characters is left blank.
      z.overwrite((value) => (isVisible(value) ? value : "")),
      singleLine,
      z.maxLength(max, "tooLong"),
    ),
  );
const email = z
  .string()
  .check(z.trim(), z.minLength(1, "required"), z.maxLength(254, "tooLong"), z.email("email"));
const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, "choice");
/** A family option, its legacy spelling accepted. */
const familyChoice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.pipe(z.transform(canonicalOption<unknown>), choice(values));
/** A hidden field people never fill; bots do. A filled honeypot is accepted and quietly dropped. */
const honeypot = z.optional(z.string());
/**
 * The page the form was sent from (location.pathname), passed on to the team's tools. A path on this
 * site: one leading slash, URL characters only (a browser percent-encodes the rest), so it can be
 * neither another site's URL nor markup.
 */
export const PAGE_PATTERN = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
export const PAGE_MAX_LENGTH = 512;
const page = z.optional(
  z.string().check(z.maxLength(PAGE_MAX_LENGTH, "tooLong"), z.regex(PAGE_PATTERN, "characters")),
);

/** The page a form is sent from, as the schemas take it; undefined where there is none to give. */
export function currentPage(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const path = window.location.pathname;
  return path.length <= PAGE_MAX_LENGTH && PAGE_PATTERN.test(path) ? path : undefined;
}

export const contactRequestSchema = z
  .object({
    locale: choice(localeCodes),
    topic: choice(topics),
    service: z.optional(familyChoice(services)),
    budget: z.optional(choice(budgets)),
    name: text(100),
    lastName: optionalText(100),
    email,
    company: optionalText(200),
    message: z
      .string()
      .check(
        wellFormed,
        z.trim(),
        z.minLength(1, "required"),
        visible,
        z.minLength(10, "tooShort"),
        z.refine(isMultiLine, "characters"),
        z.maxLength(5000, "tooLong"),
      ),
    /** The open position, when the visitor came from a careers page's 'Apply now'. */
    position: z.optional(z.string().check(z.maxLength(100, "tooLong"), z.regex(/^[a-z0-9-]*$/, "choice"))),
    page,
    website: honeypot,
  })
  .check(
    // New business needs the service and the budget; the other topics do not ask for them.
    z.refine((value) => value.topic !== "new-business" || value.service !== undefined, {
      message: "required",
      path: ["service"],
    }),
    z.refine((value) => value.topic !== "new-business" || value.budget !== undefined, {
      message: "required",
      path: ["budget"],
    }),
  );

export const consultationRequestSchema = z.object({
  locale: choice(localeCodes),
  // Only name and e-mail are required in the popup: the two questions may be skipped.
  helpType: z.optional(familyChoice(helpTypes)),
  budget: z.optional(choice(budgets)),
  name: text(100),
  email,
  page,
  website: honeypot,
});

export const bookingRequestSchema = z.object({
  locale: choice(localeCodes),
  /** The slot's start, an instant in UTC as the slots endpoint gave it (2026-12-01T12:00:00.000Z). */
  slotStart: z.string().check(z.iso.datetime({ message: "slot" })),
  /** The visitor's IANA time zone, for the confirmation's wording. */
  timeZone: z.string().check(
    z.maxLength(64, "timeZone"),
    z.refine((zone) => isTimeZone(zone), "timeZone"),
  ),
  name: text(100),
  email,
  page,
  website: honeypot,
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ConsultationRequest = z.infer<typeof consultationRequestSchema>;
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** A failed parse as { field: code }: the first problem of each field. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, ErrorCode> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    const code = (errorCodes as readonly string[]).includes(issue.message)
      ? (issue.message as ErrorCode)
      : "required";
    errors[field] ??= code;
  }
  return errors;
}
