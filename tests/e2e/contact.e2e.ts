import { readFileSync } from "node:fs";
import { createTranslator } from "use-intl/core";
import { optionLabels } from "../../src/features/leads/option-labels";
import { ISLAND_ATTRIBUTE, islandSelector } from "../../src/site/integrations/directives/astro-island";
import { expectNoAxeViolations } from "./axe";
import { expect, type Locator, test } from "./fixtures";
import { islandReady, messages } from "./support";

/**
 * The contact page's stepper, its thank-you modal and booking steps, and the consultation popup
 * (issue 6), in both languages, against the production build and its real API.
 */

const paths = {
  contact: { en: "/contact/", es: "/es/contacto/" },
  service: { en: "/services/ux-audits/", es: "/es/servicios/auditorias-ux/" },
} as const;

const settings = {
  en: JSON.parse(readFileSync("content/documents/settings/settings.en-us.json", "utf8")),
  es: JSON.parse(readFileSync("content/documents/settings/settings.es-ar.json", "utf8")),
} as const;
const careers = {
  en: JSON.parse(readFileSync("content/documents/careers/careers.en-us.json", "utf8")),
  es: JSON.parse(readFileSync("content/documents/careers/careers.es-ar.json", "utf8")),
} as const;

// A visitor in Madrid: slots are shown on Madrid's clock, with the zone named.
test.use({ timezoneId: "Europe/Madrid" });

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/**
 * A fixed free time of the picker, different for every booking of the run: `booking` numbers the
 * bookings of one test, and the project and language spread them further, each on a day of its own
 * (a booking blocks its neighbours through the buffer). The server starts with an empty database, so a
 * failure replays with the same slots.
 */
async function pickSlot(scope: Locator, locale: "en" | "es", booking: number) {
  const project = test.info().project.name === "phone" ? 1 : 0;
  const n = booking * 4 + (locale === "es" ? 2 : 0) + project;
  const picker = scope.getByTestId("slot-picker");
  await expect(picker).toBeVisible();
  const days = picker.locator('input[type="radio"][name$="-day"]');
  const dayCount = await days.count();
  expect(dayCount).toBeGreaterThan(0);
  await days.nth(n % dayCount).check();
  const times = picker.locator('input[type="radio"][name$="-time"]');
  const timeCount = await times.count();
  expect(timeCount).toBeGreaterThan(0);
  const time = times.nth(Math.floor(n / dayCount) % timeCount);
  await time.check();
  await expect(time).toBeChecked();
}

/** An address of this test alone: the server allows each address only a few upcoming bookings. */
function ownAddress(name: string, locale: "en" | "es"): string {
  return `${name}.${locale}.${test.info().project.name}@example.com`;
}

for (const locale of ["en", "es"] as const) {
  const m = messages[locale];
  const c = m.Contact;
  const p = m.Consultation;
  const labels = optionLabels[locale];
  // The countdown is an ICU message with a plural, formatted as the page's view formats it.
  const tThanks = createTranslator({ locale, messages: m, namespace: "Contact.thanks" });
  const countdownAt = (seconds: number) => tThanks("countdown", { seconds });
  const companyEmail: string = settings[locale].data.company_email;

  test.describe(`contact page in ${locale}`, () => {
    test("@both-viewports offices, the opening-hours question and the first step", async ({ page }) => {
      await page.goto(paths.contact[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const offices = page.getByTestId("offices").getByRole("listitem");
      await expect(offices).toHaveCount(3);
      await expect(offices.nth(2)).toContainText(c.soon);
      for (const office of settings[locale].data.offices) {
        await expect(page.getByTestId("offices")).toContainText(office.region);
      }
      const hours = page.getByTestId("opening-hours");
      await hours
        .getByText(locale === "en" ? "What are your opening hours?" : "¿En qué horario atienden?")
        .click();
      await expect(hours).toContainText(locale === "en" ? "Monday to Friday" : "De lunes a viernes");
      await expect(hours).toContainText("GMT-3");
      await expect(page.getByTestId("step-progress")).toHaveText(fill(c.progress, { current: 1, total: 4 }));
      await expect(page.getByRole("radio")).toHaveCount(4);
      for (const topic of Object.values(labels.topics)) {
        await expect(page.getByRole("radio", { name: topic })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });

    test("@both-viewports new business: four steps, the thank-you modal and its countdown", async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(paths.contact[locale]);
      await islandReady(page, "ContactStepper");
      const stepper = page.getByTestId("contact-stepper");

      await page.getByRole("radio", { name: labels.topics["new-business"] }).check();
      await stepper.getByRole("button", { name: c.next }).click();
      await expect(page.getByRole("heading", { name: c.steps.service })).toBeFocused();
      await expect(page.getByTestId("step-progress")).toHaveText(fill(c.progress, { current: 2, total: 4 }));
      await expect(stepper.getByRole("radio")).toHaveCount(5);
      await page.getByRole("radio", { name: labels.services["product-discovery"] }).check();
      await stepper.getByRole("button", { name: c.next }).click();

      await expect(page.getByRole("heading", { name: c.steps.budget })).toBeFocused();
      for (const budget of Object.values(labels.budgets)) {
        await expect(page.getByRole("radio", { name: budget })).toBeVisible();
      }
      // Back keeps the answer.
      await stepper.getByRole("button", { name: c.back }).click();
      await expect(page.getByRole("heading", { name: c.steps.service })).toBeFocused();
      await expect(page.getByRole("radio", { name: labels.services["product-discovery"] })).toBeChecked();
      await stepper.getByRole("button", { name: c.next }).click();
      await page.getByRole("radio", { name: labels.budgets["20k-50k"] }).check();
      await stepper.getByRole("button", { name: c.next }).click();

      await expect(page.getByRole("heading", { name: c.steps.details })).toBeFocused();
      await expect(page.getByTestId("step-progress")).toHaveText(fill(c.progress, { current: 4, total: 4 }));
      await expect(page.getByLabel(c.fields.name, { exact: true })).toHaveAttribute(
        "placeholder",
        c.placeholders.name,
      );
      await expect(page.getByLabel(c.fields.email, { exact: true })).toHaveAttribute(
        "placeholder",
        c.placeholders.email,
      );
      await expect(page.getByLabel(c.fields.company)).toHaveAttribute("placeholder", c.placeholders.company);
      await expect(page.getByLabel(c.fields.project)).toHaveAttribute("placeholder", c.placeholders.project);
      // The honeypot is off-screen, out of the tab order and hidden from assistive technology.
      const honeypot = page.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute("tabindex", "-1");
      await expect(honeypot.locator("xpath=ancestor::div[@aria-hidden='true']")).toHaveCount(1);

      await page.getByLabel(c.fields.name, { exact: true }).fill("Ana");
      await page.getByLabel(c.fields.lastName).fill("Pereyra");
      await page.getByLabel(c.fields.email, { exact: true }).fill("ana.pereyra@example.com");
      await page.getByLabel(c.fields.company).fill("Banco Austral");
      await page.getByLabel(c.fields.project).fill("We want to rethink onboarding for our savings app.");
      const send = stepper.getByRole("button", { name: c.send });
      await expect(send).toHaveText(new RegExp(`^${c.send}`));
      // From here the page's clock moves only when the test says so.
      await page.clock.pauseAt(Date.now() + 60_000);
      const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
      await send.click();
      const request = await posted;
      expect(request.headers()["idempotency-key"]).toMatch(/^[A-Za-z0-9-]{16,}$/);
      expect(request.postDataJSON()).toMatchObject({
        locale,
        topic: "new-business",
        service: "product-discovery",
        budget: "20k-50k",
        name: "Ana",
        email: "ana.pereyra@example.com",
        // The page it was sent from goes to the team's webhooks with the lead.
        page: new URL(page.url()).pathname,
      });

      const dialog = page.getByRole("dialog", { name: c.thanks.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: c.thanks.title })).toBeFocused();
      await expect(dialog).toContainText(c.thanks.text);
      await expect(dialog.getByRole("link", { name: companyEmail })).toHaveAttribute(
        "href",
        `mailto:${companyEmail}`,
      );
      const countdown = dialog.getByTestId("countdown");
      await expect(countdown).toHaveText(countdownAt(10));

      await page.clock.runFor(1_000);
      await expect(countdown).toHaveText(countdownAt(9));
      await page.clock.runFor(4_000);
      await expect(countdown).toHaveText(countdownAt(5));
      // Screen readers hear the countdown at 5 seconds, not every second.
      await expect(dialog.getByRole("status")).toHaveText(countdownAt(5));
      await page.clock.runFor(4_000);
      await expect(countdown).toHaveText(countdownAt(1));
      await page.clock.runFor(1_000);
      await expect(dialog).toBeHidden();

      // The form starts again, empty, at the first step, with focus on its question.
      await expect(page.getByRole("heading", { name: c.steps.topic })).toBeFocused();
      await expect(page.getByRole("radio", { name: labels.topics["new-business"] })).not.toBeChecked();
      await expect(page.getByTestId("step-progress")).toHaveText(fill(c.progress, { current: 1, total: 4 }));
    });

    test("Escape closes the thank-you modal at once", async ({ page }) => {
      await page.goto(paths.contact[locale]);
      await islandReady(page, "ContactStepper");
      await page.getByRole("radio", { name: labels.topics.general }).check();
      await page.getByTestId("contact-stepper").getByRole("button", { name: c.next }).click();
      await expect(page.getByTestId("step-progress")).toHaveText(fill(c.progress, { current: 2, total: 2 }));
      await expect(page.getByLabel(c.fields.message)).toHaveAttribute("placeholder", c.placeholders.message);
      await page.getByLabel(c.fields.name, { exact: true }).fill("Tomás");
      await page.getByLabel(c.fields.email, { exact: true }).fill("tomas@example.com");
      await page.getByLabel(c.fields.message).fill("Do you work with public-sector teams?");
      await page.getByRole("button", { name: c.send }).click();
      const dialog = page.getByTestId("thank-you-dialog");
      await expect(dialog).toBeVisible();
      // The thank-you celebrates with confetti, drawn inside the modal and gone when it is over.
      const confetti = dialog.locator("canvas[data-confetti]");
      await expect(confetti).toHaveCount(1);
      await expect(confetti).toHaveAttribute("aria-hidden", "true");
      // (With the clock running: axe waits on timers.)
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { name: c.steps.topic })).toBeFocused();
    });

    test("?topic=careers preselects Careers and names the position; no confetti with reduced motion", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const position = careers[locale].data.positions[0];
      await page.goto(`${paths.contact[locale]}?topic=careers&position=${position.id}`);
      await islandReady(page, "ContactStepper");
      await expect(page.getByRole("radio", { name: labels.topics.careers })).toBeChecked();
      await expect(page.getByTestId("step-progress")).toHaveText(fill(c.progress, { current: 1, total: 2 }));
      await page.getByTestId("contact-stepper").getByRole("button", { name: c.next }).click();
      await expect(page.getByRole("heading", { name: c.steps.details })).toBeFocused();
      await expect(page.getByTestId("position-note")).toHaveText(
        fill(c.position, { position: position.title }),
      );
      await page.getByLabel(c.fields.name, { exact: true }).fill("Lucía");
      await page.getByLabel(c.fields.email, { exact: true }).fill("lucia@example.com");
      await page
        .getByLabel(c.fields.message)
        .fill("Portfolio: https://example.com/lucia. Eight years in fintech.");
      const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
      await page.getByRole("button", { name: c.send }).click();
      expect((await posted).postDataJSON()).toMatchObject({ topic: "careers", position: position.id });
      const thanks = page.getByTestId("thank-you-dialog");
      await expect(thanks).toBeVisible();
      // The thank-you has decided on its celebration: none, for a visitor who asks for less motion.
      await expect(thanks).toHaveAttribute("data-celebration", "none");
      await expect(page.locator("canvas[data-confetti]")).toHaveCount(0);
    });

    test("press asks for the publication", async ({ page }) => {
      await page.goto(paths.contact[locale]);
      await islandReady(page, "ContactStepper");
      await page.getByRole("radio", { name: labels.topics.press }).check();
      await page.getByTestId("contact-stepper").getByRole("button", { name: c.next }).click();
      const company = page.getByLabel(c.fields.pressCompany);
      await expect(company).toHaveAttribute("placeholder", c.placeholders.pressCompany);
    });

    test("errors per field, in a summary, and from the server", async ({ page }) => {
      await page.goto(paths.contact[locale]);
      await islandReady(page, "ContactStepper");
      const stepper = page.getByTestId("contact-stepper");
      await stepper.getByRole("button", { name: c.next }).click();
      await expect(page.getByTestId("error-summary")).toContainText(c.errors.choice);
      await expect(page.getByRole("radio").first()).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);

      await page.getByRole("radio", { name: labels.topics.general }).check();
      await expect(page.getByTestId("error-summary")).toHaveCount(0);
      await stepper.getByRole("button", { name: c.next }).click();
      await page.getByLabel(c.fields.email, { exact: true }).fill("ana@");
      await page.getByLabel(c.fields.message).fill("Hola");
      await stepper.getByRole("button", { name: c.send }).click();

      const name = page.getByLabel(c.fields.name, { exact: true });
      const email = page.getByLabel(c.fields.email, { exact: true });
      const message = page.getByLabel(c.fields.message);
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(c.errors.required);
      await expect(email).toHaveAccessibleDescription(c.errors.email);
      await expect(message).toHaveAccessibleDescription(c.errors.tooShort);
      const summary = page.getByTestId("error-summary");
      await expect(summary).toContainText(c.summary);
      await expect(summary.getByRole("link")).toHaveCount(3);
      // The summary's links lead to their fields.
      await summary.getByRole("link").nth(1).click();
      await expect(email).toBeFocused();
      await expectNoAxeViolations(page);

      // Fixing a field clears its message as it is typed.
      await email.fill("ana@example.com");
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
      await expect(summary.getByRole("link")).toHaveCount(2);

      // Messages the server sends back are shown on their fields; what was typed stays. The browser
      // checks with the same schema, so the post is altered on its way to make the real server refuse it.
      await page.route("**/api/contact", (route) =>
        route.continue({
          postData: JSON.stringify({ ...(route.request().postDataJSON() as object), email: "ana@" }),
        }),
      );
      const refused = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
      await name.fill("Ana");
      await message.fill("Do you work with public-sector teams?");
      await stepper.getByRole("button", { name: c.send }).click();
      expect((await refused).status()).toBe(400);
      await expect(email).toHaveAccessibleDescription(c.errors.email);
      await expect(email).toHaveValue("ana@example.com");
      await expect(message).toHaveValue("Do you work with public-sector teams?");
    });

    test("offline: says so, keeps the input and sends once back online, with the same key", async ({
      page,
      context,
    }) => {
      await page.goto(paths.contact[locale]);
      await islandReady(page, "ContactStepper");
      await page.getByRole("radio", { name: labels.topics.general }).check();
      await page.getByTestId("contact-stepper").getByRole("button", { name: c.next }).click();
      await page.getByLabel(c.fields.name, { exact: true }).fill("Sofía");
      await page.getByLabel(c.fields.email, { exact: true }).fill("sofia@example.com");
      await page.getByLabel(c.fields.message).fill("Can we meet at the Miami office next month?");
      const keys: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/contact")) keys.push(request.headers()["idempotency-key"] ?? "");
      });
      await context.setOffline(true);
      await page.getByRole("button", { name: c.send }).click();
      await expect(page.getByTestId("contact-notice")).toHaveText(c.status.offline);
      await expect(page.getByLabel(c.fields.message)).toHaveValue(
        "Can we meet at the Miami office next month?",
      );
      await context.setOffline(false);
      await expect(page.getByTestId("thank-you-dialog")).toBeVisible();
      expect(new Set(keys.filter(Boolean)).size).toBe(1);
    });

    test("@both-viewports booking a call on the page: a slot in the visitor's zone, then the thank-you", async ({
      page,
    }) => {
      // It watches the confetti run to its end in real time, after three axe scans: more than the default.
      test.setTimeout(60_000);
      await page.goto(paths.contact[locale]);
      await islandReady(page, "ContactStepper");
      await page.getByRole("link", { name: c.booking.open }).click();
      await expect(page.getByRole("heading", { name: c.booking.steps.slot })).toBeFocused();
      await expect(page.getByTestId("step-progress")).toHaveText(fill(c.progress, { current: 1, total: 2 }));
      await expect(page.getByTestId("slot-zone")).toHaveText(
        new RegExp(
          `^${fill(c.slots.zone, { zone: "Europe/Madrid" }).replace("/", "\\/")} \\((GMT\\+[12]|CES?T)\\)$`,
        ),
      );
      // Next without a time: the time is required.
      await page.getByTestId("booking-steps").getByRole("button", { name: c.next }).click();
      await expect(page.getByTestId("error-summary")).toContainText(c.errors.slot);
      await expectNoAxeViolations(page);

      await pickSlot(page.getByTestId("booking-steps"), locale, 0);
      await page.getByTestId("booking-steps").getByRole("button", { name: c.next }).click();
      await expect(page.getByRole("heading", { name: c.booking.steps.booker })).toBeFocused();
      await expect(page.getByTestId("chosen-slot")).toBeVisible();
      const martina = ownAddress("martina", locale);
      await page.getByLabel(c.fields.name, { exact: true }).fill("Martina Ruiz");
      await page.getByLabel(c.fields.email, { exact: true }).fill(martina);
      const posted = page.waitForRequest((request) => request.url().endsWith("/api/bookings"));
      await page.getByRole("button", { name: c.booking.book }).click();
      const request = await posted;
      expect(request.headers()["idempotency-key"]).toBeTruthy();
      expect(request.postDataJSON()).toMatchObject({
        locale,
        timeZone: "Europe/Madrid",
        name: "Martina Ruiz",
        page: new URL(page.url()).pathname,
      });

      const done = page.getByTestId("booking-done");
      await expect(done.getByRole("heading", { name: c.booking.doneTitle })).toBeFocused();
      await expect(done).toContainText(fill(c.booking.doneText, { email: martina }));
      // The thank-you state celebrates with confetti, on a canvas removed when it is over.
      const confetti = page.locator("canvas[data-confetti]");
      await expect(confetti).toHaveCount(1);
      await expect(confetti).toHaveAttribute("aria-hidden", "true");
      await expect(confetti).toHaveCount(0, { timeout: 15_000 });
      await expectNoAxeViolations(page);
      await done.getByRole("button", { name: c.booking.doneAgain }).click();
      await expect(page.getByRole("heading", { name: c.steps.topic })).toBeFocused();
    });

    test("booking: a slot taken meanwhile sends the visitor back to fresh times; no confetti with reduced motion", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(paths.contact[locale]);
      await islandReady(page, "ContactStepper");
      await page.getByRole("link", { name: c.booking.open }).click();
      await pickSlot(page.getByTestId("booking-steps"), locale, 1);
      await page.getByTestId("booking-steps").getByRole("button", { name: c.next }).click();
      await page.getByLabel(c.fields.name, { exact: true }).fill("Julián");
      await page.getByLabel(c.fields.email, { exact: true }).fill(ownAddress("julian", locale));
      // Someone else books the same time first, through the real API: the server answers the visitor 409.
      let taken = false;
      await page.route("**/api/bookings", async (route) => {
        if (!taken) {
          taken = true;
          const chosen = route.request().postDataJSON() as Record<string, unknown>;
          const rival = await page.request.post("/api/bookings", {
            data: { ...chosen, name: "Rival", email: ownAddress("rival", locale) },
            headers: { "idempotency-key": crypto.randomUUID() },
          });
          expect(rival.status()).toBe(201);
        }
        return route.continue();
      });
      const conflict = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
      const reloaded = page.waitForRequest((request) => request.url().includes("/api/slots"));
      await page.getByRole("button", { name: c.booking.book }).click();
      expect((await conflict).status()).toBe(409);
      await reloaded;
      await expect(page.getByTestId("booking-notice")).toHaveText(m.Api.slotTaken);
      await expect(page.getByRole("heading", { name: c.booking.steps.slot })).toBeFocused();
      await pickSlot(page.getByTestId("booking-steps"), locale, 2);
      await page.getByTestId("booking-steps").getByRole("button", { name: c.next }).click();
      await expect(page.getByLabel(c.fields.name, { exact: true })).toHaveValue("Julián");
      await page.getByRole("button", { name: c.booking.book }).click();
      await expect(page.getByTestId("booking-done")).toBeVisible();
      await expect(page.locator("body")).toHaveAttribute("data-celebration", "none");
      await expect(page.locator("canvas")).toHaveCount(0);
    });
  });

  test.describe(`consultation popup in ${locale}`, () => {
    test("@both-viewports contact path from a service page: help, budget, contact info, sent", async ({
      page,
    }) => {
      await page.goto(paths.service[locale]);
      const trigger = page.getByRole("region", { name: m.Sections.consultation }).getByRole("link");
      await expect(trigger).toHaveAttribute("href", paths.contact[locale]);
      // Once the popup can open, the link says so (before that, a click goes to the contact page).
      await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
      await trigger.click();
      // The dialog is named by its current question, so it is found by its test id from here on.
      await expect(page.getByRole("dialog", { name: p.title })).toBeVisible();
      const dialog = page.getByTestId("consultation-dialog");
      await expect(page).toHaveURL(new RegExp(`${paths.service[locale]}$`));
      await expect(dialog.getByRole("heading", { name: p.title })).toBeFocused();
      await expectNoAxeViolations(page);

      await dialog.getByRole("button", { name: p.contactUs }).click();
      await expect(dialog.getByRole("heading", { name: p.helpTitle })).toBeFocused();
      await expect(dialog).toHaveAccessibleName(p.helpTitle);
      await expect(dialog.getByRole("radio")).toHaveCount(6);
      for (const help of Object.values(labels.helpTypes)) {
        await expect(dialog.getByRole("radio", { name: help })).toBeVisible();
      }
      await dialog.getByRole("radio", { name: labels.helpTypes.other }).check();
      await dialog.getByRole("button", { name: p.next }).click();

      await expect(dialog.getByRole("heading", { name: p.budgetTitle })).toBeFocused();
      for (const budget of Object.values(labels.popupBudgets)) {
        await expect(dialog.getByRole("radio", { name: budget })).toBeVisible();
      }
      if (locale === "en") await expect(dialog.getByRole("radio", { name: "More than 50 K" })).toBeVisible();
      await dialog.getByRole("radio", { name: labels.popupBudgets["50k-plus"] }).check();
      await dialog.getByRole("button", { name: p.next }).click();

      await expect(dialog.getByRole("heading", { name: p.infoTitle })).toBeFocused();
      await expect(dialog.locator('label[for="consultation-name"]')).toHaveText(p.name);
      await expect(dialog.locator('label[for="consultation-email"]')).toHaveText(p.email);
      const name = dialog.getByRole("textbox", { name: p.name.replace("*", "") });
      const email = dialog.getByRole("textbox", { name: p.email.replace("*", "") });
      await expect(name).toHaveAttribute("required", "");
      await dialog.getByRole("button", { name: p.send }).click();
      await expect(name).toHaveAccessibleDescription(c.errors.required);
      await expect(email).toHaveAccessibleDescription(c.errors.required);
      await expectNoAxeViolations(page);
      await name.fill("Carla Gómez");
      await email.fill("carla@example.com");
      const posted = page.waitForRequest((request) => request.url().endsWith("/api/consultation"));
      await dialog.getByRole("button", { name: p.send }).click();
      expect((await posted).postDataJSON()).toMatchObject({
        locale,
        helpType: "other",
        budget: "50k-plus",
        name: "Carla Gómez",
        email: "carla@example.com",
        page: new URL(page.url()).pathname,
      });

      await expect(dialog.getByTestId("consultation-result")).toHaveText(p.sent);
      await expect(dialog.getByRole("heading", { name: p.thanks })).toBeFocused();
      await dialog.getByRole("button", { name: p.done }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test("contact path: the two questions may be skipped; only name and e-mail are required", async ({
      page,
    }) => {
      await page.goto(paths.service[locale]);
      const trigger = page.getByRole("region", { name: m.Sections.consultation }).getByRole("link");
      await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
      await trigger.click();
      const dialog = page.getByTestId("consultation-dialog");
      await dialog.getByRole("button", { name: p.contactUs }).click();
      await expect(dialog.getByRole("heading", { name: p.helpTitle })).toBeFocused();
      await dialog.getByRole("button", { name: p.next }).click();
      await expect(dialog.getByRole("heading", { name: p.budgetTitle })).toBeFocused();
      await expect(dialog.getByTestId("error-summary")).toHaveCount(0);
      await dialog.getByRole("button", { name: p.next }).click();
      await expect(dialog.getByRole("heading", { name: p.infoTitle })).toBeFocused();
      await dialog.getByRole("textbox", { name: p.name.replace("*", "") }).fill("Nora");
      await dialog.getByRole("textbox", { name: p.email.replace("*", "") }).fill(ownAddress("nora", locale));
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/consultation"));
      await dialog.getByRole("button", { name: p.send }).click();
      const response = await answered;
      expect(response.status()).toBe(201);
      const sent = response.request().postDataJSON() as Record<string, unknown>;
      expect(sent.helpType).toBeUndefined();
      expect(sent.budget).toBeUndefined();
      await expect(dialog.getByTestId("consultation-result")).toHaveText(p.sent);
    });

    test("scheduling path from the header: a slot, name and e-mail, scheduled", async ({ page }) => {
      await page.goto(paths.service[locale]);
      const trigger = page
        .getByRole("banner")
        .getByRole("link", { name: m.Navigation.consultation, exact: true });
      await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
      await trigger.click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: p.schedule }).click();
      await expect(dialog.getByRole("heading", { name: p.slotTitle })).toBeFocused();
      await expect(dialog.getByTestId("slot-zone")).toContainText("Europe/Madrid");
      await pickSlot(dialog, locale, 3);
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: p.next }).click();
      await expect(dialog.getByRole("heading", { name: p.bookerTitle })).toBeFocused();
      await dialog.getByRole("textbox", { name: p.name.replace("*", "") }).fill("Diego Ferrer");
      await dialog.getByRole("textbox", { name: p.email.replace("*", "") }).fill(ownAddress("diego", locale));
      const posted = page.waitForRequest((request) => request.url().endsWith("/api/bookings"));
      await dialog.getByRole("button", { name: p.book }).click();
      expect((await posted).postDataJSON()).toMatchObject({
        locale,
        timeZone: "Europe/Madrid",
        page: new URL(page.url()).pathname,
      });
      const result = dialog.getByTestId("consultation-result");
      await expect(result).toContainText(p.scheduled);
      await expect(result).toContainText(p.scheduledNote);
      await expect(dialog.getByRole("heading", { name: p.thanks })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test("the popup costs nothing until reached for, then shows at once while its steps' code is on its way", async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(paths.service[locale]);
      await page.waitForLoadState("networkidle");
      // Nobody reached for it yet: neither the popup nor its steps were fetched.
      expect(scripts.filter((path) => /consultation/.test(path))).toEqual([]);
      const trigger = page
        .getByRole("banner")
        .getByRole("link", { name: m.Navigation.consultation, exact: true });
      await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
      // From here the steps' code waits until the test lets it through.
      const held: (() => Promise<void>)[] = [];
      await page.route(/consultation-panel[^/]*\.m?js(?:\?|$)/, (route) => {
        held.push(() => route.continue());
      });
      // A pointer on the trigger: the popup's code comes, and asks for its steps' code.
      await trigger.hover();
      await islandReady(page, "ConsultationHost");
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: p.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: p.title })).toBeFocused();
      await expect(dialog.getByRole("status")).toHaveText(p.opening);
      await expect(dialog.getByRole("button", { name: p.contactUs })).toHaveCount(0);
      await Promise.all(held.splice(0).map((release) => release()));
      await page.unroute(/consultation-panel[^/]*\.m?js(?:\?|$)/);
      await expect(dialog.getByRole("button", { name: p.contactUs })).toBeVisible();
      await expect(dialog.getByRole("heading", { name: p.title })).toBeFocused();
      await expect(dialog.getByTestId("consultation-opening")).toHaveCount(0);
    });

    test("@both-viewports the popup shows at once that it is opening, with every script request held", async ({
      page,
    }) => {
      // Every script the page asks for waits until the test lets it through: a phone on a slow network.
      const held: (() => Promise<void>)[] = [];
      let holding = true;
      await page.route("**/*", (route) =>
        holding && route.request().resourceType() === "script"
          ? void held.push(() => route.fallback())
          : route.fallback(),
      );
      await page.goto(paths.service[locale]);
      const trigger = page.getByRole("region", { name: m.Sections.consultation }).getByRole("link");
      await trigger.click();
      // Visible, named, focused and saying it is opening, while none of the popup's code has arrived.
      const dialog = page.getByRole("dialog", { name: p.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: p.title })).toBeFocused();
      await expect(dialog.getByRole("status")).toHaveText(p.opening);
      // The popup's code was asked for and is still on its way: the island has not hydrated.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await expect(page.locator(islandSelector({ component: "ConsultationHost" }))).toHaveAttribute(
        ISLAND_ATTRIBUTE.ssr,
      );
      await expect(page).toHaveURL(new RegExp(`${paths.service[locale]}$`));
      // The code arrives: the same dialog goes on to its two paths, focus still on its heading.
      holding = false;
      await Promise.all(held.splice(0).map((release) => release()));
      await expect(dialog.getByRole("button", { name: p.contactUs })).toBeVisible();
      await expect(dialog.getByRole("heading", { name: p.title })).toBeFocused();
      await expect(dialog.getByTestId("consultation-opening")).toHaveCount(0);
      await expect(page.getByTestId("consultation-dialog")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test("closed before its code arrives, the popup stays closed and the page stays", async ({ page }) => {
      const held: (() => Promise<void>)[] = [];
      let holding = true;
      await page.route("**/*", (route) =>
        holding && route.request().resourceType() === "script"
          ? void held.push(() => route.fallback())
          : route.fallback(),
      );
      await page.goto(paths.service[locale]);
      const trigger = page
        .getByRole("banner")
        .getByRole("link", { name: m.Navigation.consultation, exact: true });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: p.title });
      await expect(dialog).toBeVisible();
      // Its close button works without script.
      await dialog.getByRole("button", { name: p.close }).click();
      await expect(dialog).toBeHidden();
      holding = false;
      await Promise.all(held.splice(0).map((release) => release()));
      await islandReady(page, "ConsultationHost");
      // The held click was answered by the closing: no popup, no trip to the contact page.
      await expect(page).toHaveURL(new RegExp(`${paths.service[locale]}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByTestId("consultation-dialog")).not.toHaveAttribute("open");
      // From now on the popup's code opens it, closes it, and opens it again at once.
      await trigger.click();
      await expect(dialog.getByRole("heading", { name: p.title })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(trigger).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("heading", { name: p.title })).toBeFocused();
    });

    test("focus stays in the popup: Tab cycles, Escape closes, focus returns", async ({ page }) => {
      await page.goto(paths.service[locale]);
      const trigger = page
        .getByRole("banner")
        .getByRole("link", { name: m.Navigation.consultation, exact: true });
      await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: p.title });
      await expect(dialog.getByRole("heading", { name: p.title })).toBeFocused();
      await expect(dialog.getByRole("button", { name: p.contactUs })).toBeVisible();
      const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press("Tab");
        expect(await inside()).toBe(true);
      }
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press("Shift+Tab");
        expect(await inside()).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      // A second opening starts again at the invitation.
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: p.title })).toBeVisible();
    });

    test("@phone-only from the phone menu; focus returns to the menu button", async ({ page }) => {
      await page.goto(paths.service[locale]);
      const menu = page.getByRole("button", { name: new RegExp(m.Navigation.menu) });
      await menu.click();
      const trigger = page
        .getByRole("dialog", { name: m.Navigation.menu })
        .getByRole("link", { name: m.Navigation.consultation });
      await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: p.title });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole("dialog", { name: m.Navigation.menu })).toBeHidden();
      await expect(dialog.getByRole("heading", { name: p.title })).toBeFocused();
      await dialog.getByRole("button", { name: p.close }).click();
      await expect(dialog).toBeHidden();
      await expect(menu).toBeFocused();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the consultation calls-to-action are links to the contact page", async ({ page }) => {
    await page.goto(paths.service.es);
    await page.getByRole("region", { name: messages.es.Sections.consultation }).getByRole("link").click();
    await expect(page).toHaveURL(/\/es\/contacto\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
