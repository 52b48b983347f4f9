/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The request pipeline's decision for a page path (src/server/routing/route-request.ts). */
    routing?: import("@/server/routing/route-request").Routing;
  }
}
