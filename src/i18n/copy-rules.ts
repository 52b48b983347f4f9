/**
 * The words the site's copy holds itself to, in each language, as its own writing guide says ("Escribir
 * para interfaces", content/documents/insight/writing-for-interfaces.es-ar.json): "Una palabra por
 * concepto", and Spanish pages written, not translated. The unit tests beside this file
 * (spanish-copy.test.ts, english-copy.test.ts) read every document in content/ (master and releases) and
 * messages/*.json (which hold the contact options too, see features/leads/option-labels.ts);
 * server/mail/mail-words.test.ts reads the mails. Each names the file, the field and the word that breaks a
 * rule.
 *
 * A rule names the word to use instead. A word a rule catches may stay only through an exception below,
 * with its reason: a proper name, a title published in another language, a different sense.
 */

export interface CopyRule {
  /** What the rule catches, matched as whole words, case-insensitively. */
  readonly pattern: RegExp;
  /** What to write instead, and why. */
  readonly use: string;
}

export interface CopyException {
  /** The exact text (case-insensitive) the rules skip, wherever it appears. */
  readonly phrase: string;
  readonly reason: string;
}

/** A pattern matched as whole words: not inside a longer word ("release" is not in "releases-notes"). */
function words(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}-])(?:${source})(?![\\p{L}\\p{N}])`, "giu");
}

/** Every page title ends with the studio's name, as the title template writes it (Metadata.titleTemplate). */
export const TITLE_SUFFIX = " | Lumbre Studio";

/** The home page leads with the name instead ("Lumbre Studio | Diseño y desarrollo…"). */
export const TITLE_PREFIX = "Lumbre Studio | ";

/** Rules both languages share. */
const BOTH: readonly CopyRule[] = [
  {
    // "−17 %" is a figure below zero; "-17" is a hyphen, shorter and set too high, and screen readers skip it.
    pattern: /(?<![\p{L}\p{N}])-(?=\d)/gu,
    use: 'the minus sign "−" (U+2212), not a hyphen, before a negative figure',
  },
  {
    pattern: /\|\s*Lumbre(?!\s+Studio)/gu,
    use: `"${TITLE_SUFFIX.trim()}": every title names the studio the same way`,
  },
];

/**
 * Spanish: the guide's terms, and English words left on Spanish pages where Spanish has its own. Loanwords
 * the Argentine industry uses as its own (sprint, onboarding, branding, discovery, workshop) are not here:
 * the list holds the words the copy had settled in Spanish elsewhere, so one concept kept two names.
 */
export const SPANISH_RULES: readonly CopyRule[] = [
  ...BOTH,
  { pattern: words("emails?|mails?"), use: '"e-mail" (the site\'s spelling in Spanish, in every flow)' },
  {
    pattern: words("consultorías?"),
    use: '"consulta": the 20-minute call is a consulta; consultoría is a consultancy engagement',
  },
  { pattern: words("time to market"), use: '"tiempo de lanzamiento"' },
  { pattern: words("slides?"), use: '"diapositivas"' },
  { pattern: words("developers?"), use: '"desarrolladores" (or "el equipo de desarrollo")' },
  { pattern: words("releases?"), use: '"lanzamiento" or "versión", as fits' },
  { pattern: words("wallets?"), use: '"billetera" (one term for the concept)' },
  { pattern: words("design systems?"), use: '"sistema de diseño" (one term for the concept)' },
  { pattern: words("mobile"), use: '"móvil" ("banca móvil", "apps móviles")' },
  { pattern: words("librerías?"), use: '"biblioteca" (a librería sells books)' },
  { pattern: words("gobierno del diseño"), use: '"gobernanza del diseño"' },
];

export const SPANISH_EXCEPTIONS: readonly CopyException[] = [
  {
    phrase: "consultoría de estrategia digital",
    reason: "a career in consultancy (the trade), not the 20-minute call",
  },
  { phrase: "Mobile Design", reason: "the name of an award category, as the award gives it" },
  {
    phrase: "Designing mobile banking for prepaid phones",
    reason: "the title of a talk, given and listed in English",
  },
  {
    phrase: "One design system, four product teams",
    reason: "the title of a talk, given and listed in English",
  },
  {
    phrase: "Design systems for teams that never sit together",
    reason: "the title of a talk, given and listed in English",
  },
];

/** English: one spelling of email (the spec's: "Your email", "Your Email*"), and the shared rules. */
export const ENGLISH_RULES: readonly CopyRule[] = [
  ...BOTH,
  {
    pattern: words("e-mails?"),
    use: '"email" (the site\'s spelling in English, as the specification writes it)',
  },
];

export const ENGLISH_EXCEPTIONS: readonly CopyException[] = [];

/** One piece of visible text and where it comes from. */
export interface CopyText {
  /** The file (relative to the repository) or module. */
  readonly file: string;
  /** The field or message key, e.g. `data.row3_boxes[1].title` or `Consultation.title`. */
  readonly field: string;
  readonly text: string;
}

/** A rule broken: where, the word found and what to use. */
export interface CopyProblem extends CopyText {
  readonly found: string;
  readonly use: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A message's argument names are code, not words: "{email}", "{count, plural, …}". */
function withoutArguments(text: string): string {
  return text.replace(/\{\s*\w+\s*\}/g, "{}").replace(/\{\s*\w+\s*,/g, "{,");
}

/** The rules broken by each text, exceptions set aside. */
export function copyProblems(
  texts: readonly CopyText[],
  rules: readonly CopyRule[],
  exceptions: readonly CopyException[],
): CopyProblem[] {
  const excepted = exceptions.map((exception) => new RegExp(escapeRegExp(exception.phrase), "giu"));
  return texts.flatMap((entry) => {
    const text = excepted.reduce((rest, pattern) => rest.replace(pattern, " "), withoutArguments(entry.text));
    const found = rules.flatMap((rule) =>
      [...text.matchAll(rule.pattern)].map((match) => ({ ...entry, found: match[0], use: rule.use })),
    );
    return [...found, ...fieldProblems(entry)];
  });
}

/**
 * Rules on whole fields: a page title (a document's `meta_title`) that does not end, or for the home page
 * start, with the studio; a data insight's sign that is a hyphen.
 */
function fieldProblems(entry: CopyText): CopyProblem[] {
  const { field, text } = entry;
  if (/(?:^|\.)meta_title$/.test(field) && !text.endsWith(TITLE_SUFFIX) && !text.startsWith(TITLE_PREFIX)) {
    return [{ ...entry, found: text, use: `a title ending in "${TITLE_SUFFIX.trim()}"` }];
  }
  if (/(?:^|\.)sign$/.test(field) && text === "-") {
    return [{ ...entry, found: text, use: 'the minus sign "−" (U+2212) for a figure that went down' }];
  }
  return [];
}

/** One line per problem, for a failing test's message. */
export function describeProblems(problems: readonly CopyProblem[]): string[] {
  return problems.map(
    (problem) => `${problem.file} ${problem.field}: "${problem.found}" → use ${problem.use}`,
  );
}
