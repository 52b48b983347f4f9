import AxeBuilder from "@axe-core/playwright";
import { expectNoAxeViolations } from "./axe";
import { expect, type Locator, test } from "./fixtures";
import { islandReady, messages } from "./support";

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

const home = { en: "/", es: "/es/" } as const;
const contact = { en: "/contact/", es: "/es/contacto/" } as const;
const services = { en: "/services/", es: "/es/servicios/" } as const;

/** Lower case, letters and digits only: symbols ("→", "×", "·") are not part of a label (WCAG 2.5.3). */
const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The accessible name the browser computes, from the accessibility tree. */
async function accessibleName(control: Locator): Promise<string> {
  const snapshot = await control.ariaSnapshot();
  const quoted = /^- [\w-]+ "((?:[^"\\]|\\.)*)"/.exec(snapshot)?.[1];
  return quoted === undefined ? "" : JSON.parse(`"${quoted}"`);
}

/** The text a sighted visitor sees on a control: its rendered text minus visually hidden (sr-only) parts. */
function visibleText(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const seen = (node: Element) => {
      const box = node.getBoundingClientRect();
      return node.checkVisibility() && box.width > 1 && box.height > 1;
    };
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element) || !seen(node)) return "";
      return Array.from(node.childNodes, walk).join("");
    };
    return walk(element);
  });
}

for (const locale of ["en", "es"] as const) {
  const m = messages[locale];

  test(`@both-viewports ${home[locale]} header: each control's name begins with the text it shows (WCAG 2.5.3)`, async ({
    page,
  }) => {
    await page.goto(home[locale]);
    const header = page.getByRole("banner");
    // On phones the language switch and the call to action live in the menu: open it, check them there.
    if (test.info().project.name === "phone") {
      await header.getByRole("button", { name: m.Navigation.menu }).click();
      await expect(page.getByRole("dialog", { name: m.Navigation.menu })).toBeVisible();
    }

    // axe's rule (experimental, so named to run) on every header control that has an aria-label.
    const axe = await new AxeBuilder({ page })
      .include("header")
      .withRules(["label-content-name-mismatch"])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);

    // The same promise for every visible control, named from its content or not: what a speech-input
    // user reads on screen is how the name starts.
    const controls = header.locator("a, button").filter({ visible: true });
    const checked: { shown: string; name: string }[] = [];
    for (const control of await controls.all()) {
      const shown = words(await visibleText(control));
      if (shown === "") continue;
      const name = await accessibleName(control);
      checked.push({ shown, name });
      expect(words(name).startsWith(shown), `"${name}" does not begin with "${shown}"`).toBe(true);
    }
    // Not vacuous: the language switch and the call to action were among them.
    const switcher = checked.find((entry) => entry.shown === words(m.LocaleSwitcher.short));
    expect(switcher?.name).toContain(m.LocaleSwitcher.switchTo);
    expect(checked.map((entry) => entry.name)).toContain(m.Navigation.consultation);
  });

  /** The ring of a focused field: its outline, and the colour of what the outline is drawn over. */
  const focusRing = (field: Locator) =>
    field.evaluate((element) => {
      const unfocused = getComputedStyle(element);
      const before = { style: unfocused.outlineStyle, width: Number.parseFloat(unfocused.outlineWidth) };
      (element as HTMLElement).focus();
      const focused = getComputedStyle(element);
      let background = "";
      for (let node = element.parentElement; node && background === ""; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (!/^rgba\(.*, 0\)$|^transparent$/.test(colour)) background = colour;
      }
      return {
        before,
        focusVisible: element.matches(":focus-visible"),
        style: focused.outlineStyle,
        width: Number.parseFloat(focused.outlineWidth),
        offset: Number.parseFloat(focused.outlineOffset),
        colour: focused.outlineColor,
        background: background || "rgb(255, 255, 255)",
      };
    });

  /** WCAG contrast ratio of two opaque CSS colours (rgb() or color(srgb …), as browsers compute them). */
  const contrast = (a: string, b: string) => {
    const luminance = (colour: string) => {
      const rgb = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(colour);
      const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(colour);
      const channels = rgb
        ? [rgb[1], rgb[2], rgb[3]].map((value) => Number(value) / 255)
        : srgb
          ? [srgb[1], srgb[2], srgb[3]].map(Number)
          : undefined;
      const alpha = Number((rgb ?? srgb)?.[4] ?? 1);
      if (!channels || alpha < 1) throw new Error(`not an opaque colour: ${colour}`);
      const [r = 0, g = 0, b2 = 0] = channels.map((c) =>
        c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  async function expectFocusAppearance(field: Locator) {
    const ring = await focusRing(field);
    const label = `${await field.getAttribute("name")}: ${JSON.stringify(ring)}`;
    expect(ring.focusVisible, label).toBe(true);
    // Unfocused, no ring; focused, a solid ring of at least 2 CSS px all round, off the field's border …
    expect(ring.before.style === "none" || ring.before.width === 0, label).toBe(true);
    expect(ring.style, label).toBe("solid");
    expect(ring.width, label).toBeGreaterThanOrEqual(2);
    expect(ring.offset, label).toBeGreaterThanOrEqual(0);
    // … whose pixels change from the background to a colour at least 3:1 against it (SC 2.4.13).
    expect(contrast(ring.colour, ring.background), label).toBeGreaterThanOrEqual(3);
  }

  test(`@both-viewports ${contact[locale]} text fields show a focus ring that meets WCAG 2.2 focus appearance`, async ({
    page,
  }) => {
    await page.goto(contact[locale]);
    await islandReady(page, "ContactStepper");
    const stepper = page.getByTestId("contact-stepper");
    await page.getByRole("radio", { name: m.Options.topics.press }).check();
    await stepper.getByRole("button", { name: m.Contact.next }).click();
    await expect(page.getByRole("heading", { name: m.Contact.steps.details })).toBeFocused();
    const fields = await stepper.getByRole("textbox").all();
    // Name, last name, e-mail, publication and message: inputs and the text area.
    expect(fields.length).toBeGreaterThanOrEqual(4);
    expect(await stepper.locator("textarea").count()).toBeGreaterThan(0);
    for (const field of fields) await expectFocusAppearance(field);
  });

  test(`${services[locale]} selects show the same focus ring from the keyboard`, async ({ page }) => {
    await page.goto(services[locale]);
    const selects = page.getByRole("form").getByRole("combobox");
    await expect(selects.first()).toBeEnabled();
    // A key press first: selects show their ring for keyboard focus, as the browser decides.
    await page.keyboard.press("Tab");
    for (const select of await selects.all()) await expectFocusAppearance(select);
  });
}
