import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@": `${import.meta.dirname}/src` },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
