import { expectNoAxeViolations } from "./axe";
import { expect, type Page, test } from "./fixtures";
import { messages } from "./support";

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

// A multi-page site: every navigation is the browser's own, so scroll restoration, hash scrolling and the
// back button are the browser's (the specification's "scroll manager" is this).
test.describe("navigation behaviour", () => {
  test("leaves scroll restoration to the browser", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe("auto");
  });

  for (const [home, link] of [
    ["/", "Approach"],
    ["/es/", "Enfoque"],
  ] as const) {
    test(`scrolls to the top on a link, restores the position on back (${home})`, async ({ page }) => {
      await page.goto(home);
      await scrollToBottom(page);
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(home === "/" ? "/approach/" : "/es/approach/");
      await expect.poll(() => scrollY(page)).toBe(0);

      await scrollToBottom(page);
      const left = await scrollY(page);
      // A DOM click: Playwright's click would first scroll the sticky header's logo "into view".
      await page
        .getByRole("banner")
        .getByRole("link", { name: /Lumbre/ })
        .evaluate((link: HTMLElement) => link.click());
      await expect(page).toHaveURL(home);
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(home === "/" ? "/approach/" : "/es/approach/");
      await expect.poll(() => scrollY(page)).toBe(left);
    });
  }

  test("follows a link to a #hash on another page to its target", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/culture/#site-footer";
      link.textContent = "to the footer";
      document.querySelector("main")?.prepend(link);
    });
    await page.getByRole("link", { name: "to the footer" }).click();
    await expect(page).toHaveURL("/culture/#site-footer");
    await expect(page.locator("#site-footer")).toBeInViewport();
  });

  test("scrolls to the #hash target on a page load", async ({ page }) => {
    await page.goto("/culture/#site-footer");
    await expect(page.locator("#site-footer")).toBeInViewport();
  });
});

test.describe("site shell", () => {
  test("the header links to every section and to the consultation", async ({ page }) => {
    await page.goto("/es/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const label of [
      "Servicios",
      "Industrias",
      "Casos",
      "Enfoque",
      "Cultura",
      "Sumate",
      "Insights",
      "Contacto",
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Agendar 20 min", exact: true }),
    ).toHaveAttribute("href", "/es/contacto/");
  });

  test("the footer lists the offices, the legal pages and social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const region of ["South America", "North America", "Europe"])
      await expect(footer).toContainText(region);
    await expect(footer.getByText("Soon")).toBeVisible();
    for (const [name, href] of [
      ["Cookie policy", "/cookies/"],
      ["Privacy policy", "/privacy/"],
      ["Terms and conditions", "/terms-conditions/"],
      ["Purchase policy", "/purchase-policy/"],
    ] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toBeVisible();
  });

  test("@phone-only the menu opens by keyboard without a script, closes on Escape and returns focus", async ({
    page,
  }) => {
    await page.goto("/es/");
    const button = page.getByRole("button", { name: /Menú/ });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu).toBeVisible();
    // The menu's links follow its button in the focus order.
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole("link", { name: "Cultura" }).click();
    await expect(page).toHaveURL("/es/cultura/");
    await expect(menu).toBeHidden();
  });

  test("@phone-only the menu works with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 780 },
    });
    const page = await context.newPage();
    await page.goto("/es/");
    await page.getByRole("button", { name: /Menú/ }).click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await menu.getByRole("link", { name: "Cultura" }).click();
    await expect(page).toHaveURL("/es/cultura/");
    await context.close();
  });
});

// The phone menu is a modal dialog, with and without a script: the page behind it is out of reach, so
// however many times a visitor presses Tab, focus stays in the menu; Escape gives it back to the button.
for (const javaScriptEnabled of [true, false]) {
  for (const [home, locale] of [
    ["/", "en"],
    ["/es/", "es"],
  ] as const) {
    test(`@phone-only the menu keeps focus inside for 30 Tabs and Escape returns it (${locale}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 360, height: 780 },
        hasTouch: true,
        isMobile: true,
        storageState: "tests/e2e/consented.json",
      });
      const page = await context.newPage();
      const m = messages[locale].Navigation;
      await page.goto(home);
      const button = page.getByRole("button", { name: new RegExp(m.menu) });
      await button.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: m.menu });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("button", { name: m.closeMenu })).toBeFocused();
      // axe runs as a script in the page: with JavaScript on only.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      // Past its last link, Tab may visit the browser's own toolbar (nothing in the page focused) before it
      // comes back to the menu's first control, as with any modal dialog: never a link behind the menu.
      const focusIs = () =>
        menu.evaluate((element) =>
          element.contains(document.activeElement)
            ? "menu"
            : document.activeElement === document.body
              ? "browser"
              : (document.activeElement?.outerHTML.slice(0, 80) ?? "nothing"),
        );
      const stops: string[] = [];
      for (let stop = 0; stop < 30; stop += 1) {
        await page.keyboard.press("Tab");
        stops.push(await focusIs());
      }
      expect(stops.filter((where) => where !== "menu" && where !== "browser")).toEqual([]);
      expect(stops.filter((where) => where === "menu").length).toBeGreaterThanOrEqual(27);
      await page.keyboard.press("Shift+Tab");
      expect(await focusIs()).toBe("menu");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await context.close();
    });
  }
}

test("@phone-only a window widened with the menu open keeps it visible to close, then the page answers", async ({
  page,
}) => {
  const m = messages.es.Navigation;
  await page.goto("/es/");
  await page.getByRole("button", { name: new RegExp(m.menu) }).click();
  const menu = page.getByRole("dialog", { name: m.menu });
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: m.closeMenu }).click();
  await expect(menu).toBeHidden();
  await page.getByRole("navigation", { name: m.label }).getByRole("link", { name: m.insights }).click();
  await expect(page).toHaveURL("/es/insights/");
});

test.describe("page transition", () => {
  test("opts every navigation into a cross-document view transition, the main column named page", async ({
    page,
  }) => {
    // The browser runs the transition itself (and may skip one on a slow machine): what the site decides is
    // the opt-in, unless the visitor asked for less motion, and the name of the element that transitions.
    await page.goto("/es/");
    const optIn = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
        .filter((rule) => rule.conditionText.includes("prefers-reduced-motion: no-preference"))
        .flatMap((rule) => [...rule.cssRules])
        .map((rule) => rule.cssText.replace(/\s+/g, " ")),
    );
    expect(optIn).toContain("@view-transition { navigation: auto; }");
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Cultura" }).click();
    await expect(page).toHaveURL("/es/cultura/");
    const named = await page.evaluate(
      () => getComputedStyle(document.getElementById("page") ?? document.body).viewTransitionName,
    );
    expect(named).toBe("page");
  });

  test("navigates without a transition under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        const transition = (event as Event & { viewTransition?: unknown }).viewTransition;
        sessionStorage.setItem("lumbre-test-transition", transition ? "yes" : "no");
      });
    });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Culture" }).click();
    await expect(page).toHaveURL("/culture/");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("lumbre-test-transition"))).toBe("no");
  });

  test("has no animation under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const animations = await page.evaluate(() => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      const reduced = rules.filter(
        (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes("reduce"),
      );
      return reduced
        .flatMap((media) => [...media.cssRules])
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
        .filter((rule) => rule.selectorText.includes("::view-transition"))
        .flatMap((rule) =>
          rule.selectorText
            .split(",")
            .map((selector) => `${selector.trim()} ${rule.style.getPropertyValue("animation-name")}`),
        );
    });
    expect(animations).toEqual(
      expect.arrayContaining(["::view-transition-old(*) none", "::view-transition-new(*) none"]),
    );
  });
});
