import "server-only";
import type { z } from "zod/mini";
import type { Locale } from "@/i18n/locales";
import { clientAddress } from "@/platform/client-address";
import { isJsonContentType } from "./content-type";
import { readIdempotencyKey } from "./idempotency";
import { apiError } from "./json-response";
import { parseJsonObject } from "./parse-json";
import type { RouteLimiter } from "./rate-limit";
import { MAX_BODY_BYTES, readBody } from "./read-body";
import { requestLocale } from "./request-locale";
import { validateBody } from "./validate-body";

export interface JsonPostGuardOptions<T> {
  /** The zod/mini schema the browser validates with too. */
  readonly schema: z.ZodMiniType<T>;
  /** This route's limiter (createRouteLimiter). */
  readonly limiter: RouteLimiter;
  readonly maxBytes?: number;
  /** A hidden field only bots fill; when it is filled the request ends as "honeypot", unvalidated. */
  readonly honeypotField?: string;
}

export type GuardResult<T> =
  | { readonly outcome: "rejected"; readonly response: Response }
  | { readonly outcome: "honeypot"; readonly locale: Locale }
  | {
      readonly outcome: "accepted";
      readonly data: T;
      readonly locale: Locale;
      /** The body as received, for the idempotency hash. */
      readonly rawBody: string;
      readonly idempotencyKey: string | undefined;
    };

/**
 * Everything a JSON POST goes through before the route's own work, cheapest refusal first:
 * rate limit (429 + Retry-After), Content-Type (415), Idempotency-Key syntax (400), body size (413),
 * JSON (400 malformed), honeypot, schema (400 invalid with per-field messages). Refusals before the
 * body is read speak the Accept-Language; later ones the body's locale. Nothing here throws on bad
 * input: every refusal is a 4xx answer.
 */
export async function guardJsonPost<T>(
  request: Request,
  options: JsonPostGuardOptions<T>,
): Promise<GuardResult<T>> {
  const headerLocale = requestLocale(undefined, request.headers);

  // Every post costs a token, refused ones too: a script sending garbage is limited like one sending forms.
  const verdict = options.limiter.take(clientAddress(request.headers));
  if (!verdict.allowed) {
    const seconds = verdict.retryAfterSeconds;
    return rejected(
      apiError(429, "rateLimited", headerLocale, {
        values: { seconds },
        headers: { "retry-after": String(seconds) },
      }),
    );
  }
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return rejected(apiError(415, "contentType", headerLocale));
  }
  const key = readIdempotencyKey(request.headers);
  if (!key.ok) return rejected(apiError(400, "malformed", headerLocale));

  const read = await readBody(request, options.maxBytes ?? MAX_BODY_BYTES);
  if (!read.ok) {
    return rejected(
      read.reason === "tooLarge"
        ? apiError(413, "tooLarge", headerLocale)
        : apiError(400, "malformed", headerLocale),
    );
  }
  const body = parseJsonObject(read.text);
  if (!body) return rejected(apiError(400, "malformed", headerLocale));

  const locale = requestLocale(body, request.headers);
  if (options.honeypotField !== undefined && isFilled(body[options.honeypotField])) {
    return { outcome: "honeypot", locale };
  }
  const valid = validateBody(options.schema, body, locale);
  if (!valid.ok) return rejected(valid.response);
  return { outcome: "accepted", data: valid.data, locale, rawBody: read.text, idempotencyKey: key.key };
}

function rejected(response: Response): { readonly outcome: "rejected"; readonly response: Response } {
  return { outcome: "rejected", response };
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
