import { useEffect } from "react";
import { thirdPartyScripts } from "./config";
import { loadScript } from "./load-script";

/**
 * The hosted repository's Prismic toolbar, on every page while content is on hosted Prismic: Prismic asks
 * for it on every page (404 pages too) so that a preview, and a preview link an editor shares, follows
 * the reader through the site, and so that the session ends on every page when the editor closes it. It
 * shows nothing to a visitor who is neither in a preview nor signed in to the repository. The layout
 * hydrates it late (after the load event, when idle), so the page downloads no script before its load.
 */
export function PreviewToolbar({ repository }: { readonly repository: string }) {
  useEffect(() => loadScript("prismic-toolbar", thirdPartyScripts.previewToolbar(repository)), [repository]);
  return null;
}
