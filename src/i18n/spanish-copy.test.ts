import { describe, expect, it } from "vitest";
import {
  type CopyText,
  copyProblems,
  describeProblems,
  SPANISH_EXCEPTIONS,
  SPANISH_RULES,
} from "./copy-rules";
import { contentTexts, messageTexts } from "./copy-texts";

describe("the Spanish copy (copy-rules.ts: the writing guide's terms, no English left over)", () => {
  it.each([
    ["the documents in content/ (master and releases)", () => contentTexts("es-ar")],
    ["messages/es.json (UI strings and the contact options)", () => messageTexts("es")],
  ])("%s", (_, texts) => {
    expect(describeProblems(copyProblems(texts(), SPANISH_RULES, SPANISH_EXCEPTIONS))).toEqual([]);
  });

  it("titles every embedded video in Spanish, not with the English document's title", () => {
    const embedTitles = (texts: readonly CopyText[]) =>
      new Map(
        texts
          .filter((entry) => entry.field.endsWith(".oembed.title"))
          .map((entry) => [key(entry), entry.text]),
      );
    const key = (entry: CopyText) => `${entry.file.replace(/\.(?:es-ar|en-us)\.json$/, "")} ${entry.field}`;
    const english = embedTitles(contentTexts("en-us"));
    const spanish = [...embedTitles(contentTexts("es-ar"))];
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish.filter(([where, title]) => english.get(where) === title)).toEqual([]);
  });

  it("reads the documents it checks (a path gone wrong would pass everything)", () => {
    expect(contentTexts("es-ar").length).toBeGreaterThan(1000);
    expect(messageTexts("es").length).toBeGreaterThan(200);
  });

  it("catches each kind of slip, and lets an exception through only as listed", () => {
    const text = (field: string, value: string) => ({ file: "f.json", field, text: value });
    const found = copyProblems(
      [
        text("a", "Tu email"),
        text("b", "Agendá una consultoría de 20 minutos"),
        text("c", "Time to market más rápido"),
        text("d", "una wallet cripto y una librería de componentes"),
        text("meta_title", "Insights | Lumbre"),
        text("e", "−17 % y -17 %"),
        text("sign", "-"),
        text("f", "Tu e-mail, una consulta, una billetera, Oro, Mobile Design"),
        text("g", "pasó una década en consultoría de estrategia digital"),
      ],
      SPANISH_RULES,
      SPANISH_EXCEPTIONS,
    ).map((problem) => `${problem.field}: ${problem.found}`);
    expect(found).toEqual([
      "a: email",
      "b: consultoría",
      "c: Time to market",
      "d: wallet",
      "d: librería",
      "meta_title: | Lumbre",
      "meta_title: Insights | Lumbre",
      "e: -",
      "sign: -",
    ]);
  });
});
