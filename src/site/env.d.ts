/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The request pipeline's decision for a page path (src/server/routing/route-request.ts). */
    routing?: import("@/server/routing/route-request").Routing;
  }
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
