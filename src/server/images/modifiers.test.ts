import { describe, expect, it } from "vitest";
import { MAX_DIMENSION, modifiersKey, parseModifiers, toIpxModifiers } from "./modifiers";

function ok(segment: string) {
  const result = parseModifiers(segment);
  if (!result.ok) throw new Error(`expected ${segment} to parse: ${result.message}`);
  return result.modifiers;
}

function refused(segment: string): string {
  const result = parseModifiers(segment);
  if (result.ok) throw new Error(`expected ${segment} to be refused`);
  return result.message;
}

describe("parseModifiers", () => {
  it("reads _ as no modifiers", () => {
    expect(ok("_")).toEqual({});
  });

  it("reads every modifier key (f, fit, w, h, s, q, b)", () => {
    expect(ok("f_webp,fit_cover,w_640,h_480,q_75,b_F5F1EA")).toEqual({
      format: "webp",
      fit: "cover",
      width: 640,
      height: 480,
      quality: 75,
      background: "f5f1ea",
    });
    expect(ok("s_320x200")).toEqual({ width: 320, height: 200 });
    expect(ok("b_fff")).toEqual({ background: "fff" });
  });

  it("takes every format and fit, with jpg as jpeg", () => {
    for (const format of ["webp", "avif", "jpeg", "png", "auto"])
      expect(ok(`f_${format}`).format).toBe(format);
    expect(ok("f_jpg").format).toBe("jpeg");
    for (const fit of ["cover", "contain", "fill", "inside", "outside"])
      expect(ok(`fit_${fit}`).fit).toBe(fit);
  });

  it("allows sizes up to the limit and refuses anything above", () => {
    expect(ok(`w_${MAX_DIMENSION}`).width).toBe(3840);
    expect(ok(`s_${MAX_DIMENSION}x${MAX_DIMENSION}`)).toEqual({ width: 3840, height: 3840 });
    expect(refused("w_3841")).toMatch(/"w".*at most 3840/);
    expect(refused("h_10000")).toMatch(/"h".*at most 3840/);
    expect(refused("s_3841x10")).toMatch(/"s".*at most 3840/);
    expect(refused("s_10x3841")).toMatch(/"s".*at most 3840/);
  });

  it("refuses sizes that are not whole positive numbers", () => {
    for (const value of ["640.5", "-1", "0", "1e3", "abc", "0x10", " 640"]) {
      expect(refused(`w_${value}`), value).toMatch(/"w"/);
    }
    expect(refused("s_640")).toMatch(/WIDTHxHEIGHT/);
    expect(refused("s_640x")).toMatch(/WIDTHxHEIGHT/);
  });

  it("keeps quality between 1 and 100", () => {
    expect(ok("q_1").quality).toBe(1);
    expect(ok("q_100").quality).toBe(100);
    expect(refused("q_0")).toMatch(/at least 1/);
    expect(refused("q_101")).toMatch(/at most 100/);
    expect(refused("q_80.5")).toMatch(/whole number/);
  });

  it("refuses unknown keys and values with a plain message", () => {
    expect(refused("blur_5")).toMatch(/Unknown modifier "blur"/);
    expect(refused("width_640")).toMatch(/Unknown modifier "width"/);
    expect(refused("f_gif")).toMatch(/"f": must be webp, avif/);
    expect(refused("fit_stretch")).toMatch(/"fit": must be cover/);
    expect(refused("b_red")).toMatch(/"b": must be a hex colour/);
    expect(refused("b_#fff")).toMatch(/"b"/);
    expect(refused("__proto___1")).toMatch(/key_value/);
    expect(refused("proto_1,constructor_2")).toMatch(/Unknown modifier "proto", "constructor"/);
  });

  it("refuses malformed pairs, a key with two values and mixing s with w/h", () => {
    expect(refused("w640")).toMatch(/key_value/);
    expect(refused("w_")).toMatch(/key_value/);
    expect(refused("_640")).toMatch(/key_value/);
    expect(refused("w_640,,q_75")).toMatch(/key_value/);
    expect(refused("w_640,w_320")).toMatch(/given twice/);
    expect(refused("w_640,w_0640")).toMatch(/given twice/);
    // The same pair twice means one thing (the service then redirects to the spelling with it once).
    expect(ok("w_640,q_72,w_640")).toEqual({ width: 640, quality: 72 });
    expect(refused("s_640x480,w_640")).toMatch(/use s or w\/h/);
    expect(refused("")).toMatch(/key_value/);
  });
});

describe("toIpxModifiers", () => {
  it("sends both sides through s and a background as a flatten too", () => {
    expect(toIpxModifiers({ width: 640, height: 480, fit: "cover", background: "fff" }, "jpeg")).toEqual({
      f: "jpeg",
      s: "640x480",
      fit: "cover",
      b: "fff",
      flatten: "",
    });
    expect(toIpxModifiers({ width: 640, quality: 70 }, "webp")).toEqual({ f: "webp", w: "640", q: "70" });
    expect(toIpxModifiers({ height: 300 }, "png")).toEqual({ f: "png", h: "300" });
  });
});

describe("modifiersKey", () => {
  it("is the same whatever order or spelling the request used", () => {
    const a = parseModifiers("w_640,f_jpg,q_75");
    const b = parseModifiers("q_75,f_jpeg,w_640");
    if (!a.ok || !b.ok) throw new Error("should parse");
    expect(modifiersKey(a.modifiers, "jpeg")).toBe(modifiersKey(b.modifiers, "jpeg"));
    expect(modifiersKey(a.modifiers, "jpeg")).not.toBe(modifiersKey(a.modifiers, "webp"));
  });
});
