import type en from "../../messages/en.json";
import type { Locale } from "./locales";

export type Messages = typeof en;

export async function loadMessages(locale: Locale): Promise<Messages> {
  const messages =
    locale === "es" ? await import("../../messages/es.json") : await import("../../messages/en.json");
  return messages.default;
}
