import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import english from "../../../messages/en.json";
import spanish from "../../../messages/es.json";
import { countdownText, countdownTexts, isAnnounced, secondsLeft, thankYouSeconds } from "./countdown";

/** As the contact page's view formats them, through use-intl (getTranslations). */
function texts(locale: "en" | "es") {
  const t = createTranslator({
    locale,
    messages: locale === "es" ? spanish : english,
    namespace: "Contact.thanks",
  });
  return countdownTexts((seconds) => t("countdown", { seconds }));
}
const en = texts("en");
const es = texts("es");

describe("the thank-you countdown", () => {
  it("lasts ten seconds and counts from the clock, never below zero", () => {
    expect(thankYouSeconds).toBe(10);
    expect(secondsLeft(1_000, 1_000)).toBe(10);
    expect(secondsLeft(1_000, 1_999)).toBe(10);
    expect(secondsLeft(1_000, 2_000)).toBe(9);
    expect(secondsLeft(1_000, 10_999)).toBe(1);
    expect(secondsLeft(1_000, 11_000)).toBe(0);
    expect(secondsLeft(1_000, 60_000)).toBe(0);
    // A clock that goes back (a time change) does not add seconds.
    expect(secondsLeft(5_000, 1_000)).toBe(10);
  });

  it("reads the number in each language, singular for the last second", () => {
    expect(countdownText(en, 10)).toBe("This window closes in 10 seconds");
    expect(countdownText(en, 1)).toBe("This window closes in 1 second");
    expect(countdownText(es, 7)).toBe("Volvés a la página de contacto en 7 segundos");
    expect(countdownText(es, 1)).toBe("Volvés a la página de contacto en 1 segundo");
    expect(en).toHaveLength(thankYouSeconds + 1);
    expect(countdownText(en, 42)).toBe("");
  });

  it("is announced to screen readers at 10 and 5 seconds only", () => {
    const announced = Array.from({ length: 11 }, (_, seconds) => seconds).filter(isAnnounced);
    expect(announced).toEqual([5, 10]);
  });
});
