import { describe, expect, it } from "vitest";
import { preferredLocale } from "./accept-language";

describe("preferredLocale", () => {
  it("takes the first supported language of the list", () => {
    expect(preferredLocale("es-AR,es;q=0.9,en;q=0.8")).toBe("es");
    expect(preferredLocale("fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7")).toBe("es");
    expect(preferredLocale("en-GB,en;q=0.9,es;q=0.5")).toBe("en");
  });
  it("honours q-weights over order", () => {
    expect(preferredLocale("en;q=0.3,es;q=0.9")).toBe("es");
  });
  it("ignores q=0 and answers undefined when nothing is supported", () => {
    expect(preferredLocale("es;q=0,de")).toBeUndefined();
    expect(preferredLocale("")).toBeUndefined();
    expect(preferredLocale(null)).toBeUndefined();
  });
});
