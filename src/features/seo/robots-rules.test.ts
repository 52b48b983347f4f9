import { describe, expect, it } from "vitest";
import { robotsRules, robotsTxt } from "./robots-rules";

describe("robots.txt", () => {
  it("allows everything but the API and the preview page, and names the sitemap", () => {
    expect(robotsRules("https://lumbre.example")).toEqual({
      rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/preview/", "/es/preview/"] },
      sitemap: "https://lumbre.example/sitemap.xml",
    });
  });

  it("reads as the robots exclusion protocol's text", () => {
    expect(robotsTxt(robotsRules("https://lumbre.example"))).toBe(
      [
        "User-Agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /preview/",
        "Disallow: /es/preview/",
        "",
        "Sitemap: https://lumbre.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
