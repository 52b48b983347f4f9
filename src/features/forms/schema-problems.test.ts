import { describe, expect, it } from "vitest";
import { bookingRequestSchema } from "@/features/leads/schemas";
import { problemsOf } from "./schema-problems";

const booking = { locale: "en", slotStart: "", timeZone: "Europe/Madrid", name: "", email: "ana@" };

describe("checking a step with the request's schema", () => {
  it("reports only the fields the step asks for", () => {
    expect(problemsOf(bookingRequestSchema, booking, ["slotStart"])).toEqual({ slotStart: "slot" });
    expect(problemsOf(bookingRequestSchema, booking, ["name", "email", "timeZone"])).toEqual({
      name: "required",
      email: "email",
    });
  });

  it("finds nothing wrong with a request the schema accepts", () => {
    const valid = {
      ...booking,
      slotStart: "2026-12-01T12:00:00.000Z",
      name: "Ana",
      email: "ana@example.com",
    };
    expect(problemsOf(bookingRequestSchema, valid, ["slotStart", "name", "email"])).toEqual({});
  });
});
