import { chromium } from "@playwright/test";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [path, width, name, full] = spec.split(",");
  const page = await browser.newPage({
    viewport: { width: Number(width), height: Number(width) < 600 ? 780 : 900 },
    deviceScaleFactor: 1,
  });
  await page.goto(`http://localhost:3300${path}`);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: full === "full" });
  await page.close();
}
await browser.close();
