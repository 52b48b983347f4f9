import { type SwitcherPaths, switcherPath } from "@/i18n/alternate";
import { type Locale, languageTag, otherLocale } from "@/i18n/locales";

interface LocaleSwitcherProps {
  readonly locale: Locale;
  /** The public path of the page being rendered. */
  readonly currentPath: string;
  /** What choosing it does ("Ver en español"), read after the visible code by screen readers. */
  readonly label: string;
  /** The visible language code ("ES"): the start of the accessible name (WCAG 2.5.3, label in name). */
  readonly short: string;
  /** The pages whose translation only their documents know (articles), from the layout. */
  readonly translations: SwitcherPaths;
  readonly className?: string;
}

/**
 * Goes to the same page in the other language (translated slug, or an article's translation). The href
 * is in the HTML: crawlers, new tabs and visitors without JavaScript get the translation too; the
 * choice is remembered by one small island for every switcher (locale-memory.tsx), on first intent.
 * Its name starts with the code it shows ("ES, Ver en español"), so a visitor who says what they see,
 * with speech input, reaches it, and a screen reader still says where it goes.
 */
export function LocaleSwitcher({
  locale,
  currentPath,
  label,
  short,
  translations,
  className,
}: LocaleSwitcherProps) {
  const target = otherLocale(locale);
  return (
    <a
      href={switcherPath(currentPath, target, translations)}
      hrefLang={languageTag(target)}
      lang={languageTag(target)}
      className={className}
      data-locale-switch={target}
      data-testid="locale-switcher"
    >
      {short}
      <span className="sr-only">{`, ${label}`}</span>
    </a>
  );
}
