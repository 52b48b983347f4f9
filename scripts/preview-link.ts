// npm run preview:link -- <release> <documentId> [--origin https://site.example] [--days 7] — prints the
// link that opens a preview of a release of content/ on the site (origin default SITE_URL) for --days
// days (1 to 90, default 7), its token and expiry signed with the site's preview secret (PREVIEW_SECRET,
// else data/preview-secret): release names are easy to guess, so only such a link opens one, and only
// until it expires.
import { join } from "node:path";
import { loadContentStore } from "../src/content/service/content-store";
import { PREVIEW_SECRET_FILE, sitePreviewSecret } from "../src/content/service/preview-secret";
import {
  PREVIEW_LINK_USAGE,
  parsePreviewLinkArgs,
  previewLinkFor,
} from "../src/features/preview/preview-link";
import { env } from "../src/platform/env";

const options = parsePreviewLinkArgs(process.argv.slice(2));
if ("error" in options) {
  console.error(`preview:link: ${options.error}\n${PREVIEW_LINK_USAGE}`);
  process.exit(2);
}
try {
  const store = await loadContentStore(join(import.meta.dirname, "..", "content"));
  const link = previewLinkFor(
    store,
    { ...options, origin: options.origin ?? env.SITE_URL },
    sitePreviewSecret(),
    Date.now(),
  );
  if (!link.ok) {
    console.error(`preview:link: ${link.error}`);
    process.exit(1);
  }
  if (!env.PREVIEW_SECRET) {
    // The secret was read (or created) here: a site running from another folder or machine has its own.
    console.error(
      `preview:link: signed with ${PREVIEW_SECRET_FILE}; it opens on a site served from this folder (set PREVIEW_SECRET on every instance otherwise)`,
    );
  }
  // The URL alone on stdout (for a pipe); when it stops working, for the person who sends it.
  console.error(`preview:link: opens until ${link.expiresAt.toISOString()}`);
  console.log(link.url);
} catch (error) {
  console.error(`preview:link: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
