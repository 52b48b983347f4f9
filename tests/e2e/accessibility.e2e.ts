import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";

for (const path of [
  "/",
  "/es/",
  "/services/ux-audits/",
  "/es/servicios/auditorias-ux/",
  "/nope/",
  "/es/nope/",
]) {
  test(`@both-viewports ${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
