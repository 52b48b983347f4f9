import "server-only";
import { type Locale, locales } from "@/i18n/locales";

/**
 * The first supported locale in a browser's Accept-Language list, honouring q-weights
 * (entries with equal weight keep their order), or undefined when none is supported.
 */
export function preferredLocale(header: string | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const qParam = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find((language): language is Locale => isSupported(language));
}

function isSupported(language: string): boolean {
  return (locales as readonly string[]).includes(language);
}
