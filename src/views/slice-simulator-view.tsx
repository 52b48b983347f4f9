import { SIMULATED_ZONE, SIMULATOR_INTRO } from "@/features/slice-simulator/simulator-bridge";
import { getTranslations } from "@/i18n/translations";
import type { SimulatorPage } from "./slice-simulator-page";
import { SliceZoneView } from "./slice-zone-view";

/**
 * The slice simulator: the zone the Page Builder fills (in its frame), or the library's mocks with a word
 * on what the page is for (opened on its own). The classes are the ones Prismic's simulator looks for.
 */
export async function SliceSimulatorView({ page }: { readonly page: SimulatorPage }) {
  const t = await getTranslations({ locale: page.locale, namespace: "SliceSimulator" });
  const zone = { [SIMULATED_ZONE]: "" };
  const intro = { [SIMULATOR_INTRO]: "" };
  return (
    <div className="slice-simulator">
      {page.slices.length === 0 ? (
        <div {...intro} className="container-page py-16">
          <p className="flex items-center gap-3 text-sm font-semibold tracking-widest text-muted uppercase">
            <span aria-hidden="true" className="h-px w-10 bg-ember" />
            {t("kicker")}
          </p>
          <h1 className="mt-6 font-display text-headline font-semibold text-balance">{t("title")}</h1>
          <p className="mt-6 max-w-2xl text-lead text-muted">{t("direct")}</p>
          <nav aria-label={t("library")} className="mt-6">
            <ul className="flex flex-wrap gap-3">
              {page.sliceIds.map((id) => (
                <li key={id}>
                  <a
                    href={`?slice=${id}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-4 font-mono text-sm"
                  >
                    {id}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {page.unknownSlice ? (
            <p role="alert" className="mt-6 font-semibold">
              {t("unknownSlice", { slice: page.unknownSlice })}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="slice-simulator--root">
        <div {...zone}>
          <SliceZoneView slices={page.slices} locale={page.locale} listings={page.listings} />
        </div>
      </div>
    </div>
  );
}
