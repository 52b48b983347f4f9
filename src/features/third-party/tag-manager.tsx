import { useEffect } from "react";
import { hasConsent, onConsent } from "@/features/consent/consent-store";
import { thirdPartyScripts } from "./config";
import { loadScript } from "./load-script";
import { browserPrivacySignals, trackingRefused } from "./privacy-signals";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function startTagManager(containerId: string): void {
  const win = window as DataLayerWindow;
  win.dataLayer ??= [];
  win.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  loadScript("tag-manager", thirdPartyScripts.tagManager(containerId));
}

/**
 * Google Tag Manager, started without an inline snippet: only once the visitor accepted cookies
 * (at once if they already had), and never when the browser sends Do Not Track or Global Privacy Control.
 */
export function TagManager({ containerId }: { readonly containerId: string }) {
  useEffect(() => {
    if (trackingRefused(browserPrivacySignals())) return;
    if (hasConsent()) {
      startTagManager(containerId);
      return;
    }
    return onConsent(() => startTagManager(containerId));
  }, [containerId]);
  return null;
}
