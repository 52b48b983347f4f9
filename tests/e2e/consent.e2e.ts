import { expect, test } from "./fixtures";

test.use({ storageState: { cookies: [], origins: [] } });

for (const [home, accept, learnMore, cookiesPath] of [
  ["/", "Accept", "Learn more about cookies", "/cookies/"],
  ["/es/", "Aceptar", "Más información sobre las cookies", "/es/cookies/"],
] as const) {
  test(`@both-viewports the cookie notice links to the policy and remembers acceptance for a year (${home})`, async ({
    page,
    context,
  }) => {
    await page.goto(home);
    const notice = page.getByTestId("cookie-notice");
    await expect(notice).toBeVisible();
    await notice.getByRole("link", { name: learnMore, exact: true }).click();
    await expect(page).toHaveURL(cookiesPath);
    await expect(notice).toBeVisible();

    await notice.getByRole("button", { name: accept }).click();
    await expect(notice).toHaveCount(0);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "consent");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(notice).toHaveCount(0);
  });
}
