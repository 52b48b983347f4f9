import clsx from "clsx";
import { SiteImage } from "@/components/ui/site-image";
import type { CaseScreen } from "@/content/queries";

/** How a screen is set in the story: large beside its caption, in a row of phones, or across the page. */
type Setting = "feature" | "feature-end" | "trio" | "pair" | "bleed";

/**
 * The story's rhythm, from the screens alone: the first phone large with its caption beside it (a close
 * look), then the phones three to a row, a last pair side by side or a last single phone large again (never
 * a row with empty slots), and each tablet or desktop screen across the whole page.
 */
export function settings(screens: readonly Pick<CaseScreen, "device">[]): Setting[] {
  const result: Setting[] = [];
  let run: number[] = [];
  let featured = false;
  const flush = () => {
    let rest = run;
    if (!featured && rest.length > 0) {
      result[rest[0] ?? 0] = "feature";
      featured = true;
      rest = rest.slice(1);
    }
    const trios = rest.length - (rest.length % 3);
    rest.forEach((index, position) => {
      if (position < trios) result[index] = "trio";
      else if (rest.length - trios === 1) result[index] = "feature-end";
      else result[index] = "pair";
    });
    run = [];
  };
  screens.forEach((screen, index) => {
    if (screen.device === "phone") run.push(index);
    else {
      flush();
      result[index] = "bleed";
    }
  });
  flush();
  return result;
}

/**
 * Whether the story ends on a screen across the page: from 768 px that screen's ink band is the last
 * thing in the section, and the section ends with it (the page must not leave a strip of the section's
 * beige under it, between two dark bands).
 */
export function endsOnBand(screens: readonly Pick<CaseScreen, "device">[]): boolean {
  return settings(screens).at(-1) === "bleed";
}

const ITEM: Record<Setting, string> = {
  feature: "md:col-span-12",
  "feature-end": "md:col-span-12",
  trio: "md:col-span-4",
  pair: "md:col-span-6",
  // Across the viewport: out of the page's column on both sides (the section clips the overflow).
  bleed: "md:col-span-12 md:mx-[calc(50%-50vw)] md:bg-ink md:px-[clamp(1.25rem,0.6rem+3vw,3.5rem)] md:py-16",
};

/**
 * The product's screens in the order the case tells its story, each in its device frame with its caption,
 * set in changing scales (see `settings`). An ordered list, so a screen reader says where each screen sits
 * in the story; each figure is named by its caption. On a phone, a tablet or desktop screen is shown large
 * enough to read, in a strip that scrolls sideways (a focusable region, so the keyboard pans it too); on
 * every screen width it has a link to the drawing at full size (ScreenViewer).
 */
export function CaseScreens({
  screens,
  labels,
}: {
  readonly screens: readonly CaseScreen[];
  readonly labels: { readonly pan: string; readonly open: string; readonly close: string };
}) {
  const placed = settings(screens);
  return (
    <ol
      data-testid="case-screens"
      className="mt-14 grid grid-cols-1 gap-x-8 gap-y-16 md:grid-cols-12 md:gap-y-24"
    >
      {screens.map((screen, index) => {
        const setting = placed[index] ?? "trio";
        const number = (
          <span
            aria-hidden="true"
            // On the ink band of a screen across the page, paper keeps the contrast ember-deep loses there.
            className={clsx(
              "font-display font-semibold text-ember-deep",
              setting === "bleed" && "md:text-paper",
            )}
          >
            {String(index + 1).padStart(2, "0")}
          </span>
        );
        if (setting === "bleed") {
          const viewerId = `screen-${screen.key}-full`;
          return (
            <li key={screen.key} className={ITEM.bleed}>
              <figure data-device={screen.device} className="mx-auto max-w-[90rem]">
                <section
                  aria-label={labels.pan}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be panned from the keyboard (WCAG 2.1.1).
                  tabIndex={0}
                  className="-mx-5 overflow-x-auto overscroll-x-contain px-5 pb-3 focus-visible:outline-2 focus-visible:outline-ember-deep md:mx-0 md:overflow-visible md:px-0 md:pb-0"
                >
                  <SiteImage
                    src={screen.image.url}
                    dimensions={screen.image}
                    alt={screen.image.alt}
                    sizes="(min-width: 1440px) 1328px, (min-width: 768px) 94vw, 56rem"
                    className="mx-auto h-auto w-full max-w-5xl min-w-[56rem] md:min-w-0 md:max-w-6xl"
                  />
                </section>
                <figcaption className="mx-auto mt-6 flex max-w-3xl gap-3 text-sm md:text-paper">
                  {number}
                  <span className="text-muted md:text-paper/80">
                    {screen.caption}{" "}
                    <button
                      type="button"
                      popoverTarget={viewerId}
                      className="hidden cursor-pointer font-semibold whitespace-nowrap text-ink underline underline-offset-4 supports-[selector(:popover-open)]:inline md:text-paper"
                    >
                      {labels.open}
                    </button>
                    {/* A browser without popovers opens the drawing itself. */}
                    <a
                      href={screen.image.url}
                      className="font-semibold whitespace-nowrap text-ink underline underline-offset-4 supports-[selector(:popover-open)]:hidden md:text-paper"
                    >
                      {labels.open}
                    </a>
                  </span>
                </figcaption>
              </figure>
              <ScreenViewer id={viewerId} screen={screen} number={index + 1} close={labels.close} />
            </li>
          );
        }
        const feature = setting === "feature" || setting === "feature-end";
        return (
          <li
            key={screen.key}
            className={clsx(ITEM[setting], setting === "pair" && index % 2 === 0 && "md:col-start-1")}
          >
            <figure
              data-device={screen.device}
              className={clsx(feature && "md:grid md:grid-cols-12 md:items-center md:gap-8")}
            >
              <SiteImage
                src={screen.image.url}
                dimensions={screen.image}
                alt={screen.image.alt}
                sizes={
                  feature
                    ? "(min-width: 768px) 24rem, 288px"
                    : setting === "pair"
                      ? "(min-width: 768px) 20rem, 288px"
                      : "(min-width: 768px) 26vw, 288px"
                }
                className={clsx(
                  "mx-auto h-auto w-full max-w-72",
                  feature && "md:col-span-5 md:max-w-sm",
                  setting === "feature-end" && "md:col-start-7",
                  setting === "pair" && "md:max-w-80",
                )}
              />
              <figcaption
                className={clsx(
                  "mx-auto mt-5 flex max-w-72 gap-3 text-sm",
                  feature && "md:col-span-6 md:mt-0 md:max-w-md md:text-xl md:leading-relaxed",
                  setting === "feature" && "md:col-start-7",
                  setting === "feature-end" && "md:col-start-1 md:row-start-1",
                  setting === "pair" && "md:max-w-80",
                )}
              >
                {number}
                <span className="text-muted">{screen.caption}</span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A wide screen at its drawn size, one image pixel to one CSS pixel (its smallest text at 13 px or more),
 * over the page: the raw file opened on a phone is zoomed out to fit, its text at 3-4 px. A popover, so
 * it opens before and without any script, in the top layer above the header; Escape, a click outside or
 * "Close" closes it and focus goes back to its button. It pans both ways where the screen is larger
 * than the window.
 */
function ScreenViewer({
  id,
  screen,
  number,
  close,
}: {
  readonly id: string;
  readonly screen: CaseScreen;
  readonly number: number;
  readonly close: string;
}) {
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="m-0 h-dvh max-h-none w-dvw max-w-none overflow-auto overscroll-contain border-0 bg-ink p-0 text-paper backdrop:bg-ink/60"
    >
      <div className="sticky top-0 left-0 z-10 flex items-center justify-between gap-6 bg-ink/90 px-5 py-3 backdrop-blur-sm md:px-8">
        <p id={`${id}-title`} className="min-w-0 truncate text-sm text-paper/80">
          <span aria-hidden="true" className="mr-3 font-display font-semibold text-paper">
            {String(number).padStart(2, "0")}
          </span>
          {screen.caption}
        </p>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className="shrink-0 cursor-pointer rounded-full border border-paper/30 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-paper"
        >
          {close}
        </button>
      </div>
      <div className="grid w-max min-w-full justify-items-center p-5 md:p-8">
        <SiteImage
          src={screen.image.url}
          dimensions={screen.image}
          alt={screen.image.alt}
          sizes="100vw"
          className="block h-auto w-auto max-w-none"
        />
      </div>
    </div>
  );
}
