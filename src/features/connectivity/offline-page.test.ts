import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { OFFLINE_RETRY_SLOT, offlinePageHtml } from "./offline-page";
import { serviceWorkerSource } from "./service-worker-source";

const strings = {
  lang: "es-AR",
  documentTitle: "Estás sin conexión | Lumbre Studio",
  title: "Estás sin conexión",
  kicker: "Sin conexión",
  text: 'Texto con <etiquetas> & "comillas"',
  retry: "Reintentar",
  home: "Ir al inicio",
  homeLabel: "Lumbre, inicio",
};

describe("offline page", () => {
  it("is a page of its language with the site's stylesheet, its words escaped", () => {
    const html = offlinePageHtml(strings, "/_astro/globals.abc.css", "/es/");
    expect(html).toContain('<html lang="es-AR">');
    expect(html).toContain('<link rel="stylesheet" href="/_astro/globals.abc.css">');
    expect(html).toContain("Texto con &lt;etiquetas&gt; &amp; &quot;comillas&quot;");
    expect(html).toContain(`href="${OFFLINE_RETRY_SLOT}"`);
    expect(html).not.toContain("<script");
  });
});

describe("offline worker script", () => {
  it("is a script that parses, with its versioned caches and both offline pages", () => {
    const source = serviceWorkerSource({
      version: "v1",
      assets: ["/_astro/globals.abc.css"],
      offline: { en: "<p>en</p>", es: "<p>es</p>" },
    });
    expect(() => new Script(source)).not.toThrow();
    expect(source).toContain('"version":"v1"');
    expect(source).toContain("<p>es</p>");
  });
});
