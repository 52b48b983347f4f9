import { describe, expect, it } from "vitest";
import { type ContactForm, contactRequest, emptyContactForm, validateStep } from "./contact-form";

const filled: ContactForm = {
  ...emptyContactForm,
  topic: "new-business",
  service: "product-discovery",
  budget: "20k-50k",
  name: "Ana",
  email: "ana@example.com",
  message: "We need a discovery sprint for a new savings product.",
};

describe("the contact request", () => {
  it("sends service and budget only for new business", () => {
    expect(contactRequest(filled, "en", undefined)).toMatchObject({
      locale: "en",
      topic: "new-business",
      service: "product-discovery",
      budget: "20k-50k",
    });
    const press = contactRequest({ ...filled, topic: "press" }, "es", undefined);
    expect(press.service).toBeUndefined();
    expect(press.budget).toBeUndefined();
  });

  it("sends the position only for careers, and leaves empty optional fields out", () => {
    expect(contactRequest({ ...filled, topic: "careers" }, "en", "senior-ux").position).toBe("senior-ux");
    expect(contactRequest(filled, "en", "senior-ux").position).toBeUndefined();
    const body = JSON.parse(JSON.stringify(contactRequest({ ...filled, company: "  " }, "en", undefined)));
    expect(body).not.toHaveProperty("company");
    expect(body).not.toHaveProperty("lastName");
    expect(body).not.toHaveProperty("website");
  });
});

describe("validating a step", () => {
  it("asks to choose an option on the radio steps", () => {
    expect(validateStep("topic", emptyContactForm, "en", undefined)).toEqual({ topic: "choice" });
    expect(validateStep("service", { ...filled, service: undefined }, "en", undefined)).toEqual({
      service: "choice",
    });
    expect(validateStep("budget", filled, "en", undefined)).toEqual({});
  });

  it("checks the details with the shared schema, and only them", () => {
    expect(
      validateStep(
        "details",
        { ...filled, budget: undefined, name: " ", email: "ana@", message: "Hi" },
        "en",
        undefined,
      ),
    ).toEqual({ name: "required", email: "email", message: "tooShort" });
    expect(validateStep("details", filled, "en", undefined)).toEqual({});
  });
});
