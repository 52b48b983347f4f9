import { useEffect } from "react";

/** The content service's toolbar fires prismicPreviewUpdate when a draft changes: show the new draft. */
export function PreviewReloader() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener("prismicPreviewUpdate", reload);
    return () => window.removeEventListener("prismicPreviewUpdate", reload);
  }, []);
  return null;
}
