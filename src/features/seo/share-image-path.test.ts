import { describe, expect, it } from "vitest";
import { routeByName } from "@/i18n/routes";
import { keyOfShareImageFile, shareImageKey, shareImagePath } from "./share-image-path";

describe("share image paths", () => {
  it("names a page's image after its route, an article's after its uid", () => {
    expect(shareImagePath("es", shareImageKey(routeByName("awards")))).toBe("/share/es/awards.png");
    expect(shareImageKey(routeByName("services-uid"), { uid: "auditorias-ux" })).toBe(
      "service-auditorias-ux",
    );
    expect(shareImageKey(routeByName("insights-uid"), { uid: "design-systems-that-scale" })).toBe(
      "insight-design-systems-that-scale",
    );
  });

  it("reads the key back from a file name, and nothing else", () => {
    expect(keyOfShareImageFile("service-ux-audits.png")).toBe("service-ux-audits");
    expect(keyOfShareImageFile("404b.png")).toBe("404b");
    for (const name of ["index.jpg", "../index.png", "Index.png", "index.png.png", ".png", "a--b.png"]) {
      expect(keyOfShareImageFile(name), name).toBeUndefined();
    }
  });
});
