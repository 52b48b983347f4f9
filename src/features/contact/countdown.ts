/** The thank-you modal's countdown (its length is ours to choose; ten seconds reads comfortably). */
export const thankYouSeconds = 10;

/** Seconds left of a countdown started at `startedAt`, from the clock rather than counted ticks. */
export function secondsLeft(startedAt: number, now: number, total = thankYouSeconds): number {
  const elapsed = Math.floor(Math.max(now - startedAt, 0) / 1000);
  return Math.max(total - elapsed, 0);
}

/**
 * The visible text changes every second; screen readers hear it only at these moments, so the
 * countdown informs without talking over everything else.
 */
export function isAnnounced(seconds: number): boolean {
  return seconds === 10 || seconds === 5;
}

/**
 * What the countdown says at each second left (index = seconds), formatted on the server from the ICU
 * message with its plural, so the browser needs no message formatter.
 */
export type CountdownTexts = readonly string[];

export function countdownTexts(format: (seconds: number) => string): CountdownTexts {
  return Array.from({ length: thankYouSeconds + 1 }, (_, seconds) => format(seconds));
}

export function countdownText(texts: CountdownTexts, seconds: number): string {
  return texts[seconds] ?? "";
}
