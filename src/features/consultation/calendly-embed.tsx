import { useEffect, useRef, useState } from "react";
import { calendlyEmbedUrl, isCalendlyScheduled } from "./calendly";

/**
 * Calendly's inline widget in an iframe (no Calendly script on the page). When it reports a booked
 * meeting, the flow shows the same success as the embedded scheduler.
 */
export function CalendlyEmbed({
  url,
  title,
  onScheduled,
}: {
  readonly url: string;
  readonly title: string;
  readonly onScheduled: () => void;
}) {
  const [src, setSrc] = useState<string>();
  // The latest callback, so a parent's re-render neither reloads the iframe nor misses the event.
  const scheduled = useRef(onScheduled);
  useEffect(() => {
    scheduled.current = onScheduled;
  });
  useEffect(() => {
    setSrc(calendlyEmbedUrl(url, window.location.host));
    const listen = (event: MessageEvent) => {
      if (isCalendlyScheduled(event, url)) scheduled.current();
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [url]);
  return (
    <div className="mt-6 overflow-hidden rounded-2xl border border-ink/10 bg-paper">
      {src ? (
        <iframe src={src} title={title} className="block h-[680px] w-full" data-testid="calendly-embed" />
      ) : null}
    </div>
  );
}
