import { describe, expect, it } from "vitest";
import { renderShareImage, titleSize } from "./share-image";

describe("share images", () => {
  it("are 1200 x 630 PNGs", async () => {
    const response = await renderShareImage({
      locale: "es",
      key: "services-ux-audits",
      kicker: "Servicios · Diseño y desarrollo de productos",
      title: "Auditorías UX",
      footnote: "Estudio de productos digitales desde 2007",
      tone: "paper",
    });
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 30_000);

  it("set long titles smaller", () => {
    expect(titleSize("UX audits")).toBeGreaterThan(
      titleSize("ank: a crypto wallet people trust with their first coin"),
    );
  });
});
