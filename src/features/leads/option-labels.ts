import "server-only";
import type { Locale } from "@/i18n/locales";
import english from "../../../messages/en.json" with { type: "json" };
import spanish from "../../../messages/es.json" with { type: "json" };
import type { budgets, helpTypes, services, topics } from "./schemas";

/**
 * The labels of the contact page's and the popup's options, per language, as messages/*.json words
 * them (Options): one source for the forms, the mails, the leads report and the team's webhooks. The
 * types below make the build fail when a message file misses an option the schemas accept.
 */
export interface OptionLabels {
  readonly topics: Readonly<Record<(typeof topics)[number], string>>;
  readonly services: Readonly<Record<(typeof services)[number], string>>;
  readonly budgets: Readonly<Record<(typeof budgets)[number], string>>;
  /** The popup writes the top band as 'More than 50 K'. */
  readonly popupBudgets: Readonly<Record<(typeof budgets)[number], string>>;
  readonly helpTypes: Readonly<Record<(typeof helpTypes)[number], string>>;
}

export const optionLabels: Readonly<Record<Locale, OptionLabels>> = {
  en: english.Options,
  es: spanish.Options,
};
