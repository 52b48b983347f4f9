import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import english from "../../../messages/en.json";
import spanish from "../../../messages/es.json";
import { countLabel, countLabels } from "./count-labels";

describe("count labels", () => {
  it("say every count from none to all, with the plural the language needs", () => {
    const t = createTranslator({ locale: "en", messages: english, namespace: "Cases" });
    const labels = countLabels((values) => t("count", values), 3);
    expect(labels).toEqual([
      "Showing 0 of 3 projects",
      "Showing 1 of 3 projects",
      "Showing 2 of 3 projects",
      "Showing 3 of 3 projects",
    ]);
    expect(countLabel(labels, 2)).toBe("Showing 2 of 3 projects");
    expect(countLabel(labels, 9)).toBe("");
  });

  it("agree with a total of one in both languages", () => {
    const en = createTranslator({ locale: "en", messages: english, namespace: "Insights" });
    const es = createTranslator({ locale: "es", messages: spanish, namespace: "Insights" });
    expect(countLabels((values) => en("count", values), 1)).toEqual([
      "Showing 0 of 1 article",
      "Showing 1 of 1 article",
    ]);
    expect(countLabels((values) => es("count", values), 1)).toEqual([
      "Mostrando 0 de 1 artículo",
      "Mostrando 1 de 1 artículo",
    ]);
    expect(countLabels((values) => es("count", values), 2)[2]).toBe("Mostrando 2 de 2 artículos");
  });
});
