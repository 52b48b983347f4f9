/** The browser signals a visitor uses to refuse tracking (read from `navigator` and `window`). */
export interface PrivacySignals {
  readonly doNotTrack?: string | null | undefined;
  readonly msDoNotTrack?: string | null | undefined;
  readonly windowDoNotTrack?: string | null | undefined;
  readonly globalPrivacyControl?: boolean | undefined;
}

/** Do Not Track ("1", or "yes" in older browsers) or Global Privacy Control: no tag manager, consent or not. */
export function trackingRefused(signals: PrivacySignals): boolean {
  const dnt = [signals.doNotTrack, signals.msDoNotTrack, signals.windowDoNotTrack];
  return signals.globalPrivacyControl === true || dnt.some((value) => value === "1" || value === "yes");
}

export function browserPrivacySignals(): PrivacySignals {
  const nav = navigator as Navigator & { msDoNotTrack?: string; globalPrivacyControl?: boolean };
  const win = window as Window & { doNotTrack?: string };
  return {
    doNotTrack: nav.doNotTrack,
    msDoNotTrack: nav.msDoNotTrack,
    windowDoNotTrack: win.doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  };
}
