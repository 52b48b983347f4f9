import { useEffect } from "react";
import { thirdPartyScripts } from "./config";
import { loadScript } from "./load-script";

/** The hosted repository's preview toolbar: rendered only inside the preview bar, so only in preview. */
export function PreviewToolbar({ repository }: { readonly repository: string }) {
  useEffect(() => loadScript("preview-toolbar", thirdPartyScripts.previewToolbar(repository)), [repository]);
  return null;
}
