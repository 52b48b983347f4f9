import { expectNoAxeViolations } from "./axe";
import { expect, type Page, test } from "./fixtures";
import { islandReady, messages } from "./support";

/**
 * Booking the 20-minute call when the booking steps' script is not there: with JavaScript off (the
 * contact page's server-rendered booking state, a real form) and when the steps' chunk cannot be
 * fetched (the page reloads once, then the link leads to that state). Issue 37, point 3.
 */

const contact = { en: "/contact/", es: "/es/contacto/" } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An address of this test alone: the server allows each address only a few upcoming bookings. */
function ownAddress(name: string, locale: "en" | "es"): string {
  return `${name}.${locale}.${test.info().project.name}@nojs.example.com`;
}

/**
 * A free time of the last listed day, counted from its end, different for every booking of the run
 * (`n` numbers them in the file, the language and project spread them further): the contact page's
 * JavaScript tests take the first times of the earlier days. Returns the time's radio.
 */
async function pickLateSlot(page: Page, locale: "en" | "es", n: number) {
  const project = test.info().project.name === "phone" ? 6 : 0;
  const index = n * 2 + (locale === "es" ? 1 : 0) + project;
  const day = page.getByTestId("slot-days").locator("details").last();
  // The days are a native disclosure list: the visitor opens one, no script involved.
  if ((await day.getAttribute("open")) === null) await day.locator("summary").click();
  const times = day.locator('input[type="radio"]');
  const count = await times.count();
  expect(count).toBeGreaterThan(index);
  const time = times.nth(count - 1 - index);
  await time.check();
  await expect(time).toBeChecked();
  return time;
}

for (const locale of ["en", "es"] as const) {
  const m = messages[locale];
  const c = m.Contact;

  test.describe(`booking without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("see the times, pick one, say who you are, book: the confirmation", async ({ page }) => {
      await page.goto(contact[locale]);
      await page.getByRole("link", { name: c.booking.open }).click();
      await expect(page).toHaveURL(/\?booking/);
      const form = page.getByTestId("booking-form");
      await expect(form.getByRole("heading", { name: c.booking.steps.slot })).toBeVisible();
      // The visitor's own zone is unknown without a script: the page says which zone the times are in.
      const [before, after] = c.booking.zoneNote.split("{zone}");
      await expect(page.getByTestId("slot-zone")).toHaveText(
        new RegExp(
          `^${escapeRegExp(before ?? "")}America/Argentina/Buenos Aires \\(.+\\)${escapeRegExp(after ?? "")}$`,
        ),
      );

      const time = await pickLateSlot(page, locale, 0);
      const slot = await time.getAttribute("value");
      await form.getByLabel(c.fields.name).fill("Martina");
      await form.getByLabel(c.fields.email).fill(ownAddress("martina", locale));
      await form.getByRole("button", { name: c.booking.book }).click();

      await expect(page).toHaveURL(new RegExp(`\\?booked=${escapeRegExp(encodeURIComponent(slot ?? ""))}`));
      const done = page.getByTestId("booking-done");
      await expect(done.getByRole("heading", { name: c.booking.doneTitle })).toBeVisible();
      await expect(done).toContainText(c.booking.doneNote);
      await expect(page.getByTestId("booked-slot")).toBeVisible();
    });

    test("the same time a second time is taken: the times again, fresh, the details kept", async ({
      page,
      context,
    }) => {
      // Two visitors look at the same times; the first books, the second sends the same one after.
      const rival = await context.newPage();
      for (const visitor of [page, rival]) await visitor.goto(`${contact[locale]}?booking`);
      const time = await pickLateSlot(page, locale, 1);
      const slot = (await time.getAttribute("value")) ?? "";
      // The very time the first visitor holds, by its value: other tests book meanwhile, and a place in
      // the list could name another time.
      const day = rival.getByTestId("slot-days").locator("details").last();
      if ((await day.getAttribute("open")) === null) await day.locator("summary").click();
      await rival.locator(`input[type="radio"][value="${slot}"]`).check();
      await rival.getByLabel(c.fields.name).fill("Rival");
      await rival.getByLabel(c.fields.email).fill(ownAddress("rival", locale));
      await rival.getByRole("button", { name: c.booking.book }).click();
      await expect(rival.getByTestId("booking-done")).toBeVisible();

      await page.getByLabel(c.fields.name).fill("Martina");
      await page.getByLabel(c.fields.email).fill(ownAddress("second", locale));
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: c.booking.book }).click();
      expect((await answer).status()).toBe(409);
      await expect(page.getByTestId("booking-notice")).toHaveText(m.Api.slotTaken);
      await expect(page.getByLabel(c.fields.name)).toHaveValue("Martina");
      await expect(page.getByLabel(c.fields.email)).toHaveValue(ownAddress("second", locale));
      // The list is the schedule of now: the time just taken is gone from it.
      await expect(page.getByTestId("slot-days").locator(`input[value="${slot}"]`)).toHaveCount(0);
      await expect(page.getByTestId("slot-days").locator('input[type="radio"]').first()).toBeAttached();
    });

    test("a missing e-mail: the form again, the problem in the page's language, the name kept", async ({
      page,
    }) => {
      await page.goto(`${contact[locale]}?booking`);
      await pickLateSlot(page, locale, 2);
      await page.getByLabel(c.fields.name).fill("Martina");
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: c.booking.book }).click();
      expect((await answer).status()).toBe(400);
      const email = page.getByLabel(c.fields.email);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(c.errors.required);
      await expect(page.getByTestId("error-summary")).toContainText(c.errors.required);
      await expect(page.getByLabel(c.fields.name)).toHaveValue("Martina");
    });
  });

  // axe runs as a script in the page: the same server-rendered states, checked with JavaScript on.
  test(`the booking state and its answer with errors have no axe violations (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${contact[locale]}?booking`);
    await expect(page.getByTestId("booking-form")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.booking.book }).click();
    await expect(page.getByTestId("error-summary")).toContainText(c.errors.slot);
    await expectNoAxeViolations(page);
    await page.goto(`${contact[locale]}?booked=2026-12-01T12:00:00.000Z`);
    await expect(page.getByTestId("booking-done")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`@both-viewports the booking steps' code cannot be fetched: one reload, then the server's booking state (${locale})`, async ({
    page,
  }) => {
    await page.goto(contact[locale]);
    await islandReady(page, "ContactStepper");
    const card = page.getByRole("region", { name: c.formTitle });
    await expect(card.getByTestId("contact-stepper")).toBeVisible();

    // From now on no script can be fetched (a deploy replaced them, the network dropped).
    const aborted: string[] = [];
    await page.route(/\/_astro\/.+\.js$/, (route) => {
      aborted.push(route.request().url());
      return route.abort("failed");
    });
    const reloaded = page.waitForEvent("load");
    await page.getByRole("link", { name: c.booking.open }).click();
    await reloaded;
    expect(aborted.length).toBeGreaterThan(0);
    // Reloaded once, on the contact page: its form is there, whole, as the server sent it.
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(contact[locale])}$`));
    await expect(card.getByTestId("contact-stepper")).toBeVisible();

    // Still no script: the link is a link, and leads to the booking state the server renders.
    await page.getByRole("link", { name: c.booking.open }).click();
    await expect(page).toHaveURL(/\?booking/);
    await expect(
      page.getByTestId("booking-form").getByRole("heading", { name: c.booking.steps.slot }),
    ).toBeVisible();
  });
}
