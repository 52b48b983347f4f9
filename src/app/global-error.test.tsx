import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import GlobalError from "./global-error";

const pathname = vi.hoisted(() => ({ current: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => pathname.current }));

describe("the page shown when the error page fails", () => {
  it("says an error occurred while showing the error page, with details and a link home", () => {
    pathname.current = "/approach/";
    const html = renderToStaticMarkup(
      <GlobalError error={Object.assign(new Error("layout failed"), { digest: "42" })} />,
    );
    expect(html).toContain("An error occurred while showing the error page.");
    expect(html).toContain("Error: layout failed (42)");
    expect(html).toContain('<a href="/"');
  });

  it("speaks Spanish under /es/", () => {
    pathname.current = "/es/contacto/";
    const html = renderToStaticMarkup(<GlobalError error={new Error("x")} />);
    expect(html).toContain("Ocurrió un error al mostrar la página de error.");
    expect(html).toContain('<a href="/es/"');
  });
});
