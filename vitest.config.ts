import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": `${import.meta.dirname}/src`,
      // Tests run on the server: the marker resolves as in the site's server (see scripts/server-only.mjs).
      "server-only": `${import.meta.dirname}/node_modules/server-only/empty.js`,
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    // A busy machine (CI beside a build, two cores) can take several times longer than a quiet one; a test
    // decides on what happened, and this bound only ends one that would never finish.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
