import clsx from "clsx";
import { SiteImage } from "@/components/ui/site-image";
import type { CaseScreen } from "@/content/queries";

/**
 * The product's screens in the order the case tells its story, each in its device frame with its caption:
 * phones four to a row on a wide screen, a tablet or desktop screen across the row. An ordered list, so a
 * screen reader says where each screen sits in the story; each figure is named by its caption.
 */
export function CaseScreens({ screens }: { readonly screens: readonly CaseScreen[] }) {
  return (
    <ol
      data-testid="case-screens"
      className="mt-14 grid grid-cols-1 gap-x-6 gap-y-14 sm:grid-cols-2 md:grid-cols-4"
    >
      {screens.map((screen, index) => {
        const wide = screen.device !== "phone";
        return (
          <li key={screen.key} className={clsx(wide && "sm:col-span-2 md:col-span-4")}>
            <figure data-device={screen.device}>
              <SiteImage
                src={screen.image.url}
                alt={screen.image.alt}
                sizes={
                  wide
                    ? "(min-width: 1440px) 1328px, 94vw"
                    : "(min-width: 768px) 22vw, (min-width: 640px) 45vw, 288px"
                }
                className={clsx("h-auto w-full", wide ? "mx-auto max-w-5xl" : "mx-auto max-w-72")}
              />
              <figcaption
                className={clsx("mx-auto mt-5 flex gap-3 text-sm", wide ? "max-w-3xl" : "max-w-72")}
              >
                <span aria-hidden="true" className="font-display font-semibold text-ember-deep">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <span className="text-muted">{screen.caption}</span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ol>
  );
}
