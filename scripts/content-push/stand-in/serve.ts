/**
 * npm run content:stand-in [-- --port N] [-- --push] [-- --private] [-- --webhook URL] [-- --preview-url URL]: the loopback
 * stand-in for hosted Prismic, on its own,
 * to try content:push and a site pointed at it without a Prismic account. It prints the settings to use:
 * the PRISMIC_* variables content:push reads, and the CONTENT_API_URL and CONTENT_ACCESS_TOKEN the site
 * reads. With --push it first pushes content/ into itself and publishes it (under the skipping clock,
 * so the write client's one-write-a-second throttle costs no real time), then says "stand-in ready".
 * With --private its Document API is a private repository's: every request needs the access token.
 * With --webhook it sends Prismic's webhook to URL (the site's /api/publish) after each publish and
 * unpublish, with CONTENT_WEBHOOK_SECRET from the environment as its secret, and prints each delivery.
 * With --preview-url (the site's preview route, Prismic's Settings › Previews) an editor's Preview of a
 * draft, GET /editor/documents/<id>/preview, leads there with a preview token (editor-actions.ts).
 */
import { defaultProjectRoot, runContentPush } from "../push-content";
import { loopbackFetch } from "./loopback-fetch";
import { pushSettings, startPrismicStandIn } from "./prismic-stand-in";
import { withSkippingClock } from "./skipping-clock";

const args = process.argv.slice(2);
const portArg = args.indexOf("--port");
const port = portArg >= 0 ? Number(args[portArg + 1]) : 4400;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error("content:stand-in: --port takes a port number (0 for any free one)");
  process.exit(1);
}

const webhookArg = args.indexOf("--webhook");
const webhookUrl = webhookArg >= 0 ? args[webhookArg + 1] : undefined;
if (webhookArg >= 0 && !(webhookUrl && URL.canParse(webhookUrl))) {
  console.error("content:stand-in: --webhook takes the URL to send Prismic's webhook to");
  process.exit(1);
}

const previewArg = args.indexOf("--preview-url");
const previewUrl = previewArg >= 0 ? args[previewArg + 1] : undefined;
if (previewArg >= 0 && !(previewUrl && URL.canParse(previewUrl))) {
  console.error(
    "content:stand-in: --preview-url takes the site's preview route (http://localhost:4321/preview/)",
  );
  process.exit(1);
}

const options = {
  repositoryName: "lumbre-stand-in",
  writeToken: "stand-in-write-token",
  customTypesToken: "stand-in-custom-types-token",
  accessToken: "stand-in-access-token",
  port,
  visibility: args.includes("--private") ? ("private" as const) : ("public-master" as const),
  ...(previewUrl ? { previewUrl } : {}),
  ...(webhookUrl
    ? {
        webhook: { url: webhookUrl, secret: process.env.CONTENT_WEBHOOK_SECRET ?? null },
        onWebhookDelivery: ({
          documents,
          outcome,
        }: {
          documents: readonly string[];
          outcome: number | string;
        }) => console.log(`webhook: ${outcome} (${documents.length} documents)`),
      }
    : {}),
};
const standIn = await startPrismicStandIn(options);
const settings = pushSettings(standIn, options);
console.log("# content:push settings for this stand-in:");
for (const [name, value] of Object.entries(settings)) console.log(`export ${name}=${value}`);
console.log("# the site's settings to read what was pushed:");
console.log(`export CONTENT_API_URL=${standIn.endpoints.documents}`);
console.log(`export CONTENT_ACCESS_TOKEN=${options.accessToken}`);
console.log(
  `# images the site names on https://images.prismic.io/<path> are served here at ${standIn.cdn}/<path>`,
);

if (args.includes("--push")) {
  const code = await withSkippingClock(() =>
    runContentPush({
      argv: ["--publish"],
      env: settings,
      projectRoot: defaultProjectRoot,
      log: (line) => console.log(line),
      error: (line) => console.error(line),
      fetch: loopbackFetch,
    }),
  );
  if (code !== 0) {
    await standIn.close();
    process.exit(code);
  }
}
console.log("stand-in ready");

const stop = () => {
  standIn.close().finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
