import { AppLink } from "@/components/navigation/app-link";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** The 404 design: 'Error page 404.', the dead-end text and 'Take me back' to this language's home. */
export async function NotFoundView({ locale }: { readonly locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return (
    <section className="container-page grid min-h-[70dvh] items-center py-20">
      <div className="grid gap-10 lg:grid-cols-12 lg:items-end">
        <p
          aria-hidden="true"
          className="font-display text-[clamp(8rem,30vw,22rem)] leading-[0.8] font-semibold tracking-tighter text-ember lg:col-span-6"
        >
          404
        </p>
        <div className="lg:col-span-6 lg:pb-6">
          <p className="text-sm font-semibold tracking-widest text-muted uppercase">{t("title")}</p>
          <h1 className="mt-4 font-display text-headline font-semibold text-balance">{t("heading")}</h1>
          <p className="mt-6 text-lead text-muted">{t("message")}</p>
          <AppLink
            href={localePath("index", locale)}
            className="mt-10 inline-flex h-14 items-center gap-3 rounded-full bg-ink px-7 font-semibold text-paper transition-colors hover:bg-ink-soft"
          >
            <span aria-hidden="true">←</span>
            {t("back")}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
