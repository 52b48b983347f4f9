"use client";

import { usePathname } from "next/navigation";
import { languageTag } from "@/i18n/locales";
import { localeOfPath, localePath } from "@/i18n/routes";
// Only its own strings: the whole message files would ship to every page with this boundary.
import strings from "../../messages/global-error.json";

/**
 * Shown when the error page itself fails: it replaces the root layout, so it renders its own
 * document with no dependency on the failing layout, translation provider or styles.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = localeOfPath(usePathname() ?? "/");
  const t = strings[locale];
  const details = error.digest
    ? `${error.name}: ${error.message} (${error.digest})`
    : `${error.name}: ${error.message}`;
  return (
    <html lang={languageTag(locale)}>
      <head>
        <title>{t.title}</title>
        <meta name="robots" content="noindex" />
      </head>
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          margin: 0,
          padding: "4rem 1.5rem",
          background: "#f5f1ea",
          color: "#14110f",
        }}
      >
        <main style={{ maxWidth: "40rem", margin: "0 auto" }}>
          <h1 style={{ fontSize: "2rem", lineHeight: 1.1 }}>{t.heading}</h1>
          <details style={{ margin: "1.5rem 0" }}>
            <summary>{t.details}</summary>
            <pre style={{ whiteSpace: "pre-wrap" }}>{details}</pre>
          </details>
          <a href={localePath("index", locale)} style={{ color: "#14110f", fontWeight: 600 }}>
            {t.home}
          </a>
        </main>
      </body>
    </html>
  );
}
