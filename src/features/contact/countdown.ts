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

export interface CountdownStrings {
  /** "{seconds}" is replaced by the number. */
  readonly countdown: string;
  /** The singular, for the last second. */
  readonly countdownOne: string;
}

export function countdownText(strings: CountdownStrings, seconds: number): string {
  return seconds === 1 ? strings.countdownOne : fill(strings.countdown, { seconds });
}

/** Replaces "{name}" placeholders: client components get raw message templates from the server. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
