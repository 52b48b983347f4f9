import { useEffect } from "react";
import { thirdPartyScripts } from "./config";
import { loadScript } from "./load-script";

/**
 * The reviews platform's badge (Clutch): its placeholder is in the page at its final height, so nothing
 * shifts, and the platform's script that fills it arrives once the island hydrates (client:late: after
 * the load event, when the browser is idle).
 */
export function ReviewsWidget({ companyId, label }: { readonly companyId: string; readonly label: string }) {
  useEffect(() => loadScript("reviews-widget", thirdPartyScripts.reviewsWidget), []);
  return (
    <section
      aria-label={label}
      data-testid="reviews-widget"
      className="clutch-widget h-[45px] w-[220px]"
      data-url="https://widget.clutch.co"
      data-widget-type="2"
      data-height="45"
      data-nofollow="true"
      data-expandifr="true"
      data-scale="100"
      data-clutchcompany-id={companyId}
    ></section>
  );
}
