import "server-only";
import type { Locale } from "@/i18n/locales";
import { type ApiErrorCode, apiMessage } from "./api-messages";

const JSON_TYPE = "application/json; charset=utf-8";

/** A JSON answer. Form posts are never cached: each answer belongs to one request. */
export function jsonResponse(
  body: unknown,
  status: number,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": JSON_TYPE, "cache-control": "no-store", ...headers },
  });
}

export interface ApiErrorOptions {
  readonly values?: Readonly<Record<string, string | number>>;
  readonly fields?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The contract's error shape: { error: <code>, message: <localized>, fields?: { <field>: <localized> } }. */
export function apiError(
  status: number,
  code: ApiErrorCode,
  locale: Locale,
  options: ApiErrorOptions = {},
): Response {
  const body = {
    error: code,
    message: apiMessage(locale, code, options.values),
    ...(options.fields ? { fields: options.fields } : {}),
  };
  return jsonResponse(body, status, options.headers);
}
