import { describe, expect, it } from "vitest";
import { topics } from "@/features/leads/schemas";
import {
  bookingSteps,
  contactSteps,
  errorsOfStep,
  firstStepWithError,
  nextStep,
  positionFromQuery,
  previousStep,
  stepProgress,
  topicFromQuery,
} from "./steps";

describe("the contact stepper's path", () => {
  it("asks new business for the service and the budget: four steps", () => {
    expect(contactSteps("new-business")).toEqual(["topic", "service", "budget", "details"]);
    expect(stepProgress(contactSteps("new-business"), "service")).toEqual({ current: 2, total: 4 });
  });

  it("shows the longest path until a topic is chosen", () => {
    expect(contactSteps(undefined)).toHaveLength(4);
    expect(stepProgress(contactSteps(undefined), "topic")).toEqual({ current: 1, total: 4 });
  });

  it.each(["general", "press", "careers"] as const)(
    "goes from the topic straight to the details for %s",
    (topic) => {
      const steps = contactSteps(topic);
      expect(steps).toEqual(["topic", "details"]);
      expect(nextStep(steps, "topic")).toBe("details");
      expect(previousStep(steps, "details")).toBe("topic");
      expect(stepProgress(steps, "details")).toEqual({ current: 2, total: 2 });
    },
  );

  it("has no step before the first nor after the last", () => {
    const steps = contactSteps("new-business");
    expect(previousStep(steps, "topic")).toBeUndefined();
    expect(nextStep(steps, "details")).toBeUndefined();
    expect(nextStep(steps, "budget")).toBe("details");
    expect(previousStep(steps, "budget")).toBe("service");
  });

  it("books a call in two steps", () => {
    expect(bookingSteps).toEqual(["slot", "booker"]);
    expect(stepProgress(bookingSteps, "booker")).toEqual({ current: 2, total: 2 });
  });
});

describe("errors by step", () => {
  const errors = { email: "email", message: "tooShort", budget: "required" };

  it("keeps only the step's own fields", () => {
    expect(errorsOfStep("details", errors)).toEqual({ email: "email", message: "tooShort" });
    expect(errorsOfStep("budget", errors)).toEqual({ budget: "required" });
    expect(errorsOfStep("topic", errors)).toEqual({});
  });

  it("goes back to the earliest step with a rejected field", () => {
    expect(firstStepWithError("new-business", Object.keys(errors))).toBe("budget");
    expect(firstStepWithError("new-business", ["email"])).toBe("details");
    expect(firstStepWithError("press", ["service", "email"])).toBe("details");
    expect(firstStepWithError("press", ["form"])).toBeUndefined();
  });
});

describe("the query string", () => {
  it("preselects a known topic (?topic=careers from the careers page)", () => {
    expect(topicFromQuery(new URLSearchParams("topic=careers&position=senior-ux"), topics)).toBe("careers");
    expect(topicFromQuery(new URLSearchParams("topic=press"), topics)).toBe("press");
    expect(topicFromQuery(new URLSearchParams("topic=sales"), topics)).toBeUndefined();
    expect(topicFromQuery(new URLSearchParams(""), topics)).toBeUndefined();
  });

  it("keeps a position id only when it has the shape of one", () => {
    expect(positionFromQuery(new URLSearchParams("position=senior-product-designer"))).toBe(
      "senior-product-designer",
    );
    expect(positionFromQuery(new URLSearchParams("position=<script>"))).toBeUndefined();
    expect(positionFromQuery(new URLSearchParams("topic=careers"))).toBeUndefined();
  });
});
