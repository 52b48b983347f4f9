import type { Locale as IntlLocale, Messages as IntlMessages } from "use-intl";
import type { Locale } from "./locales";
import type { Messages } from "./messages";
import { getTranslations } from "./translations";

/**
 * Type-level tests of the typed message keys (use-intl's AppConfig in use-intl-config.d.ts), checked by
 * `npm run typecheck` and never run. Each `@ts-expect-error` must meet an error: should the keys widen
 * back to `string`, the directive goes unused and tsc fails with "Unused '@ts-expect-error' directive".
 */
export async function messageKeyTypeTests(): Promise<string[]> {
  // The augmentation reaches use-intl itself: its Locale is the site's, its Messages the English catalogue.
  const locale: IntlLocale = "es" satisfies Locale;
  const catalogue: IntlMessages | undefined = undefined satisfies Messages | undefined;
  // @ts-expect-error: "fr" is not a locale of the site
  const french: IntlLocale = "fr";

  const t = await getTranslations({ locale });
  const contact = await getTranslations({ locale, namespace: "Contact" });
  return [
    french,
    String(catalogue),
    t("Meta.siteName"),
    t("Legal.updated", { date: "1 May 2026" }),
    contact("thanks.countdown", { seconds: 5 }),
    // @ts-expect-error: "Meta.noSuchKey" is not a message key
    t("Meta.noSuchKey"),
    // @ts-expect-error: a namespace is not a message
    t("Meta"),
    // @ts-expect-error: under the Contact namespace, keys are relative to it
    contact("Contact.thanks.title"),
    // @ts-expect-error: "NoSuchNamespace" is no namespace of messages/en.json
    String(await getTranslations({ locale, namespace: "NoSuchNamespace" })),
  ];
}
