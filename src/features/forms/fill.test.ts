import { describe, expect, it } from "vitest";
import english from "../../../messages/en.json";
import spanish from "../../../messages/es.json";
import { fill } from "./fill";

describe("fill", () => {
  it("replaces known placeholders and leaves unknown ones", () => {
    expect(fill("Step {current} of {total}", { current: 2, total: 4 })).toBe("Step 2 of 4");
    expect(fill("Hi {name}", {})).toBe("Hi {name}");
  });
});

/** Every string of a namespace, with its key path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
}

describe("the messages the forms receive raw", () => {
  it("use plain {name} arguments only: plurals and selects are formatted on the server", () => {
    for (const messages of [english, spanish]) {
      const raw = [
        ...strings(messages.Contact, "Contact"),
        ...strings(messages.Consultation, "Consultation"),
      ].filter(
        // Formatted on the server (countdownTexts), never filled in the browser.
        ([path]) => path !== "Contact.thanks.countdown",
      );
      expect(raw.length).toBeGreaterThan(50);
      const complex = raw.filter(([, text]) => /\{\s*\w+\s*,/.test(text));
      expect(complex).toEqual([]);
    }
  });
});
