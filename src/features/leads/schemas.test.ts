import { describe, expect, it } from "vitest";
import { contactRequestSchema, replaceLoneSurrogates } from "./schemas";

describe("text fields", () => {
  it("keep emoji and replace half of one, so the stored text is the acknowledged text", () => {
    expect(replaceLoneSurrogates("Ana 🔥")).toBe("Ana 🔥");
    expect(replaceLoneSurrogates("N\ud800")).toBe("N\ufffd");
    expect(replaceLoneSurrogates("\udc00x\ud83d")).toBe("\ufffdx\ufffd");
    const parsed = contactRequestSchema.parse({
      locale: "en",
      topic: "general",
      name: " Ana\ud83d ",
      email: "ana@example.com",
      message: "Hola, un mensaje 🔥",
    });
    expect(parsed.name).toBe("Ana\ufffd");
    expect(parsed.message).toBe("Hola, un mensaje 🔥");
  });
});
