import { describe, expect, it } from "vitest";
import { doubledCaptionLabels, leadingLabel, STAGE_LABELS } from "./screen-captions";

/** A zone of before/after slices with these captions, after a slice of another kind. */
const zone = (...captions: { before: string; after: string }[]) => [
  { slice_type: "rich_text", primary: { title: "Before and after" } },
  ...captions.map(({ before, after }) => ({
    slice_type: "before_after",
    primary: { before_caption: before, after_caption: after },
  })),
];

describe("a caption that repeats the page's before/after label", () => {
  it("takes the labels from the page's messages, in both languages", () => {
    expect(STAGE_LABELS).toEqual({ before: ["Before", "Antes"], after: ["After", "Después"] });
  });

  it("finds the label as a word of its own, whatever its case, accents and punctuation", () => {
    expect(leadingLabel("Before: a raw address", ["Before"])).toBe("Before");
    expect(leadingLabel("  antes — catorce accesos", ["Before", "Antes"])).toBe("Antes");
    expect(leadingLabel("DESPUES: el inicio", ["Después"])).toBe("Después");
    expect(leadingLabel("Before the redesign, the home…", ["Before"])).toBe("Before");
    expect(leadingLabel("Before", ["Before"])).toBe("Before");
    expect(leadingLabel("Beforehand, nothing", ["Before"])).toBeUndefined();
    expect(leadingLabel("Afterwards the fee shows", ["After"])).toBeUndefined();
    expect(leadingLabel("The home, before", ["Before"])).toBeUndefined();
  });

  it('refuses "Before: …" on a before screen and "After: …" on the screen it is compared with', () => {
    const problems = doubledCaptionLabels(
      zone(
        { before: "Before: fourteen shortcuts shared the home.", after: "After: balances first." },
        { before: "A map of products.", after: "Balances first." },
      ),
    );
    expect(problems).toEqual([
      'data.slices.1.primary.before_caption: starts with "Before", the label the page already sets in front of this caption in the before/after comparison (it would read "Before: Before: fourteen shortcuts…"); start with what the screen shows',
      'data.slices.1.primary.after_caption: starts with "After", the label the page already sets in front of this caption in the before/after comparison (it would read "After: After: balances first."); start with what the screen shows',
    ]);
  });

  it("refuses the Spanish label in a Spanish document, and either language's label anywhere", () => {
    expect(
      doubledCaptionLabels(
        zone(
          { before: "Antes: catorce accesos.", after: "Saldos primero." },
          { before: "Before: a raw address.", after: "Después: el envío." },
        ),
      ).map((problem) => problem.split(":")[0]),
    ).toEqual([
      "data.slices.1.primary.before_caption",
      "data.slices.2.primary.before_caption",
      "data.slices.2.primary.after_caption",
    ]);
  });

  it("lets a caption start with the word in a sentence of its own where the page sets no such label", () => {
    expect(
      doubledCaptionLabels([
        ...zone({
          before: "a raw address and a fee in ETH only.",
          after: "Before confirming, the fee shows.",
        }),
        {
          slice_type: "screen_gallery",
          primary: { screens: [{ caption: "Antes de pagar, el monto se ve grande." }] },
        },
      ]),
    ).toEqual([]);
    expect(doubledCaptionLabels(undefined)).toEqual([]);
    expect(doubledCaptionLabels([null, { slice_type: "before_after", primary: null }])).toEqual([]);
  });
});
