// A case's before/after control (src/features/cases/before-after.tsx) sets its own label in front of each
// screen's caption ("Before: …", "Después: …", from messages/*.json, CaseStudy.before/after). A caption that
// starts with that label again reads "Before: Before: …" on the page, so content:check refuses it.
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";

/** The labels the page sets in front of a caption, by the stage it shows, in every language of the site. */
export interface StageLabels {
  readonly before: readonly string[];
  readonly after: readonly string[];
}

export const STAGE_LABELS: StageLabels = {
  before: [en.CaseStudy.before, es.CaseStudy.before],
  after: [en.CaseStudy.after, es.CaseStudy.after],
};

/** Lower case without accents, so "Despues:" and "DESPUÉS:" are caught as "Después:". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");

/**
 * The label `caption` starts with, as a word of its own ("Before:", "Antes,", "Before the redesign"), or
 * undefined. "Before confirming" and "Antes de pagar" start with the word too: they are refused only for
 * a screen the page labels "Before"; a shipped screen gets the "After" label instead.
 */
export function leadingLabel(caption: string, labels: readonly string[]): string | undefined {
  const folded = fold(caption.trimStart());
  return labels.find((label) => {
    const word = fold(label);
    return folded.startsWith(word) && !/^[\p{L}\p{N}]/u.test(folded.slice(word.length));
  });
}

interface ScreenLike {
  readonly key?: unknown;
  readonly caption?: unknown;
  readonly before_of?: unknown;
}

/**
 * Each caption of a case's `screens` that repeats the label the page puts in front of it: "Before" for a
 * screen shown as it was (`before_of` set), "After" for a shipped screen another one is compared with.
 * Each problem names the field (`data.screens.5.caption`).
 */
export function doubledCaptionLabels(screens: unknown, labels: StageLabels = STAGE_LABELS): string[] {
  if (!Array.isArray(screens)) return [];
  const list = screens as readonly (ScreenLike | null)[];
  const compared = new Set(
    list.map((screen) => screen?.before_of).filter((key): key is string => typeof key === "string"),
  );
  return list.flatMap((screen, index) => {
    const caption = screen?.caption;
    if (typeof caption !== "string") return [];
    const before = typeof screen?.before_of === "string" && screen.before_of !== "";
    const after = !before && typeof screen?.key === "string" && compared.has(screen.key);
    if (!before && !after) return [];
    const found = leadingLabel(caption, labels[before ? "before" : "after"]);
    if (found === undefined) return [];
    const start = caption.trim();
    // The start of the caption, cut at a word: enough for an editor to find it.
    const excerpt = start.length > 32 ? `${start.slice(0, start.lastIndexOf(" ", 32))}…` : start;
    return [
      `data.screens.${index}.caption: starts with "${found}", the label the page already sets in front of this caption in the before/after comparison (it would read "${found}: ${excerpt}"); start with what the screen shows`,
    ];
  });
}
