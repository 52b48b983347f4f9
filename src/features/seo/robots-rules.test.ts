import { describe, expect, it } from "vitest";
import { robotsRules } from "./robots-rules";

describe("robots.txt", () => {
  it("allows everything but the API and the preview page, and names the sitemap", () => {
    expect(robotsRules("https://lumbre.example")).toEqual({
      rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/preview/", "/es/preview/"] },
      sitemap: "https://lumbre.example/sitemap.xml",
    });
  });
});
