import { expect, test } from "./fixtures";
import { messages } from "./support";

for (const [path, locale] of [
  ["/", "en"],
  ["/es/casos-de-estudio/", "es"],
] as const) {
  test(`@both-viewports a polite banner says so while the connection is gone (${locale})`, async ({
    page,
    context,
  }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const status = page.getByTestId("offline-banner");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toHaveText("");

    await context.setOffline(true);
    await expect(status).toHaveText(messages[locale].Connectivity.offline);
    await expect(status.getByText(messages[locale].Connectivity.offline)).toBeInViewport();

    await context.setOffline(false);
    await expect(status).toHaveText("");
  });
}
