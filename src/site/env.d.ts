/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The request pipeline's decision for a page path (src/server/routing/route-request.ts). */
    routing?: import("@/server/routing/route-request").Routing;
  }
}

/**
 * The options @astrojs/node hands its server module (exported as `options` by `@astrojs/node/server.js`),
 * which the package leaves untyped: the production server reads the body limit the adapter was given
 * (src/site/integrations/lumbre-server.ts), so the limit is written once.
 */
declare module "virtual:astro-node:config" {
  export const mode: "middleware" | "standalone";
  export const bodySizeLimit: number;
}

declare namespace Astro {
  /**
   * The site's own hydration directives (src/site/integrations/client-directives.ts), so that `astro check`
   * knows them on an island and refuses a value they do not read.
   */
  interface ClientDirectives {
    /** After the load event when idle; `"visible"`: after the load event once on screen. */
    "client:late"?: true | "visible";
    /** A CSS selector of the elements whose first touch hydrates the island. */
    "client:intent"?: string;
  }
}
