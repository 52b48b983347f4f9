import { useEffect, useState } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { grantConsent, hasConsent } from "./consent-store";

interface CookieNoticeProps {
  /** The page that lists the site's cookies, when one is published. */
  readonly cookiesHref: string | undefined;
  readonly strings: {
    readonly label: string;
    readonly text: string;
    readonly accept: string;
    readonly learnMore: string;
    /** Completes "Learn more" for screen readers and link lists, where it stands alone. */
    readonly learnMoreContext: string;
  };
}

/**
 * The cookie notice: shown until the visitor accepts, then remembered for a year. It appears after
 * hydration, fixed over the page, so the server-rendered page is the same for everyone and nothing shifts.
 */
export function CookieNotice({ cookiesHref, strings }: CookieNoticeProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(!hasConsent());
  }, []);
  if (!open) return null;

  const accept = () => {
    grantConsent();
    setOpen(false);
  };

  return (
    <section
      aria-label={strings.label}
      data-testid="cookie-notice"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl bg-ink p-5 text-paper shadow-2xl sm:flex-row sm:items-center sm:gap-6 sm:p-6"
    >
      <p className="flex-1 text-sm">{strings.text}</p>
      <div className="flex items-center gap-4">
        {cookiesHref ? (
          <AppLink href={cookiesHref} className="text-sm font-semibold underline underline-offset-4">
            {strings.learnMore}
            <span className="sr-only">{strings.learnMoreContext}</span>
          </AppLink>
        ) : null}
        <button
          type="button"
          onClick={accept}
          className="h-11 rounded-full bg-ember px-5 text-sm font-semibold text-ink"
        >
          {strings.accept}
        </button>
      </div>
    </section>
  );
}
