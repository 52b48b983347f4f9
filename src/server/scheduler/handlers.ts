import "server-only";
import { randomUUID } from "node:crypto";
import { type BookingRequest, bookingRequestSchema } from "@/features/leads/schemas";
import { type PlainDocument, renderPlainDocument } from "@/features/plain-document/plain-document";
import type { Locale } from "@/i18n/locales";
import { clientAddress } from "@/platform/client-address";
import type { WebhookReceiver } from "@/platform/webhook-receivers";
import type { LeadsDatabase } from "@/server/db/database";
import { committedNew, runAfterCommit } from "@/server/http/after-commit";
import { apiMessage, siteName } from "@/server/http/api-messages";
import { guardJsonPost } from "@/server/http/guard";
import { type IdempotentOutcome, runIdempotent, type StoredAnswer } from "@/server/http/idempotency";
import { apiError, jsonResponse } from "@/server/http/json-response";
import { outcomeResponse, unavailableResponse } from "@/server/http/outcome-response";
import {
  createRouteLimiter,
  type RouteLimiter,
  rateLimitedResponse,
  SLOTS_RATE_LIMIT,
} from "@/server/http/rate-limit";
import { requestLocale } from "@/server/http/request-locale";
import type { ScheduleConfig } from "./availability";
import { type BookingLimits, bookingLimitsFromEnv, type LimitReached } from "./booking-limits";
import { bookSlotInTransaction, cancelBooking, findBooking, freeSlots } from "./bookings";
import { isWellFormedCancelToken, verifyCancelToken } from "./cancel-token";
import { type CopyLocale, cancelPageCopy, formatSlot } from "./mail-copy";
import { parseCalendarDate, zonedDate } from "./zoned-time";

/** What the scheduler's route handlers need; the routes pass the real ones, tests their own. */
export interface SchedulerDependencies {
  readonly database: () => Promise<LeadsDatabase>;
  readonly config: () => ScheduleConfig;
  /** The cancel links' signing secret. */
  readonly secret: () => string;
  /** POST /api/bookings' limiter (guardJsonPost). */
  readonly limiter: RouteLimiter;
  /** GET /api/slots' limiter; default SLOTS_RATE_LIMIT per client. */
  readonly slotsLimiter?: RouteLimiter;
  readonly siteUrl: string;
  readonly teamEmail: string;
  readonly mailFrom: string;
  /** Set: bookings happen on Calendly and the embedded scheduler's endpoints answer 404. */
  readonly calendlyUrl?: string | undefined;
  readonly now?: () => Date;
  /**
   * Called once the transaction that stored a new booking or a cancellation (and their mails) has
   * committed; the site kicks the outbox worker here, so the mails go out now rather than at its next
   * poll. Not called for refused, replayed or honeypot requests. Default: nothing.
   */
  readonly afterCommit?: () => void;
  /** Upcoming bookings per e-mail and per client; default BOOKINGS_PER_EMAIL, BOOKINGS_PER_CLIENT. */
  readonly bookingLimits?: BookingLimits;
  /** Who sent a request, for the per-client limit; default clientAddress(request.headers). */
  readonly clientAddress?: (request: Request) => string;
  /** Where booking events go; default LEAD_WEBHOOK_URLS. */
  readonly receivers?: readonly WebhookReceiver[];
}

/** What placing a booking came to: a stored answer (new or replayed), a limit reached, or a failure. */
export type PlacedBooking =
  | { readonly kind: "stored"; readonly outcome: IdempotentOutcome }
  | { readonly kind: "limit"; readonly reached: LimitReached; readonly at: Date }
  | { readonly kind: "failed"; readonly error: unknown };

export interface RouteContext {
  readonly params: Promise<{ id: string }>;
}

const DEFAULT_DAYS = 14;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_DAYS = 31;

/**
 * Thrown out of the booking's transaction when a limit is reached, so that the Idempotency-Key's row
 * rolls back with it: a retry after the visitor cancelled another booking is then tried afresh instead
 * of being answered with the stored refusal.
 */
class LimitRefusal extends Error {
  constructor(readonly reached: LimitReached) {
    super(`booking limit per ${reached.limit} reached`);
  }
}

export function createSchedulerHandlers(deps: SchedulerDependencies) {
  const now = deps.now ?? (() => new Date());
  const afterCommit = deps.afterCommit ?? (() => {});
  const external = () => jsonResponse({ error: "external" }, 404);
  const limits = deps.bookingLimits ?? bookingLimitsFromEnv();
  const clientOf = deps.clientAddress ?? ((request: Request) => clientAddress(request.headers));
  const slotsLimiter = deps.slotsLimiter ?? createRouteLimiter(SLOTS_RATE_LIMIT);

  /** GET /api/slots?from=YYYY-MM-DD&days=N: the free slots, as UTC instants. */
  async function slots(request: Request): Promise<Response> {
    if (deps.calendlyUrl) return external();
    const url = new URL(request.url);
    const locale = requestLocale({ locale: url.searchParams.get("locale") }, request.headers);
    // Never cached (each answer is the bookings of this moment): every request costs a token, bad ones too.
    const verdict = slotsLimiter.take(clientOf(request));
    if (!verdict.allowed) return rateLimitedResponse(verdict.retryAfterSeconds, locale);
    const config = deps.config();
    const at = now();
    const range = parseRange(url.searchParams, zonedDate(at, config.timeZone));
    if (!range) return apiError(400, "invalid", locale);
    try {
      const db = await deps.database();
      const free = await freeSlots(db, config, at, range);
      return jsonResponse(
        {
          timeZone: config.timeZone,
          slotMinutes: config.slotMinutes,
          slots: free.map((slot) => slot.toISOString()),
        },
        200,
      );
    } catch (error) {
      return unavailableResponse(locale, "slots", error);
    }
  }

  /**
   * POST /api/bookings: 201 { id, start, end }, 409 slotTaken, 422 slotUnavailable, 429
   * bookingLimitEmail / bookingLimitClient (with Retry-After: when the first counted booking ends).
   */
  async function book(request: Request): Promise<Response> {
    if (deps.calendlyUrl) return external();
    const guarded = await guardJsonPost(request, {
      schema: bookingRequestSchema,
      limiter: deps.limiter,
      honeypotField: "website",
    });
    if (guarded.outcome === "rejected") return guarded.response;
    // A bot that filled the hidden field sees success; nothing is stored and nobody is mailed.
    if (guarded.outcome === "honeypot") return jsonResponse({ id: randomUUID() }, 201);
    const { data, locale } = guarded;
    const placed = await placeBooking(request, data, {
      route: "bookings",
      key: guarded.idempotencyKey,
      rawBody: guarded.rawBody,
    });
    switch (placed.kind) {
      case "limit":
        return limitResponse(placed.reached, locale, placed.at);
      case "failed":
        return unavailableResponse(locale, "bookings", placed.error);
      case "stored":
        return outcomeResponse(placed.outcome, locale);
    }
  }

  /**
   * Books a validated request in one transaction with its Idempotency-Key: the one booking path of
   * POST /api/bookings and of the contact page's booking form (which posts without JavaScript). The
   * stored answers are the JSON endpoint's (201 { id, start, end }, 409 slotTaken, 422 slotUnavailable),
   * so a replay reads the same whichever way it came.
   */
  async function placeBooking(
    request: Request,
    data: BookingRequest,
    idempotency: { readonly route: string; readonly key: string | undefined; readonly rawBody: string },
  ): Promise<PlacedBooking> {
    const at = now();
    const locale = data.locale;
    let outcome: IdempotentOutcome;
    try {
      const db = await deps.database();
      outcome = await runIdempotent(db, { ...idempotency, now: at }, async (trx): Promise<StoredAnswer> => {
        const result = await bookSlotInTransaction(trx, data, {
          now: at,
          config: deps.config(),
          secret: deps.secret(),
          siteUrl: deps.siteUrl,
          teamEmail: deps.teamEmail,
          mailFrom: deps.mailFrom,
          clientAddress: clientOf(request),
          limits,
          ...(deps.receivers ? { receivers: deps.receivers } : {}),
        });
        if (result.ok) return { status: 201, body: result.booking };
        if (result.reason === "limit") throw new LimitRefusal(result.reached);
        const code = result.reason === "taken" ? "slotTaken" : "slotUnavailable";
        return {
          status: result.reason === "taken" ? 409 : 422,
          body: { error: code, message: apiMessage(locale, code) },
        };
      });
    } catch (error) {
      if (error instanceof LimitRefusal) return { kind: "limit", reached: error.reached, at };
      return { kind: "failed", error };
    }
    if (committedNew(outcome)) runAfterCommit("bookings", afterCommit);
    return { kind: "stored", outcome };
  }

  /** The free slots of the next days, for the contact page's server-rendered booking form. */
  async function upcomingSlots(days: number = MAX_DAYS): Promise<{ timeZone: string; slots: Date[] }> {
    const config = deps.config();
    const at = now();
    const free = await freeSlots(await deps.database(), config, at, {
      from: zonedDate(at, config.timeZone),
      days,
    });
    return { timeZone: config.timeZone, slots: free };
  }

  /**
   * GET /api/bookings/{id}/cancel?token=…: the booking and a Cancel button. Changes nothing, since mail
   * scanners and link previews follow links.
   */
  async function cancelPage(request: Request, context: RouteContext): Promise<Response> {
    return cancelFlow(request, context, false);
  }

  /** POST (the page's form): cancels, frees the slot, mails the team. */
  async function cancel(request: Request, context: RouteContext): Promise<Response> {
    return cancelFlow(request, context, true);
  }

  async function cancelFlow(request: Request, context: RouteContext, confirm: boolean): Promise<Response> {
    const fallback: CopyLocale = requestLocale(undefined, request.headers);
    const link = await readCancelLink(request, context);
    // Not a link this site wrote: no booking is looked up, and the answer is a 400 page, not a 500.
    if (!link) return page(400, fallback, forbiddenCopy);
    const { id, token } = link;
    const config = deps.config();
    let secret: string;
    let db: LeadsDatabase;
    let booking: Awaited<ReturnType<typeof findBooking>>;
    try {
      secret = deps.secret();
      db = await deps.database();
      booking = await findBooking(db, id);
    } catch (error) {
      console.error("[bookings/cancel] could not read the booking:", error);
      return page(503, fallback, (copy) => ({
        title: copy.unavailableTitle,
        paragraphs: [copy.unavailable],
      }));
    }
    const locale: CopyLocale = booking?.locale === "es" ? "es" : booking?.locale === "en" ? "en" : fallback;

    if (!verifyCancelToken(id, token, secret)) return page(403, locale, forbiddenCopy);
    const notFound = () =>
      page(404, locale, (copy) => ({
        title: copy.notFoundTitle,
        paragraphs: [apiMessage(locale, "notFound")],
      }));
    if (booking?.status !== "confirmed") return notFound();
    const when = formatSlot(
      new Date(booking.slot_start),
      new Date(booking.slot_end),
      locale,
      booking.time_zone,
    );

    if (!confirm) {
      const action = `/api/bookings/${encodeURIComponent(id)}/cancel?token=${encodeURIComponent(token)}`;
      return page(200, locale, (copy) => ({
        title: copy.title,
        paragraphs: [copy.question(when), copy.keep],
        form: { action, button: copy.button },
      }));
    }
    try {
      const result = await cancelBooking(db, id, token, secret, {
        now: now(),
        scheduleTimeZone: config.timeZone,
        teamEmail: deps.teamEmail,
        ...(deps.receivers ? { receivers: deps.receivers } : {}),
      });
      if (!result.ok) return result.reason === "forbidden" ? page(403, locale, forbiddenCopy) : notFound();
    } catch (error) {
      console.error("[bookings/cancel] could not cancel:", error);
      return page(503, locale, (copy) => ({ title: copy.unavailableTitle, paragraphs: [copy.unavailable] }));
    }
    runAfterCommit("bookings/cancel", afterCommit);
    return page(200, locale, (copy) => ({ title: copy.doneTitle, paragraphs: [copy.done(when)] }));
  }

  function page(
    status: number,
    locale: CopyLocale,
    content: (
      copy: (typeof cancelPageCopy)[CopyLocale],
    ) => Pick<PlainDocument, "title" | "paragraphs" | "form">,
  ): Response {
    const copy = cancelPageCopy[locale];
    return renderPlainDocument({
      status,
      locale,
      site: siteName(locale),
      ...content(copy),
      home: { href: `${deps.siteUrl.replace(/\/$/, "")}${locale === "es" ? "/es/" : "/"}`, label: copy.home },
    });
  }

  return {
    slots,
    book,
    cancelPage,
    cancel,
    placeBooking,
    upcomingSlots,
    /** The shared booking limiter (POST /api/bookings and the booking form spend the same tokens). */
    limiter: deps.limiter,
    clientOf,
    calendlyUrl: deps.calendlyUrl,
    config: deps.config,
  };
}

function forbiddenCopy(copy: (typeof cancelPageCopy)[CopyLocale]) {
  return { title: copy.forbiddenTitle, paragraphs: [copy.forbidden] };
}

/**
 * The booking id and token of a cancel link, when they have the shape this site writes (a UUID and an
 * HMAC in base64url); undefined for anything else, including a path segment left undecoded or undecodable.
 */
async function readCancelLink(
  request: Request,
  context: RouteContext,
): Promise<{ id: string; token: string } | undefined> {
  let id: unknown;
  try {
    ({ id } = await context.params);
  } catch {
    return undefined;
  }
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (typeof id !== "string" || !uuidPattern.test(id) || !isWellFormedCancelToken(token)) return undefined;
  return { id, token };
}

/** 429: the visitor's e-mail or client holds as many upcoming bookings as allowed. */
function limitResponse(reached: LimitReached, locale: Locale, now: Date): Response {
  const seconds = Math.max(1, Math.ceil((reached.freesAt.getTime() - now.getTime()) / 1000));
  return apiError(429, reached.limit === "email" ? "bookingLimitEmail" : "bookingLimitClient", locale, {
    values: { limit: reached.max },
    headers: { "retry-after": String(seconds) },
  });
}

/**
 * from (a date of the schedule's calendar, default today there) and days (1-31, default 14); undefined
 * when either is malformed or out of bounds.
 */
export function parseRange(
  params: URLSearchParams,
  today: string,
): { from: string; days: number } | undefined {
  const from = params.get("from") ?? today;
  const daysParam = params.get("days");
  if (!parseCalendarDate(from)) return undefined;
  if (daysParam !== null && !/^\d{1,2}$/.test(daysParam)) return undefined;
  const days = daysParam === null ? DEFAULT_DAYS : Number(daysParam);
  if (days < 1 || days > MAX_DAYS) return undefined;
  return { from, days };
}
