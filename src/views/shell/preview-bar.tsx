import { EndedPreviewBar } from "@/features/preview/ended-preview-bar";
import { previewSessionState } from "@/features/preview/preview-session";
import { PreviewToolbar } from "@/features/third-party/preview-toolbar";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";
import type { PublicConfig } from "@/platform/public-config";
import { PreviewReloader } from "@/views/shell/preview-reloader";

/** Shown on every page while an editor previews unpublished content. */
export async function PreviewBar({
  locale,
  config,
}: {
  readonly locale: Locale;
  readonly config: PublicConfig;
}) {
  // The release was published or deleted, or the token expired: the page shows master; say so.
  if ((await previewSessionState()) === "ended") return <EndedPreviewBar locale={locale} />;
  const t = await getTranslations({ locale, namespace: "Preview" });
  return (
    <aside aria-label={t("label")} data-testid="preview-bar" className="relative z-50 bg-ember text-ink">
      <div className="container-page flex min-h-11 flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2 text-sm font-semibold">
        <p>{t("message")}</p>
        <a href="/api/preview/exit/" className="underline underline-offset-4">
          {t("exit")}
        </a>
      </div>
      <PreviewReloader />
      {config.prismicRepository ? <PreviewToolbar repository={config.prismicRepository} /> : null}
    </aside>
  );
}
