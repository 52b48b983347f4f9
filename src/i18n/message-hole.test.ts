import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import english from "../../messages/en.json";
import spanish from "../../messages/es.json";
import { fillHole, messageWithHole } from "./message-hole";

describe("a message with a hole", () => {
  it("is formatted by next-intl on the server and filled in the browser", () => {
    const en = createTranslator({ locale: "en", messages: english, namespace: "ErrorPage" });
    const es = createTranslator({ locale: "es", messages: spanish, namespace: "ErrorPage" });
    expect(
      fillHole(
        messageWithHole((status) => en("title", { status })),
        503,
      ),
    ).toBe("Error 503");
    expect(
      fillHole(
        messageWithHole((status) => es("title", { status })),
        404,
      ),
    ).toBe("Error 404");
  });

  it("keeps the words on both sides of the value", () => {
    const hole = messageWithHole((name) => `Hello, ${name}! Welcome.`);
    expect(hole).toEqual({ before: "Hello, ", after: "! Welcome." });
    expect(fillHole(hole, "Ana")).toBe("Hello, Ana! Welcome.");
  });

  it("refuses a message that drops or repeats its argument", () => {
    expect(() => messageWithHole(() => "No argument")).toThrow(/exactly once/);
    expect(() => messageWithHole((value) => `${value} and ${value}`)).toThrow(/exactly once/);
  });
});
