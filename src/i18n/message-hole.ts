/**
 * A message with one argument only the browser knows (an error's status code): next-intl formats it on
 * the server around a marker, and the browser puts the value between the two parts. The browser gets
 * the message's wording, plurals and word order as the language has them, without a message formatter.
 */
export interface MessageHole {
  readonly before: string;
  readonly after: string;
}

/** A private-use character: no message or content contains it. */
const MARK = "\uE000";

export function messageWithHole(format: (mark: string) => string): MessageHole {
  const formatted = format(MARK);
  const at = formatted.indexOf(MARK);
  if (at < 0 || formatted.includes(MARK, at + MARK.length)) {
    throw new Error(`A message with a hole must show its argument exactly once: ${formatted}`);
  }
  return { before: formatted.slice(0, at), after: formatted.slice(at + MARK.length) };
}

export function fillHole(hole: MessageHole, value: string | number): string {
  return `${hole.before}${value}${hole.after}`;
}
