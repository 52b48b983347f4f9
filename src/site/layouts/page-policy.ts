import type { APIContext } from "astro";
import type { PagePolicy } from "@/server/security/content-security-policy";

/**
 * Hands a page's policy to Astro's, which adds the hashes of the page's own inline scripts and styles.
 * Astro.csp is there whenever astro.config turns security.csp on, as it does; the parameter may be
 * undefined only for the type, which cannot know the configuration.
 */
export function applyPagePolicy(csp: APIContext["csp"] | undefined, policy: PagePolicy): void {
  if (!csp) return;
  for (const resource of policy.scriptResources) csp.insertScriptResource(resource);
  for (const resource of policy.styleElementResources) csp.insertStyleResource({ resource, kind: "element" });
  for (const directive of policy.directives) csp.insertDirective(directive);
}
