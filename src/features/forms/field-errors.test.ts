import { describe, expect, it } from "vitest";
import { inWords, summaryOf } from "./field-errors";

describe("the messages", () => {
  it("words the codes in the visitor's language", () => {
    const words = {
      required: "Completá este campo.",
      email: "Escribí un e-mail como nombre@empresa.com.",
      tooLong: "",
      tooShort: "",
      choice: "",
      timeZone: "",
      slot: "",
      characters: "",
    };
    expect(inWords({ name: "required", email: "email" }, words)).toEqual({
      name: "Completá este campo.",
      email: "Escribí un e-mail como nombre@empresa.com.",
    });
  });
});

describe("the error summary", () => {
  it("names each field and leads to its input, in the order of the messages", () => {
    const places = {
      name: { id: "contact-name", label: "Name" },
      email: { id: "contact-email", label: "Email" },
    };
    expect(summaryOf({ email: "Not an e-mail.", name: "Required." }, places, "contact-form")).toEqual([
      { id: "contact-email", label: "Email", message: "Not an e-mail." },
      { id: "contact-name", label: "Name", message: "Required." },
    ]);
  });

  it("leads a message for a field the form does not show to the fallback, under the field's own name", () => {
    expect(summaryOf({ page: "Too long." }, {}, "contact-form")).toEqual([
      { id: "contact-form", label: "page", message: "Too long." },
    ]);
  });
});
