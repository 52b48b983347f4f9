import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { getServiceFamilies } from "@/content/queries";
import {
  bookingRequestSchema,
  canonicalOption,
  consultationRequestSchema,
  contactRequestSchema,
  errorCodes,
  fieldErrors,
  helpTypes,
  replaceLoneSurrogates,
  services,
} from "./schemas";

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

const contact = {
  locale: "en",
  topic: "general",
  name: "Ana",
  lastName: "Pérez",
  email: "ana@example.com",
  company: "Acme",
  message: "Hola, un mensaje.",
};
const booking = {
  locale: "es",
  slotStart: "2026-12-01T12:00:00.000Z",
  timeZone: "Europe/Madrid",
  name: "Ana",
  email: "ana@example.com",
};

function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

describe("control and bidi characters", () => {
  const forbidden = [
    "\u0000",
    "\u0007",
    "\u001b[2J",
    "\t",
    "\n",
    "\r",
    "\u007f",
    "\u0085",
    "\u009b",
    "\u2028",
    "\u2029",
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
  ];

  it("are refused in one-line fields with their own message, on every form", () => {
    for (const character of forbidden) {
      const label = JSON.stringify(character);
      for (const field of ["name", "lastName", "company"] as const) {
        expect(errorsOf(contactRequestSchema, { ...contact, [field]: `Ana${character}x` }), label).toEqual({
          [field]: "characters",
        });
      }
      expect(
        errorsOf(consultationRequestSchema, {
          locale: "en",
          helpType: "other",
          budget: "none",
          name: `A${character}B`,
          email: "a@b.io",
        }),
        label,
      ).toEqual({ name: "characters" });
      expect(errorsOf(bookingRequestSchema, { ...booking, name: `A${character}B` }), label).toEqual({
        name: "characters",
      });
    }
  });

  it("are refused in the message, which keeps its line breaks and tabs", () => {
    for (const character of forbidden.filter((c) => !["\t", "\n", "\r", "\u2028", "\u2029"].includes(c))) {
      expect(errorsOf(contactRequestSchema, { ...contact, message: `A long message${character}.` })).toEqual({
        message: "characters",
      });
    }
    const parsed = contactRequestSchema.parse({ ...contact, message: "Line one,\r\n\tline two.\n" });
    expect(parsed.message).toBe("Line one,\r\n\tline two.");
  });

  it("keep letters, emoji with joiners and right-to-left text", () => {
    for (const name of ["Zoë O'Neil-Núñez", "👩‍💻 Ana", "محمد", "שרה", "李小龍", "می‌خواهم"]) {
      expect(contactRequestSchema.parse({ ...contact, name }).name).toBe(name);
    }
  });

  it("are shown as the message Contact.errors.characters in both languages", () => {
    expect(errorCodes).toContain("characters");
  });
});

describe("names made of nothing visible", () => {
  it("are missing: zero-width characters and whitespace alone are no name", () => {
    for (const name of ["\u200b", "\u200b\u200c\u200d", "\ufeff\u2060", " \u200b \u00a0", "\u200d"]) {
      const label = JSON.stringify(name);
      expect(errorsOf(contactRequestSchema, { ...contact, name }), label).toEqual({ name: "required" });
      expect(errorsOf(bookingRequestSchema, { ...booking, name }), label).toEqual({ name: "required" });
    }
  });

  it("leave an optional field empty rather than filled with nothing", () => {
    const parsed = contactRequestSchema.parse({
      ...contact,
      lastName: "\u200b\u2060",
      company: "\ufeff\u200b",
    });
    expect(parsed.lastName).toBe("");
    expect(parsed.company).toBe("");
    expect(contactRequestSchema.parse({ ...contact, name: "A\u200bna" }).name).toBe("A\u200bna");
  });
});

describe("the page a form was sent from", () => {
  const base = { locale: "es", name: "Ana", email: "ana@example.com" } as const;

  it("is an optional path on this site, percent-encoded as browsers send it", () => {
    for (const page of [undefined, "/", "/es/contacto/", "/services/ux-audits/", "/es/se%C3%B1al/"]) {
      expect(z.safeParse(consultationRequestSchema, { ...base, page }).success).toBe(true);
    }
  });

  it("refuses another site's URL, markup, control characters and overlong paths", () => {
    for (const page of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "/<script>",
      '/"onmouseover',
      "/a b",
      "/x\u0000",
      `/${"a".repeat(600)}`,
    ]) {
      const parsed = z.safeParse(consultationRequestSchema, { ...base, page });
      expect(parsed.success, page).toBe(false);
    }
  });
});

describe("service options", () => {
  it("are the published service families, by their English uids, in the contact page's and the popup's orders", async () => {
    const families = (await getServiceFamilies("en")).map((family) => family.key).sort();
    expect([...services].sort()).toEqual(families);
    expect(helpTypes.filter((type) => type !== "other").sort()).toEqual(families);
    expect(services.at(-1)).toBe("blockchain-innovation-lab");
    expect(helpTypes.at(-1)).toBe("other");
  });

  it("accept the earlier 'blockchain' from a form queued offline, as the blockchain family", () => {
    const contact = contactRequestSchema.safeParse({
      locale: "es",
      topic: "new-business",
      service: "blockchain",
      budget: "none",
      name: "Ana",
      email: "ana@example.com",
      message: "A wallet for our clients.",
    });
    expect(contact.success && contact.data.service).toBe("blockchain-innovation-lab");
    const popup = consultationRequestSchema.safeParse({
      locale: "en",
      helpType: "blockchain",
      name: "Bo",
      email: "bo@example.com",
    });
    expect(popup.success && popup.data.helpType).toBe("blockchain-innovation-lab");
    expect(canonicalOption("blockchain")).toBe("blockchain-innovation-lab");
    expect(canonicalOption("branding-strategy")).toBe("branding-strategy");
    expect(canonicalOption("toString")).toBe("toString");
  });

  it("refuse any other value", () => {
    const popup = consultationRequestSchema.safeParse({
      locale: "en",
      helpType: "web3",
      name: "Bo",
      email: "bo@example.com",
    });
    expect(popup.success).toBe(false);
  });
});
