import { createTranslator } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ClientStringsProvider } from "@/components/navigation/client-strings";
import { messageWithHole } from "@/i18n/message-hole";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import LocaleError from "./error";

vi.mock("next/navigation", () => ({ usePathname: () => "/es/servicios/" }));

function render(locale: "en" | "es", error: Error) {
  return renderToStaticMarkup(
    <ClientStringsProvider value={{ locale, errorPage: errorStrings(locale) }}>
      <LocaleError error={error} reset={() => undefined} />
    </ClientStringsProvider>,
  );
}

/** As the layout passes them: next-intl formats the title around a hole for the status code. */
function errorStrings(locale: "en" | "es") {
  const messages = locale === "es" ? es : en;
  const t = createTranslator({ locale, messages, namespace: "ErrorPage" });
  return { ...messages.ErrorPage, title: messageWithHole((status) => t("title", { status })) };
}

describe("error page", () => {
  it("shows status 500 by default, with a way back to the home page of the language", () => {
    const html = render("en", new Error("boom"));
    expect(html).toContain("<title>Error 500</title>");
    expect(html).toContain("Something went wrong on our side.");
    expect(html).toContain('href="/"');
  });

  it("shows the error's own status code, in Spanish under /es/", () => {
    const html = render("es", Object.assign(new Error("unavailable"), { statusCode: 503 }));
    expect(html).toContain("<title>Error 503</title>");
    expect(html).toContain("Algo salió mal de nuestro lado.");
    expect(html).toContain('href="/es/"');
  });

  it("ignores a status that is not an HTTP error", () => {
    expect(render("en", Object.assign(new Error("odd"), { statusCode: 200 }))).toContain("Error 500");
  });
});
