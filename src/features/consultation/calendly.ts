/**
 * Calendly's inline widget (the external scheduling provider, used when CALENDLY_URL is set): the
 * scheduling page in an iframe, which posts `calendly.event_scheduled` to this window once a meeting
 * is booked.
 */

/** The iframe's address: Calendly's own inline-embed parameters on the configured scheduling page. */
export function calendlyEmbedUrl(url: string, host: string): string {
  const address = new URL(url);
  address.searchParams.set("embed_domain", host);
  address.searchParams.set("embed_type", "Inline");
  address.searchParams.set("hide_gdpr_banner", "1");
  return address.toString();
}

/** Whether a window message is Calendly saying a meeting was booked (and really comes from Calendly). */
export function isCalendlyScheduled(
  event: { readonly origin: string; readonly data: unknown },
  url: string,
): boolean {
  if (!fromCalendly(event.origin, url)) return false;
  const data = event.data;
  return (
    typeof data === "object" && data !== null && "event" in data && data.event === "calendly.event_scheduled"
  );
}

function fromCalendly(origin: string, url: string): boolean {
  let host: string;
  try {
    const parsed = new URL(origin);
    if (parsed.protocol !== "https:") return false;
    host = parsed.hostname;
  } catch {
    return false;
  }
  const configured = new URL(url).hostname;
  return host === configured || host === "calendly.com" || host.endsWith(".calendly.com");
}
