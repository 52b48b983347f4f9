import { EndedPreviewBar } from "@/features/preview/ended-preview-bar";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/**
 * Shown on every page while an editor previews unpublished content, or, once the session has ended,
 * the notice that says so. The preview's scripts (the toolbar, the reload on a draft change) are islands
 * the layout mounts beside it.
 */
export async function PreviewBar({
  locale,
  state,
}: {
  readonly locale: Locale;
  readonly state: "active" | "ended";
}) {
  // The release was published or deleted, or the token expired: the page shows master; say so.
  if (state === "ended") return <EndedPreviewBar locale={locale} />;
  const t = await getTranslations({ locale, namespace: "Preview" });
  return (
    <aside aria-label={t("label")} data-testid="preview-bar" className="relative z-50 bg-ember text-ink">
      <div className="container-page flex min-h-11 flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2 text-sm font-semibold">
        <p>{t("message")}</p>
        <a href="/api/preview/exit/" className="underline underline-offset-4">
          {t("exit")}
        </a>
      </div>
    </aside>
  );
}
