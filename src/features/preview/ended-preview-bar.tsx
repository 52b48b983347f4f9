import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/**
 * Shown instead of the preview bar once the session has ended (see preview-session.ts): the page already
 * shows the published content; the link clears the leftover cookies through the exit route.
 */
export async function EndedPreviewBar({ locale }: { readonly locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Preview" });
  return (
    <aside aria-label={t("label")} data-testid="preview-ended" className="relative z-50 bg-ink text-paper">
      <div className="container-page flex min-h-11 flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2 text-sm font-semibold">
        <p>{t("ended")}</p>
        <a href="/api/preview/exit/" className="underline underline-offset-4">
          {t("endedExit")}
        </a>
      </div>
    </aside>
  );
}
