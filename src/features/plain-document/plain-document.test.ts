import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renderPlainDocument } from "./plain-document";

describe("a plain document (cancel pages, refused preview links)", () => {
  it("escapes what it is given and allows its one style block by hash, nothing inline beyond it", async () => {
    const response = renderPlainDocument({
      status: 403,
      locale: "es",
      site: "Lumbre Studio",
      title: `<script>alert("x")</script>`,
      paragraphs: ["Uno & dos"],
      form: { action: `/api/bookings/1/cancel?t="><x`, button: "Cancelar" },
      home: { href: "/es/", label: "Ir al inicio" },
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain(
      "<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; · Lumbre Studio</title>",
    );
    expect(html).toContain("<p>Uno &amp; dos</p>");
    expect(html).toContain('action="/api/bookings/1/cancel?t=&quot;&gt;&lt;x"');
    expect(html).toMatch(/^<!doctype html>\n<html lang="es-AR">/);
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).not.toContain("unsafe-inline");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });
});
