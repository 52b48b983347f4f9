import { describe, expect, it } from "vitest";
import { loadErrorPage, retryHref } from "./error-page";

describe("retryHref", () => {
  it("is the failing page's path with its query", () => {
    expect(retryHref("/es/servicios/", "")).toBe("/es/servicios/");
    expect(retryHref("/cases/", "?service=product-discovery")).toBe("/cases/?service=product-discovery");
  });

  it("stays on this site whatever the path", () => {
    expect(retryHref("//evil.example/x/", "")).toBe("/evil.example/x/");
    expect(retryHref("/\\evil.example/", "")).toBe("/evil.example/");
    expect(retryHref("", "")).toBe("/");
  });

  it("ignores a search that is not a query string", () => {
    expect(retryHref("/", "#top")).toBe("/");
  });
});

describe("loadErrorPage", () => {
  it("says the status in the language of the path, with links to the same page and to its home page", async () => {
    expect(await loadErrorPage(500, "/contact/", "?topic=careers")).toEqual({
      locale: "en",
      status: 500,
      title: "Error 500",
      heading: "Something went wrong on our side.",
      message: "The page could not be shown. Please try again in a moment.",
      retry: { href: "/contact/?topic=careers", label: "Try again" },
      back: { href: "/", label: "Take me back" },
    });
    expect(await loadErrorPage(500, "/es/contacto/", "?topic=careers")).toEqual({
      locale: "es",
      status: 500,
      title: "Error 500",
      heading: "Algo salió mal de nuestro lado.",
      message: "No pudimos mostrar la página. Probá de nuevo en un momento.",
      retry: { href: "/es/contacto/?topic=careers", label: "Reintentar" },
      back: { href: "/es/", label: "Volver al inicio" },
    });
  });
});
