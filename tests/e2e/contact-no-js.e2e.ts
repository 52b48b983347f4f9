import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { optionLabels } from "../../src/features/leads/option-labels";
import { expectNoAxeViolations } from "./axe";
import { expect, type Page, test } from "./fixtures";
import { islandReady, messages } from "./support";

/**
 * The contact page's form without JavaScript (issue 37, point 6): a real HTML form whose every step
 * posts to the page, in both languages, down to a thank-you the server renders; and a Next pressed
 * before the page's script has arrived is not lost.
 */

const paths = { en: "/contact/", es: "/es/contacto/" } as const;
/** Where the server under test writes its mails (playwright.config.ts: OUTBOX_DIR). */
const outbox = join(tmpdir(), `lumbre-e2e-${Number(process.env.E2E_PORT ?? 3210)}`, "outbox");

const settings = {
  en: JSON.parse(readFileSync("content/documents/settings/settings.en-us.json", "utf8")),
  es: JSON.parse(readFileSync("content/documents/settings/settings.es-ar.json", "utf8")),
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The team's mails that carry a message's marker: one per lead stored. */
function mailsWith(marker: string): number {
  if (!existsSync(outbox)) return 0;
  return readdirSync(outbox).filter((file) => readFileSync(join(outbox, file), "utf8").includes(marker))
    .length;
}

/** A word only this test's message contains. */
function markerFor(name: string): string {
  return `nojs${name}${test.info().project.name}${Math.random().toString(36).slice(2, 10)}`;
}

for (const locale of ["en", "es"] as const) {
  const c = messages[locale].Contact;
  const labels = optionLabels[locale];
  const companyEmail: string = settings[locale].data.company_email;

  const heading = (page: Page, text: string) => page.getByRole("heading", { name: text, exact: true });
  const progress = (page: Page, current: number, total: number) =>
    expect(page.getByTestId("step-progress")).toHaveText(fill(c.progress, { current, total }));
  const next = (page: Page) => page.getByTestId("contact-stepper").getByRole("button", { name: c.next });

  /** The details step, filled and sent; the visitor lands on the thank-you in their language. */
  async function sendDetails(page: Page, message: string) {
    await page.getByLabel(c.fields.name, { exact: true }).fill("Ana");
    await page.getByLabel(c.fields.email, { exact: true }).fill("ana.nojs@example.com");
    await page.locator("#contact-message").fill(message);
    await page.getByTestId("contact-stepper").getByRole("button", { name: c.send }).click();
    await expectThanks(page);
  }

  async function expectThanks(page: Page) {
    await expect(page).toHaveURL(new RegExp(`${paths[locale]}\\?sent`));
    const thanks = page.getByTestId("contact-sent");
    await expect(thanks.getByRole("heading", { name: c.thanks.title })).toBeVisible();
    await expect(thanks).toContainText(c.thanks.text);
    await expect(thanks.getByRole("link", { name: companyEmail })).toHaveAttribute(
      "href",
      `mailto:${companyEmail}`,
    );
    await expect(thanks.getByRole("link", { name: c.noScript.again })).toHaveAttribute("href", paths[locale]);
  }

  test.describe(`contact form without JavaScript in ${locale}`, () => {
    test.use({ javaScriptEnabled: false });

    test("new business: topic, service, budget and details, with Back and errors, to the thank-you", async ({
      page,
    }) => {
      await page.goto(paths[locale]);
      await progress(page, 1, 4);
      // Next with nothing chosen: the same step, its error in the visitor's language.
      await next(page).click();
      await expect(page.getByTestId("error-summary")).toContainText(c.errors.choice);
      await expect(page.getByRole("radio").first()).toHaveAttribute("aria-invalid", "true");

      await page.getByRole("radio", { name: labels.topics["new-business"] }).check();
      await next(page).click();
      await expect(heading(page, c.steps.service)).toBeVisible();
      await progress(page, 2, 4);
      await page.getByRole("radio", { name: labels.services["product-discovery"] }).check();
      await next(page).click();

      await expect(heading(page, c.steps.budget)).toBeVisible();
      await progress(page, 3, 4);
      // Back keeps the answer.
      await page.getByTestId("contact-stepper").getByRole("button", { name: c.back }).click();
      await expect(heading(page, c.steps.service)).toBeVisible();
      await expect(page.getByRole("radio", { name: labels.services["product-discovery"] })).toBeChecked();
      await next(page).click();
      await page.getByRole("radio", { name: labels.budgets["20k-50k"] }).check();
      await next(page).click();

      await expect(heading(page, c.steps.details)).toBeVisible();
      await progress(page, 4, 4);
      // A required field left empty: the same step, the message on the field and in the summary, and
      // what was typed is still there.
      await page.getByLabel(c.fields.name, { exact: true }).fill("Ana");
      await page.locator("#contact-message").fill("We want to rethink onboarding.");
      await page.getByTestId("contact-stepper").getByRole("button", { name: c.send }).click();
      await expect(heading(page, c.steps.details)).toBeVisible();
      const summary = page.getByTestId("error-summary");
      await expect(summary).toContainText(`${c.fields.email}: ${c.errors.required}`);
      await expect(page.getByLabel(c.fields.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(c.fields.name, { exact: true })).toHaveValue("Ana");
      await expect(page.locator("#contact-message")).toHaveValue("We want to rethink onboarding.");

      const marker = markerFor("nb");
      await sendDetails(page, `Onboarding for our savings app, ${marker}.`);
      await expect.poll(() => mailsWith(marker)).toBe(1);
    });

    for (const topic of ["general", "press", "careers"] as const) {
      test(`${topic}: topic and details, to the thank-you`, async ({ page }) => {
        await page.goto(paths[locale]);
        await page.getByRole("radio", { name: labels.topics[topic] }).check();
        await next(page).click();
        await expect(heading(page, c.steps.details)).toBeVisible();
        await progress(page, 2, 2);
        if (topic === "press") await expect(page.getByLabel(c.fields.pressCompany)).toBeVisible();
        if (topic === "careers")
          await expect(page.getByTestId("position-note")).toHaveText(c.openApplication);
        // Back to the topic, which is still chosen, and on again.
        await page.getByTestId("contact-stepper").getByRole("button", { name: c.back }).click();
        await expect(page.getByRole("radio", { name: labels.topics[topic] })).toBeChecked();
        await next(page).click();
        const marker = markerFor(topic);
        await sendDetails(page, `A question for the team, ${marker}.`);
        await expect.poll(() => mailsWith(marker)).toBe(1);
      });
    }

    test("a reload of the thank-you, or Back and Send again, stores no second lead", async ({ page }) => {
      await page.goto(paths[locale]);
      await page.getByRole("radio", { name: labels.topics.general }).check();
      await next(page).click();
      const marker = markerFor("twice");
      await sendDetails(page, `Only once, please: ${marker}.`);
      await expect.poll(() => mailsWith(marker)).toBe(1);

      await page.reload();
      await expectThanks(page);
      await page.goBack();
      await expect(heading(page, c.steps.details)).toBeVisible();
      await page.getByTestId("contact-stepper").getByRole("button", { name: c.send }).click();
      await expectThanks(page);

      // A later lead's mail is written after any copy of the first would have been.
      const later = markerFor("later");
      await page.goto(paths[locale]);
      await page.getByRole("radio", { name: labels.topics.general }).check();
      await next(page).click();
      await sendDetails(page, `Another message: ${later}.`);
      await expect.poll(() => mailsWith(later)).toBe(1);
      expect(mailsWith(marker)).toBe(1);
    });
  });

  test(`a Next pressed before the page's script has arrived is not lost (${locale})`, async ({ page }) => {
    // The island's code never arrives: the form answers natively.
    await page.route(/\/_astro\/.*\.js(\?.*)?$/, () => {});
    await page.goto(paths[locale]);
    await next(page).click();
    await expect(page.getByTestId("error-summary")).toContainText(c.errors.choice);
    await expectNoAxeViolations(page);
    await page.getByRole("radio", { name: labels.topics["new-business"] }).check();
    await next(page).click();
    await expect(heading(page, c.steps.service)).toBeVisible();
    await progress(page, 2, 4);
  });
}

for (const locale of ["en", "es"] as const) {
  const c = messages[locale].Contact;
  const labels = optionLabels[locale];

  test(`a page rendered for a post hydrates at its step, with its answers (${locale})`, async ({ page }) => {
    // The script is late: Next posts, and the page that answers hydrates once its code comes.
    const held: (() => Promise<void>)[] = [];
    const scripts = /\/_astro\/.*\.js(\?.*)?$/;
    await page.route(scripts, (route) => void held.push(() => route.continue().catch(() => undefined)));
    await page.goto(paths[locale]);
    await page.getByRole("radio", { name: labels.topics.press }).check();
    await page.getByTestId("contact-stepper").getByRole("button", { name: c.next }).click();
    await expect(page.getByRole("heading", { name: c.steps.details, exact: true })).toBeVisible();
    await page.getByLabel(c.fields.name, { exact: true }).fill("Ana");

    await page.unroute(scripts);
    await Promise.all(held.splice(0).map((release) => release()));
    await islandReady(page, "ContactStepper");
    await expect(page.getByTestId("step-progress")).toHaveText(fill(c.progress, { current: 2, total: 2 }));
    // From here the island answers: Back and Next without a post, focus on each step's question.
    await page.getByTestId("contact-stepper").getByRole("button", { name: c.back }).click();
    await expect(page.getByRole("heading", { name: c.steps.topic })).toBeFocused();
    await expect(page.getByRole("radio", { name: labels.topics.press })).toBeChecked();
    await page.getByTestId("contact-stepper").getByRole("button", { name: c.next }).click();
    await expect(page.getByRole("heading", { name: c.steps.details })).toBeFocused();
    await expect(page.getByLabel(c.fields.name, { exact: true })).toHaveValue("Ana");
    await page.getByLabel(c.fields.email, { exact: true }).fill("ana.hydrated@example.com");
    await page.locator("#contact-message").fill("A feature for our readers about your studio.");
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
    await page.getByTestId("contact-stepper").getByRole("button", { name: c.send }).click();
    expect((await posted).postDataJSON()).toMatchObject({ topic: "press", name: "Ana", locale });
    await expect(page.getByTestId("thank-you-dialog")).toBeVisible();
  });
}

test("the form's post refuses another site's page and a wrong body, in the visitor's language", async ({
  request,
}) => {
  const form = "intent=contact&step=topic&action=next&topic=general";
  const crossSite = await request.post(paths.es, {
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    data: form,
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.text()).toContain(messages.es.Contact.noScript.crossSite);
  const json = await request.post(paths.en, { data: { intent: "contact" } });
  expect(json.status()).toBe(415);
  expect(await json.text()).toContain(messages.en.Contact.noScript.malformed);
  const huge = await request.post(paths.en, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `${form}&message=${"a".repeat(40_000)}`,
  });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain(messages.en.Contact.noScript.tooLarge);
  // Every other page stays read-only.
  expect((await request.post("/careers/", { data: form })).status()).toBe(405);
});
