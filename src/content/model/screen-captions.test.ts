import { describe, expect, it } from "vitest";
import { doubledCaptionLabels, leadingLabel, STAGE_LABELS } from "./screen-captions";

const screens = (...list: { key: string; caption: string; before_of?: string }[]) => list;

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
      screens(
        { key: "home", caption: "After: balances first." },
        { key: "home-before", caption: "Before: fourteen shortcuts shared the home.", before_of: "home" },
        { key: "pay", caption: "Antes: un mapa de productos." },
      ),
    );
    expect(problems).toEqual([
      'data.screens.0.caption: starts with "After", the label the page already sets in front of this caption in the before/after comparison (it would read "After: After: balances first."); start with what the screen shows',
      'data.screens.1.caption: starts with "Before", the label the page already sets in front of this caption in the before/after comparison (it would read "Before: Before: fourteen shortcuts…"); start with what the screen shows',
    ]);
  });

  it("refuses the Spanish label in a Spanish document, and either language's label anywhere", () => {
    expect(
      doubledCaptionLabels(
        screens(
          { key: "home", caption: "Saldos primero." },
          { key: "home-before", caption: "Antes: catorce accesos.", before_of: "home" },
          { key: "send", caption: "Después: el envío." },
          { key: "send-before", caption: "Before: a raw address.", before_of: "send" },
        ),
      ).map((problem) => problem.split(":")[0]),
    ).toEqual(["data.screens.1.caption", "data.screens.2.caption", "data.screens.3.caption"]);
  });

  it("lets a caption start with the word in a sentence of its own where the page sets no such label", () => {
    expect(
      doubledCaptionLabels(
        screens(
          { key: "send-review", caption: "Before confirming, the fee shows in dollars." },
          { key: "amount", caption: "Antes de pagar, el monto se ve grande." },
          { key: "send-before", caption: "a raw address and a fee in ETH only.", before_of: "send-review" },
        ),
      ),
    ).toEqual([]);
    expect(doubledCaptionLabels(undefined)).toEqual([]);
    expect(doubledCaptionLabels([null, { key: 3 }])).toEqual([]);
  });
});
