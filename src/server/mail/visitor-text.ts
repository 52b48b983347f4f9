import "server-only";
import { escapeNonPrintable } from "./printable";

/** A word of letters, with apostrophes or hyphens only inside it (O'Neil, Jean-Luc, Zoë, 李). */
const GIVEN_NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;
const MAX_GREETING_NAME = 24;
const MAX_SUBJECT_TEXT = 80;

/**
 * The only part of a visitor's name that mails to the visitor may show: the first word, when it is a
 * plain word of at most 24 characters. The forms send mail to any address typed into them, so any
 * more (a sentence, a link, a phone number) would let anyone write to anyone in Lumbre's name.
 */
export function greetingName(name: string): string | undefined {
  const first = name.trim().split(/\s+/u)[0] ?? "";
  return Array.from(first).length <= MAX_GREETING_NAME && GIVEN_NAME.test(first) ? first : undefined;
}

/**
 * Visitor text for a subject of the team's mail: one line, nothing non-printable, cut at 80 characters,
 * and no "=?", which mail clients decode as the start of an RFC 2047 encoded-word: a visitor who typed
 * "=?utf-8?b?…?=" would otherwise choose the subject the team reads, line breaks included.
 */
export function subjectText(text: string): string {
  const line = escapeNonPrintable(text.replace(/\s+/gu, " ").trim()).replace(/=\?/g, "= ?");
  const characters = Array.from(line);
  return characters.length > MAX_SUBJECT_TEXT
    ? `${characters.slice(0, MAX_SUBJECT_TEXT - 1).join("")}…`
    : line;
}

/**
 * A one-line value for a labelled line of the team's mail body: a line break left in it is written as
 * \n, so "Ana\nBcc: …" stays on the Name line instead of forging a line of its own.
 */
export function lineValue(value: string): string {
  return escapeNonPrintable(value);
}
