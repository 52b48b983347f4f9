import { type KeyboardEvent, useRef, useState } from "react";
import { AppLink } from "@/components/navigation/app-link";

export interface SliderItem {
  readonly pills: readonly [string, string];
  readonly title: string;
  readonly description: string;
  readonly href: string;
}

export interface ServicesSliderProps {
  readonly items: readonly SliderItem[];
  readonly labels: {
    readonly region: string;
    readonly previous: string;
    readonly next: string;
    /** Each slide's name ("Featured service 2 of 4"), in the items' order, formatted on the server. */
    readonly slides: readonly string[];
  };
  /**
   * Shown where no script comes (a page without its island): a row the visitor scrolls, without the
   * buttons that would need one, every card's link in the tab order.
   */
  readonly still?: boolean;
}

/**
 * Where a slide sits when it is snapped: the track's start plus its scroll padding. The padding equals
 * the track's inner padding, so the first slide is snapped at scrollLeft 0 and the page's first layout
 * scrolls nothing (Chromium ends LCP observation at the first scroll, which left the home page with no
 * largest contentful paint).
 */
function snapOrigin(track: HTMLElement): number {
  return track.offsetLeft + (Number.parseFloat(getComputedStyle(track).scrollPaddingInlineStart) || 0);
}

/**
 * An accessible carousel (WAI-ARIA APG): previous/next buttons, arrow keys, native swipe through
 * scroll snapping, and no automatic rotation, so nothing moves unless the visitor moves it.
 */
export function ServicesSlider({ items, labels, still = false }: ServicesSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setShown] = useState(0);
  // Read by handlers that may run twice before a re-render (two quick key presses).
  const currentRef = useRef(0);
  const setCurrent = (index: number) => {
    currentRef.current = index;
    setShown(index);
  };
  // While a button or key scrolls the track, its scroll events describe the journey, not the choice.
  const scrollingTo = useRef<number | null>(null);

  const go = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index));
    const slide = track.current?.children[target];
    if (slide instanceof HTMLElement && track.current) {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      scrollingTo.current = target;
      track.current.scrollTo({
        left: slide.offsetLeft - snapOrigin(track.current),
        behavior: reduced ? "auto" : "smooth",
      });
    }
    setCurrent(target);
  };

  const onScrollEnd = () => {
    // A button or key chose the slide; the scroll only carried it there (the last slides may not
    // reach the left edge when several show at once).
    if (scrollingTo.current !== null) {
      scrollingTo.current = null;
      return;
    }
    onScroll();
  };

  /** A swipe or a scrollbar drag: the slide nearest the start, or the last one at the very end. */
  const onScroll = () => {
    const element = track.current;
    if (!element || scrollingTo.current !== null) return;
    const slides = [...element.children] as HTMLElement[];
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
    const left = element.scrollLeft + snapOrigin(element);
    const nearest = atEnd
      ? slides.length - 1
      : slides.reduce(
          (best, slide, index) =>
            Math.abs(slide.offsetLeft - left) < Math.abs((slides[best]?.offsetLeft ?? 0) - left)
              ? index
              : best,
          0,
        );
    if (nearest !== currentRef.current) setCurrent(nearest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(currentRef.current + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(currentRef.current - 1);
    }
  };

  const slideLabel = (index: number) => labels.slides[index] ?? "";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      data-testid="services-slider"
    >
      {still ? null : (
        <div className="mb-8 flex items-center justify-end gap-3">
          <p aria-live="polite" className="mr-auto text-sm font-semibold text-muted">
            {slideLabel(current)}
          </p>
          <button
            type="button"
            onClick={() => go(currentRef.current - 1)}
            disabled={current === 0}
            aria-label={labels.previous}
            className="grid size-12 place-items-center rounded-full border border-ink/20 text-xl transition-colors hover:bg-ink hover:text-paper disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-ink"
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            onClick={() => go(currentRef.current + 1)}
            disabled={current === items.length - 1}
            aria-label={labels.next}
            className="grid size-12 place-items-center rounded-full border border-ink/20 text-xl transition-colors hover:bg-ink hover:text-paper disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-ink"
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
      <div
        ref={track}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto scroll-smooth px-5 pb-4 [scrollbar-width:none] motion-reduce:scroll-auto md:mx-0 md:scroll-px-0 md:px-0"
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
          <div
            key={item.href}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index)}
            data-testid="slider-item"
            className="flex w-[85%] shrink-0 snap-start flex-col gap-5 rounded-3xl bg-ink p-8 text-paper sm:w-[60%] lg:w-[calc((100%-2.5rem)/3)]"
          >
            <ul className="flex gap-2">
              {item.pills.map((pill) => (
                <li
                  key={pill}
                  data-testid="slider-pill"
                  className="rounded-full border border-paper/25 px-3 py-1 text-xs font-semibold"
                >
                  {pill}
                </li>
              ))}
            </ul>
            <h3 className="font-display text-3xl font-semibold tracking-tight">{item.title}</h3>
            <p className="text-muted-on-ink">{item.description}</p>
            <AppLink
              href={item.href}
              tabIndex={still || index === current ? 0 : -1}
              className="mt-auto inline-flex items-center gap-2 font-semibold text-ember underline-offset-8 hover:underline"
            >
              {item.title}
              <span aria-hidden="true">→</span>
            </AppLink>
          </div>
        ))}
      </div>
    </section>
  );
}
