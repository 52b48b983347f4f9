import { defineConfig } from "vitest/config";

/**
 * The resilience suite (tests/resilience/): loopback only, against the production build (`npm run build`
 * first). Files run one after another: each starts its own servers and some put them under load.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": `${import.meta.dirname}/src`,
      // Tests run on the server: the marker resolves as in the site's server (see scripts/server-only.mjs).
      "server-only": `${import.meta.dirname}/node_modules/server-only/empty.js`,
    },
  },
  test: {
    include: ["tests/resilience/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
