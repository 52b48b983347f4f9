import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./fixtures";

/** Fails with each axe violation's rule and elements, so the report says what to fix. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
