import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": `${import.meta.dirname}/src`,
      // Tests run on the server: the marker resolves as in Next's server (see scripts/outside-next.mjs).
      "server-only": `${import.meta.dirname}/node_modules/server-only/empty.js`,
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    // next/link reads the trailingSlash setting from this variable (next.config.ts sets it in the app).
    env: { __NEXT_TRAILING_SLASH: "true" },
  },
});
