import { expect, type Page, test } from "./fixtures";

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

test.describe("navigation behaviour", () => {
  test("uses manual scroll restoration", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe("manual");
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

  test("scrolls to the #hash target after a client-side navigation", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const router = (window as unknown as { next?: { router?: { push(href: string, o: object): void } } })
        .next?.router;
      router?.push("/culture/#site-footer", { scroll: false });
    });
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
      page.getByRole("banner").getByRole("link", { name: "Agendá una consultoría de 20 minutos" }),
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

  test("@phone-only the menu opens by keyboard, traps focus, closes on Escape and returns focus", async ({
    page,
  }) => {
    await page.goto("/es/");
    // The button opens the dialog once the page is interactive (hydrated).
    await page.waitForLoadState("networkidle");
    const button = page.getByRole("button", { name: /Menú/ });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menú" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await dialog.getByRole("link", { name: "Cultura" }).click();
    await expect(page).toHaveURL("/es/cultura/");
    await expect(dialog).toBeHidden();
  });
});

test.describe("page transition", () => {
  test.beforeEach(async ({ page }) => {
    // Record each view transition and which element carries the "page" name when it starts.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __transitions: string[] }).__transitions = calls;
      const original = document.startViewTransition?.bind(document);
      if (!original) return;
      document.startViewTransition = ((update: unknown) => {
        const named = [...document.querySelectorAll<HTMLElement>("*")].find(
          (element) => getComputedStyle(element).viewTransitionName === "page",
        );
        calls.push(named ? `${named.tagName.toLowerCase()}:page` : "unnamed");
        return original(update as never);
      }) as typeof document.startViewTransition;
    });
  });

  test("runs a view transition named page on navigation", async ({ page }) => {
    await page.goto("/es/");
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Cultura" }).click();
    await expect(page).toHaveURL("/es/cultura/");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions))
      .toContain("div:page");
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
        .map((rule) => `${rule.selectorText} ${rule.style.getPropertyValue("animation-name")}`);
    });
    expect(animations).toEqual(
      expect.arrayContaining(["::view-transition-old(*) none", "::view-transition-new(*) none"]),
    );
  });
});
