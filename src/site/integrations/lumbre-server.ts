import type { AstroIntegration } from "astro";

/**
 * The site's adapter: the build's server entry is the project's own production server
 * (src/server/production/main.ts), which serves the client files, the shared cache and the publishing
 * pipeline in front of Astro's app, all in one bundle.
 */
export function lumbreServer(): AstroIntegration {
  return {
    name: "lumbre-server",
    hooks: {
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "lumbre-server",
          entrypointResolution: "auto",
          serverEntrypoint: new URL("../../server/production/main.ts", import.meta.url),
          adapterFeatures: { buildOutput: "server" },
          supportedAstroFeatures: {
            serverOutput: "stable",
            staticOutput: "unsupported",
            hybridOutput: "stable",
            sharpImageService: "stable",
            envGetSecret: "unsupported",
          },
        });
      },
    },
  };
}
