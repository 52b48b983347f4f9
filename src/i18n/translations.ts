import {
  createTranslator,
  type NamespaceKeys,
  type NestedKeyOf,
  type TranslationValues,
} from "use-intl/core";
import type { Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";
import { siteTimeZone } from "./time-zone";

/** Formats one of a language's UI strings (ICU: plurals, selects, values), by its key. */
export type Translate = (key: string, values?: TranslationValues) => string;

/** A namespace of messages/*.json ("Meta", "Contact.thanks"…): a name that is not one fails the type check. */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The UI strings of one language, optionally under one namespace of messages/*.json, through use-intl's
 * framework-free core: views render them on the server the same way whatever renders the views.
 */
export async function getTranslations({
  locale,
  namespace,
}: {
  readonly locale: Locale;
  readonly namespace?: MessageNamespace;
}): Promise<Translate> {
  const messages = await loadMessages(locale);
  const translator = createTranslator({
    locale,
    messages,
    timeZone: siteTimeZone,
    ...(namespace !== undefined && { namespace }),
  });
  // Keys are looked up at run time: check:messages and the tests keep both languages' keys equal;
  // use-intl's key types would ask every caller for literal keys.
  return translator as unknown as Translate;
}
