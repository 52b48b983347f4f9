import "server-only";
import { randomBytes } from "node:crypto";
import type { NextRequest } from "next/server";
import { isHttps } from "@/platform/client-address";
import { env } from "@/platform/env";
import { publicConfig } from "@/platform/public-config";
import { pageCsp } from "./content-security-policy";
import { pageScriptHashes } from "./page-script-hashes";

/** Draft mode's cookie: its pages render on demand, so their inline scripts carry a nonce instead of a hash. */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

export interface PagePolicy {
  readonly csp: string;
  /** Set when the page renders on demand: Next reads the nonce from the request's policy header. */
  readonly requestHeaders?: Headers;
}

/** The Content-Security-Policy of the page the proxy is about to serve from `internalPathname`. */
export function pagePolicy(request: NextRequest, internalPathname: string): PagePolicy {
  const preview = request.cookies.has(DRAFT_MODE_COOKIE);
  const nonce = preview ? randomBytes(16).toString("base64") : undefined;
  const csp = pageCsp({
    // Both hash and nonce for a preview: a stale draft cookie still gets the static page, which must run.
    scriptHashes: pageScriptHashes(internalPathname),
    nonce,
    thirdParties: publicConfig,
    preview,
    https: isHttps(request),
    development: env.NODE_ENV === "development",
  });
  if (!nonce) return { csp };
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", csp);
  return { csp, requestHeaders };
}
