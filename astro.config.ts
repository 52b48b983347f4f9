import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { lumbreDirectives } from "./src/site/integrations/client-directives";
import { lumbreServer } from "./src/site/integrations/lumbre-server";

// The site: React components rendered on the server by Astro, behind the project's own Node server
// (src/server/production/main.ts), which the build bundles as the server's entry.
export default defineConfig({
  srcDir: "./src/site",
  output: "server",
  adapter: lumbreServer(),
  integrations: [react(), lumbreDirectives()],
  // Every page path ends with "/" (spec §2): the request pipeline (src/site/middleware.ts) issues the 308s
  // itself, so API routes such as /api/v2 keep the exact paths of the protocol they implement.
  trailingSlash: "ignore",
  build: { inlineStylesheets: "never", format: "directory" },
  devToolbar: { enabled: false },
  // Astro's route cache, with the site's provider: pages tagged with the content they read (middleware.ts),
  // a publish invalidating the tags it changed, the previous page served until the new one is kept.
  cache: { provider: { entrypoint: new URL("./src/server/page-cache/provider.ts", import.meta.url) } },
  // The site has no Markdown pages; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  // Astro's own policy: hashes of every script and style it emits; the page adds its third parties.
  // allowedDomains: Astro's clientAddress is the first X-Forwarded-For hop only for a Host it accepts. The
  // production server's front always replaces X-Forwarded-For with the one client it resolved (the socket
  // peer, or what TRUSTED_PROXIES vouch for) and drops X-Forwarded-Host/-Port, so every host is accepted
  // and `context.clientAddress` is the front's word, never a client's.
  security: { csp: true, checkOrigin: false, allowedDomains: [{}] },
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: [
        {
          find: /^server-only$/,
          replacement: new URL("./src/site/integrations/server-only.ts", import.meta.url).pathname,
        },
      ],
    },
    ssr: { external: ["@resvg/resvg-js", "better-sqlite3", "pg", "nodemailer", "sharp", "ipx"] },
  },
});
