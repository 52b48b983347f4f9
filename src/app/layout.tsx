import type { ReactNode } from "react";

// The html element lives in [locale]/layout.tsx (its lang follows the locale); this root layout
// exists so that app/not-found.tsx can serve paths that never reach a locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
