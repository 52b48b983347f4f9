import { SiteImage } from "@/components/ui/site-image";
import type { CaseComparison } from "@/content/queries";

/**
 * A screen before and after the redesign, in the same place: two radio buttons choose which one shows
 * (keyboard: Tab to the group, arrows to switch; a screen reader hears "Before, radio button, 1 of 2").
 * No JavaScript: the stylesheet shows the checked stage (globals.css, .before-after), and the caption
 * follows it; the hidden stage is hidden from assistive technology too.
 */
export function BeforeAfter({
  comparison,
  name,
  labels,
}: {
  readonly comparison: CaseComparison;
  /** Unique on the page: the radio group's name. */
  readonly name: string;
  readonly labels: { readonly legend: string; readonly before: string; readonly after: string };
}) {
  const stages = [
    { stage: "before", screen: comparison.before, label: labels.before },
    { stage: "after", screen: comparison.after, label: labels.after },
  ] as const;
  return (
    <figure className="before-after" data-testid="before-after">
      <fieldset className="flex justify-center">
        <legend className="sr-only">{labels.legend}</legend>
        <div className="inline-flex rounded-full border border-ink/20 bg-paper p-1">
          {stages.map(({ stage, label }) => (
            <label key={stage} className="before-after__choice">
              <input
                type="radio"
                name={name}
                value={stage}
                defaultChecked={stage === "after"}
                className="sr-only"
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-8 grid">
        {stages.map(({ stage, screen }) => (
          <div key={stage} data-stage={stage} className="before-after__stage [grid-area:1/1]">
            <SiteImage
              src={screen.image.url}
              dimensions={screen.image}
              alt={screen.image.alt}
              sizes={
                screen.device === "phone"
                  ? "(min-width: 768px) 320px, 80vw"
                  : "(min-width: 1440px) 1024px, 94vw"
              }
              className={
                screen.device === "phone"
                  ? "mx-auto h-auto w-full max-w-80"
                  : "mx-auto h-auto w-full max-w-5xl"
              }
            />
          </div>
        ))}
      </div>
      <figcaption className="mx-auto mt-6 grid max-w-xl text-center text-sm text-muted">
        {stages.map(({ stage, screen, label }) => (
          <p key={stage} data-stage={stage} className="before-after__stage [grid-area:1/1]">
            <span className="font-semibold text-ink">{label}: </span>
            {screen.caption}
          </p>
        ))}
      </figcaption>
    </figure>
  );
}
