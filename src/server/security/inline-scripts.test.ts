import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageKey, withScriptHashes } from "./inline-scripts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inline script hashes", () => {
  it("hashes the exact text of each inline script, once per distinct script", () => {
    const html = `<head><script>self.__next_f=[]</script></head><body><script>a()</script><script>a()</script>
      <script type="text/javascript">b()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("self.__next_f=[]"), sha("a()"), sha("b()")]);
  });

  it("ignores scripts loaded from a file and JSON-LD data blocks", () => {
    const html = `<script src="/_next/static/chunks/a.js" async=""></script>
      <script type="application/ld+json">{"@type":"Organization"}</script><script async="" src="/b.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("keeps whitespace and multi-line bodies, which change the hash", () => {
    expect(inlineScriptHashes("<script>\n  go()\n</script>")).toEqual([sha("\n  go()\n")]);
  });

  it("keys pages by their internal path without the trailing slash", () => {
    expect(pageKey("/es/services/ux-audits/")).toBe("/es/services/ux-audits");
    expect(pageKey("/en/")).toBe("/en");
    expect(pageKey("/")).toBe("/");
  });
});

describe("a policy that follows the page", () => {
  const built =
    "default-src 'self'; script-src 'self' 'sha256-b3Jp' 'sha256-Z2lu' https://www.googletagmanager.com; style-src 'self'";

  it("replaces the script hashes with the page's own, keeping every other source", () => {
    expect(withScriptHashes(built, ["sha256-bmV3"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-bmV3' https://www.googletagmanager.com; style-src 'self'",
    );
  });

  it("leaves a policy without hashes (a page rendered on demand, with a nonce) as it is", () => {
    const nonce = "script-src 'self' 'nonce-abc'; object-src 'none'";
    expect(withScriptHashes(nonce, ["sha256-bmV3"])).toBe(nonce);
  });
});
