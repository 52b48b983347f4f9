"use client";

import { usePathname } from "next/navigation";
import { alternatePath } from "@/i18n/alternate";
import { type Locale, localeCookie, otherLocale } from "@/i18n/locales";

interface LocaleSwitcherProps {
  readonly locale: Locale;
  readonly label: string;
  readonly short: string;
  readonly className?: string;
}

function rememberLocale(locale: Locale): void {
  const expires = new Date(Date.now() + localeCookie.maxAgeSeconds * 1000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie must be readable by the proxy on the next request
  document.cookie = `${localeCookie.name}=${locale}; Path=${localeCookie.path}; Max-Age=${localeCookie.maxAgeSeconds}; Expires=${expires}; SameSite=Lax`;
}

/**
 * The page's own hreflang alternate for a language, when its content has one (an article's translation
 * has its own uid, which the route table cannot know).
 */
function alternateFromHead(locale: Locale): string | undefined {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${locale}"]`);
  return link ? new URL(link.href).pathname : undefined;
}

/** Goes to the same page in the other language (translated slug) and remembers the choice. */
export function LocaleSwitcher({ locale, label, short, className }: LocaleSwitcherProps) {
  const pathname = usePathname();
  const target = otherLocale(locale);
  return (
    <a
      href={alternatePath(pathname, target)}
      hrefLang={target}
      lang={target}
      aria-label={label}
      className={className}
      onClick={(event) => {
        rememberLocale(target);
        const translated = alternateFromHead(target);
        if (translated && translated !== event.currentTarget.pathname) {
          event.preventDefault();
          window.location.assign(translated);
        }
      }}
      data-testid="locale-switcher"
    >
      {short}
    </a>
  );
}
