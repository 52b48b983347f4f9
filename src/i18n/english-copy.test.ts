import { describe, expect, it } from "vitest";
import { copyProblems, describeProblems, ENGLISH_EXCEPTIONS, ENGLISH_RULES } from "./copy-rules";
import { contentTexts, messageTexts } from "./copy-texts";

describe("the English copy (copy-rules.ts: one spelling of email, a real minus, one title suffix)", () => {
  it.each([
    ["the documents in content/ (master and releases)", () => contentTexts("en-us")],
    ["messages/en.json (UI strings and the contact options)", () => messageTexts("en")],
  ])("%s", (_, texts) => {
    expect(describeProblems(copyProblems(texts(), ENGLISH_RULES, ENGLISH_EXCEPTIONS))).toEqual([]);
  });

  it("catches each kind of slip", () => {
    const text = (field: string, value: string) => ({ file: "f.json", field, text: value });
    const found = copyProblems(
      [
        text("a", "Enter an e-mail address"),
        text("value", "-38%"),
        text("b", "GMT-3, 2026-11-10, 10K-20K, −38%, email"),
        text("meta_title", "Insights | Lumbre Studio"),
        text("sign", "−"),
      ],
      ENGLISH_RULES,
      ENGLISH_EXCEPTIONS,
    ).map((problem) => `${problem.field}: ${problem.found}`);
    expect(found).toEqual(["a: e-mail", "value: -"]);
  });
});
