import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import type { Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";
import { siteTimeZone } from "./time-zone";

/** A namespace of messages/*.json ("Meta", "Contact.thanks"…): a name that is not one fails the type check. */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * Formats one of a language's UI strings (ICU: plurals, selects, values) by its key under a namespace
 * (none: the whole catalogue): use-intl's own translator type, so a key that is not in messages/en.json
 * fails the type check.
 */
export type Translate<Namespace extends MessageNamespace = never> = ReturnType<
  typeof createTranslator<Messages, Namespace>
>;

/**
 * The UI strings of one language, optionally under one namespace of messages/*.json, through use-intl's
 * framework-free core: views render them on the server the same way whatever renders the views.
 */
export async function getTranslations<const Namespace extends MessageNamespace = never>({
  locale,
  namespace,
}: {
  readonly locale: Locale;
  readonly namespace?: Namespace;
}): Promise<Translate<Namespace>> {
  const messages = await loadMessages(locale);
  return createTranslator<Messages, Namespace>({ locale, messages, timeZone: siteTimeZone, namespace });
}
