import { describe, expect, it } from "vitest";
import { linkedVariantUrls } from "./linked-variants";
import { MAX_DIMENSION, parseModifiers } from "./modifiers";
import { SNAP_QUALITIES, SNAP_SIDES, snapModifiers } from "./snap";

function snapped(segment: string) {
  const parsed = parseModifiers(segment);
  if (!parsed.ok) throw new Error(`${segment}: ${parsed.message}`);
  return snapModifiers(parsed.modifiers);
}

describe("snapModifiers", () => {
  it("rounds a width up to the next breakpoint", () => {
    expect(snapped("w_641").width).toBe(768);
    expect(snapped("w_700").width).toBe(768);
    expect(snapped("w_768").width).toBe(768);
    expect(snapped("w_769").width).toBe(1024);
    expect(snapped("w_1537").width).toBe(1920);
    expect(snapped("w_2000").width).toBe(2560);
    expect(snapped("w_3000").width).toBe(MAX_DIMENSION);
    expect(snapped("w_1").width).toBe(16);
    expect(snapped("h_300").height).toBe(320);
  });

  it("keeps the shape of a box: the longer side snaps, the shorter follows", () => {
    expect(snapped("w_700,h_300")).toMatchObject({ width: 768, height: 329 });
    expect(snapped("s_300x700")).toMatchObject({ width: 329, height: 768 });
    expect(snapped("s_3000x3000")).toMatchObject({ width: MAX_DIMENSION, height: MAX_DIMENSION });
    expect(snapped("s_1x64")).toMatchObject({ width: 1, height: 64 });
  });

  it("rounds quality up to a multiple of 5, keeping the 72 the pages use", () => {
    expect(snapped("q_71").quality).toBe(72);
    expect(snapped("q_73").quality).toBe(75);
    expect(snapped("q_1").quality).toBe(5);
    expect(snapped("q_100").quality).toBe(100);
  });

  it("leaves the other modifiers alone and changes nothing already on the lists", () => {
    expect(snapped("f_webp,fit_cover,b_fff")).toEqual({ format: "webp", fit: "cover", background: "fff" });
    for (const side of SNAP_SIDES) expect(snapped(`w_${side}`).width).toBe(side);
    for (const quality of SNAP_QUALITIES) expect(snapped(`q_${quality}`).quality).toBe(quality);
  });

  it("maps arbitrary sizes onto a few variants", () => {
    const widths = new Set(
      Array.from({ length: MAX_DIMENSION }, (_, index) => snapped(`w_${index + 1}`).width),
    );
    expect(widths.size).toBe(SNAP_SIDES.length);
  });

  it("leaves every variant the pages link to (and the build pre-renders) as it is", () => {
    const urls = linkedVariantUrls();
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const segment = url.split("/")[2] ?? "";
      const parsed = parseModifiers(segment);
      expect(parsed.ok, url).toBe(true);
      if (parsed.ok) expect(snapModifiers(parsed.modifiers), url).toEqual(parsed.modifiers);
    }
  });
});
