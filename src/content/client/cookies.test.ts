import { describe, expect, it } from "vitest";
import {
  decodeRepeatedly,
  experimentRefFromCookie,
  isPreviewJarWithoutPreview,
  parseCookieHeader,
  previewRefFromCookie,
  repositoryHostsOf,
} from "./cookies";

const TOKEN = "https://lumbre.prismic.io/previews/session-1:doc-1?websitePreviewId=site-1";
const HOSTS = repositoryHostsOf("https://lumbre.cdn.prismic.io/api/v2");

/** What js-cookie writes: the JSON percent-encoded. */
const jarCookie = (jar: Record<string, unknown>) =>
  `io.prismic.preview=${encodeURIComponent(JSON.stringify(jar))}`;

const running = [
  {
    googleId: "goog-1",
    variations: [{ ref: "base-ref" }, { ref: "variation-ref" }],
  },
  { variations: [{ ref: "no-google-id" }] },
];

describe("parseCookieHeader", () => {
  it("splits pairs, trims, keeps '=' inside values, strips quotes, first occurrence wins", () => {
    const cookies = parseCookieHeader(' a=1; b = x=y ; c="quoted"; junk; a=2; =nameless');
    expect([...cookies]).toEqual([
      ["a", "1"],
      ["b", "x=y"],
      ["c", "quoted"],
    ]);
  });
});

describe("repositoryHostsOf", () => {
  it("adds the toolbar's repository domain for a CDN host, and the host with its port", () => {
    expect(HOSTS).toEqual(["lumbre.cdn.prismic.io", "lumbre.prismic.io"]);
    expect(repositoryHostsOf("http://127.0.0.1:8080/api/v2")).toEqual(["127.0.0.1:8080", "127.0.0.1"]);
  });
});

describe("decodeRepeatedly", () => {
  it("decodes until no escape is left, and stops at a malformed one", () => {
    expect(decodeRepeatedly(encodeURIComponent(encodeURIComponent(TOKEN)))).toBe(TOKEN);
    expect(decodeRepeatedly("100%")).toBe("100%");
    expect(decodeRepeatedly("%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("previewRefFromCookie", () => {
  it("reads a raw token, encoded once or twice, or not at all", () => {
    expect(previewRefFromCookie(`io.prismic.preview=${encodeURIComponent(TOKEN)}`, HOSTS)).toBe(TOKEN);
    expect(
      previewRefFromCookie(`a=b; io.prismic.preview=${encodeURIComponent(encodeURIComponent(TOKEN))}`, HOSTS),
    ).toBe(TOKEN);
    expect(previewRefFromCookie(`io.prismic.preview=${TOKEN}`, HOSTS)).toBe(TOKEN);
  });

  it("picks this repository's entry from the toolbar's jar, via the CDN host's repository domain", () => {
    const cookie = jarCookie({
      _tracker: "abcd1234",
      "other.prismic.io": { preview: "https://other.prismic.io/previews/x" },
      "lumbre.prismic.io": { preview: TOKEN },
    });
    expect(previewRefFromCookie(cookie, HOSTS)).toBe(TOKEN);
  });

  it("accepts a jar encoded twice and a token encoded inside the jar", () => {
    const cookie = `io.prismic.preview=${encodeURIComponent(
      encodeURIComponent(JSON.stringify({ "lumbre.prismic.io": { preview: encodeURIComponent(TOKEN) } })),
    )}`;
    expect(previewRefFromCookie(cookie, HOSTS)).toBe(TOKEN);
  });

  it("uses the only preview of a jar, but none when several belong to other repositories", () => {
    expect(
      previewRefFromCookie(jarCookie({ _tracker: "t", "solo.prismic.io": { preview: "solo" } }), HOSTS),
    ).toBe("solo");
    const crowded = jarCookie({ "a.prismic.io": { preview: "a" }, "b.prismic.io": { preview: "b" } });
    expect(previewRefFromCookie(crowded, HOSTS)).toBeUndefined();
  });

  it("finds nothing without the cookie, with an empty value, or in a jar without a preview flag", () => {
    expect(previewRefFromCookie("", HOSTS)).toBeUndefined();
    expect(previewRefFromCookie("io.prismic.experiment=goog-1%201", HOSTS)).toBeUndefined();
    expect(previewRefFromCookie("io.prismic.preview=", HOSTS)).toBeUndefined();
    expect(previewRefFromCookie(jarCookie({ _tracker: "t" }), HOSTS)).toBeUndefined();
    expect(previewRefFromCookie(jarCookie({ "lumbre.prismic.io": { preview: "" } }), HOSTS)).toBeUndefined();
    expect(previewRefFromCookie("io.prismic.preview=%7Bbroken", HOSTS)).toBeUndefined();
  });
});

describe("isPreviewJarWithoutPreview", () => {
  const cookie = (value: unknown) => `io.prismic.preview=${encodeURIComponent(JSON.stringify(value))}`;

  it("is the toolbar's jar of a signed-in editor, with no preview in it", () => {
    expect(isPreviewJarWithoutPreview(cookie({ _tracker: "a1b2c3d4" }))).toBe(true);
    expect(isPreviewJarWithoutPreview(cookie({}))).toBe(true);
  });

  it("is not a jar holding a preview, a raw token, or no cookie", () => {
    const jar = {
      _tracker: "a1b2c3d4",
      "lumbre.prismic.io": { preview: "https://lumbre.prismic.io/previews/a" },
    };
    expect(isPreviewJarWithoutPreview(cookie(jar))).toBe(false);
    expect(
      isPreviewJarWithoutPreview("io.prismic.preview=https%3A%2F%2Flumbre.prismic.io%2Fpreviews%2Fa"),
    ).toBe(false);
    expect(isPreviewJarWithoutPreview("io.prismic.preview=x")).toBe(false);
    expect(isPreviewJarWithoutPreview("other=1")).toBe(false);
  });
});

describe("experimentRefFromCookie", () => {
  it("resolves '<googleId> <index>' against the running experiments", () => {
    expect(experimentRefFromCookie("io.prismic.experiment=goog-1%201", running)).toBe("variation-ref");
    expect(experimentRefFromCookie('io.prismic.experiment=" goog-1 0 "', running)).toBe("base-ref");
  });

  it("ignores bad values: one part, unknown id, index out of range, not a number, negative", () => {
    for (const value of [
      "goog-1",
      "",
      "unknown%200",
      "goog-1%202",
      "goog-1%20x",
      "goog-1%20-1",
      "goog-1%20%200",
    ]) {
      expect(experimentRefFromCookie(`io.prismic.experiment=${value}`, running), value).toBeUndefined();
    }
    expect(experimentRefFromCookie("other=1", running)).toBeUndefined();
    expect(experimentRefFromCookie("io.prismic.experiment=goog-1%201", [])).toBeUndefined();
  });
});
