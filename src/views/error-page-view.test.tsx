import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadErrorPage } from "./error-page";
import { ErrorPageView } from "./error-page-view";

describe("error page view", () => {
  it("shows the status, heading and message, with plain links and no inline style", async () => {
    const html = renderToStaticMarkup(<ErrorPageView page={await loadErrorPage(500, "/services/", "")} />);
    expect(html).toContain(">500</p>");
    expect(html).toContain("<h1");
    expect(html).toContain("Something went wrong on our side.");
    expect(html).toContain('<a href="/services/"');
    expect(html).toContain('<a href="/"');
    expect(html).not.toContain("style=");
    expect(html).not.toContain("<button");
  });
});
