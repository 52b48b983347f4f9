import type { DataInsight } from "@/content/queries";
import { type Locale, localeIso } from "@/i18n/locales";

/** "7.4" as the reader writes it: 7.4 in English, 7,4 in Spanish. */
function formatFigure(number: string, locale: Locale): string {
  const decimals = number.split(".")[1]?.length ?? 0;
  return Number(number).toLocaleString(localeIso[locale].bcp47, { minimumFractionDigits: decimals });
}

/** Three data insights, each a figure with sign, number and unit, with a title and copy. */
export function DataInsights({
  boxes,
  locale,
}: {
  readonly boxes: readonly DataInsight[];
  readonly locale: Locale;
}) {
  return (
    <ul
      data-testid="data-insights"
      className="mt-12 grid gap-px overflow-hidden rounded-3xl bg-line-on-ink md:grid-cols-3"
    >
      {boxes.map((box) => (
        <li key={box.title} className="flex flex-col gap-4 bg-ink p-8 md:p-10">
          <p className="font-display text-6xl font-semibold tracking-tighter text-ember md:text-7xl">
            <span>{box.sign}</span>
            {formatFigure(box.number, locale)}
            <span className="ml-1 text-3xl md:text-4xl">{box.unit}</span>
          </p>
          <h3 className="text-xl font-semibold">{box.title}</h3>
          <p className="text-muted-on-ink">{box.copy}</p>
        </li>
      ))}
    </ul>
  );
}
