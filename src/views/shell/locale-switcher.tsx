"use client";

import { usePathname } from "next/navigation";
import { type SwitcherPaths, switcherPath } from "@/i18n/alternate";
import { type Locale, languageTag, localeCookie, otherLocale } from "@/i18n/locales";

interface LocaleSwitcherProps {
  readonly locale: Locale;
  readonly label: string;
  readonly short: string;
  /** The pages whose translation only their documents know (articles), from the layout. */
  readonly translations: SwitcherPaths;
  readonly className?: string;
}

function rememberLocale(locale: Locale): void {
  const expires = new Date(Date.now() + localeCookie.maxAgeSeconds * 1000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie must be readable by the proxy on the next request
  document.cookie = `${localeCookie.name}=${locale}; Path=${localeCookie.path}; Max-Age=${localeCookie.maxAgeSeconds}; Expires=${expires}; SameSite=Lax`;
}

/**
 * Goes to the same page in the other language (translated slug, or an article's translation) and remembers
 * the choice. The href is right in the server-rendered HTML: crawlers, new tabs and visitors without
 * JavaScript get the translation too; the click only adds the cookie.
 */
export function LocaleSwitcher({ locale, label, short, translations, className }: LocaleSwitcherProps) {
  const pathname = usePathname();
  const target = otherLocale(locale);
  return (
    <a
      href={switcherPath(pathname, target, translations)}
      hrefLang={languageTag(target)}
      lang={languageTag(target)}
      aria-label={label}
      className={className}
      onClick={() => rememberLocale(target)}
      data-testid="locale-switcher"
    >
      {short}
    </a>
  );
}
