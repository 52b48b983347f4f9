import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "./fixtures";

const simulatorDist = join(
  import.meta.dirname,
  "..",
  "..",
  "node_modules",
  "@prismicio",
  "simulator",
  "dist",
);

/**
 * Where the framed site is reached: a public origin, as the Page Builder reaches a deployed site, whose
 * requests are answered by the server under test. Chromium would refuse a public page's frame of
 * http://localhost (Private Network Access) before the site's own policy had a say.
 */
const SITE_ORIGIN = "https://site.test";

/**
 * A page at `origin` (answered here: the suite stays on loopback) that frames the slice simulator at
 * `simulatorPath` of the server at `siteUrl`, as Prismic's Page Builder does, with Prismic's own
 * simulator client (@prismicio/simulator, served from node_modules), and sends it `slices`.
 * `window.simulator` tells how far it got: "loaded" once the frame's load event fired, "sent" once the
 * simulator took the slices.
 */
export async function openInBuilder(
  page: Page,
  origin: string,
  site: { readonly url: string; readonly path: string },
  slices: unknown[],
) {
  await page.context().route(`${SITE_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${site.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  const simulatorUrl = `${SITE_ORIGIN}${site.path}`;
  await page.route(`${origin}/simulator-kit/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.replace("/simulator-kit/", "");
    route.fulfill({
      contentType: "text/javascript",
      body: await readFile(join(simulatorDist, file.replace(/[^\w./-]/g, "")), "utf8"),
    });
  });
  await page.route(`${origin}/builder/`, (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><title>Page Builder</title>
        <script type="module">
          import { SimulatorClient } from "/simulator-kit/index.js";
          const frame = document.createElement("iframe");
          frame.title = "Slice simulator";
          frame.style.cssText = "width: 1280px; height: 900px; border: 0";
          frame.addEventListener("load", () => { window.simulator ??= "loaded"; });
          document.body.append(frame);
          const client = new SimulatorClient(frame, undefined, { connectTimeout: 30000 });
          const connected = client.connect();
          frame.src = ${JSON.stringify(simulatorUrl)};
          connected
            .then(() => client.setSliceZone(${JSON.stringify(slices)}))
            .then(() => { window.simulator = "sent"; })
            .catch((error) => { window.simulator = "failed: " + error.message; });
        </script>`,
    }),
  );
  await page.goto(`${origin}/builder/`);
}
