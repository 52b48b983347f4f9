import "server-only";

/**
 * Characters that do not show as themselves: controls (C0, DEL, C1), format characters (the bidi
 * controls, zero-width spaces, the soft hyphen…) and the line and paragraph separators. The zero-width
 * joiner and non-joiner stay: they shape emoji and several scripts and move nothing.
 */
const NON_PRINTABLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

export interface EscapeOptions {
  /** Keep line feeds, carriage returns and tabs (a multi-line value in a format that quotes them). */
  readonly keepLineBreaks?: boolean;
}

/**
 * Text with every non-printable character written as an escape (\n, \t, \u{1B}, \u{202E}), so stored
 * visitor text can neither drive a terminal (ESC sequences), reorder what is shown (bidi overrides) nor
 * start a line of its own where one line is expected.
 */
export function escapeNonPrintable(text: string, options: EscapeOptions = {}): string {
  return text.replace(NON_PRINTABLE, (character) => {
    if (options.keepLineBreaks && character in SHORT_ESCAPES) return character;
    const code = character.codePointAt(0) ?? 0;
    return SHORT_ESCAPES[character] ?? `\\u{${code.toString(16).toUpperCase()}}`;
  });
}
