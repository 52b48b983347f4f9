// The before/after slice's control (src/features/cases/before-after.tsx) sets its own label in front of each
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
 * a screen the page labels "Before" (a gallery's captions get no label).
 */
export function leadingLabel(caption: string, labels: readonly string[]): string | undefined {
  const folded = fold(caption.trimStart());
  return labels.find((label) => {
    const word = fold(label);
    return folded.startsWith(word) && !/^[\p{L}\p{N}]/u.test(folded.slice(word.length));
  });
}

interface SliceLike {
  readonly slice_type?: unknown;
  readonly primary?: { readonly before_caption?: unknown; readonly after_caption?: unknown } | null;
}

/**
 * Each caption of a zone's before/after slices that repeats the label the page puts in front of it:
 * "Before" on the screen as it was, "After" on the screen that replaced it. Each problem names the field
 * (`data.slices.2.primary.before_caption`).
 */
export function doubledCaptionLabels(slices: unknown, labels: StageLabels = STAGE_LABELS): string[] {
  if (!Array.isArray(slices)) return [];
  return (slices as readonly (SliceLike | null)[]).flatMap((slice, index) => {
    if (slice?.slice_type !== "before_after") return [];
    return (["before", "after"] as const).flatMap((stage) => {
      const caption = slice.primary?.[`${stage}_caption`];
      if (typeof caption !== "string") return [];
      const found = leadingLabel(caption, labels[stage]);
      if (found === undefined) return [];
      const start = caption.trim();
      // The start of the caption, cut at a word: enough for an editor to find it.
      const excerpt = start.length > 32 ? `${start.slice(0, start.lastIndexOf(" ", 32))}…` : start;
      return [
        `data.slices.${index}.primary.${stage}_caption: starts with "${found}", the label the page already sets in front of this caption in the before/after comparison (it would read "${found}: ${excerpt}"); start with what the screen shows`,
      ];
    });
  });
}
