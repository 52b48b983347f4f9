import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import { checkPreviewToken, parsePreviewToken } from "@/content/service/refs";
import { TEST_PREVIEW_SECRET, writeTestContent } from "@/content/service/test-content";
import { parsePreviewLinkArgs, previewLinkFor } from "./preview-link";

const SITE = "https://lumbre.studio";
let content: Awaited<ReturnType<typeof writeTestContent>>;
let store: ContentStore;

beforeAll(async () => {
  content = await writeTestContent();
  store = await loadContentStore(content.root);
});
afterAll(async () => content.cleanup());

/** 2026-11-26T10:00:00Z: when the tests make their links. */
const NOW = Date.UTC(2026, 10, 26, 10);
const DAY = 24 * 60 * 60 * 1000;
const link = (releaseId: string, documentId: string, origin = SITE, days = 7) =>
  previewLinkFor(store, { releaseId, documentId, origin, days }, TEST_PREVIEW_SECRET, NOW);

describe("parsePreviewLinkArgs", () => {
  it("reads the release, the document, --origin and --days (a week when not given)", () => {
    expect(parsePreviewLinkArgs(["spring", "doc"])).toEqual({
      releaseId: "spring",
      documentId: "doc",
      days: 7,
    });
    for (const argv of [
      ["spring", "doc", "--origin", "https://site.example", "--days", "30"],
      ["--origin=https://site.example", "--days=30", "spring", "doc"],
    ]) {
      expect(parsePreviewLinkArgs(argv)).toEqual({
        releaseId: "spring",
        documentId: "doc",
        origin: "https://site.example",
        days: 30,
      });
    }
    expect(parsePreviewLinkArgs(["spring", "doc", "--days", "1"])).toMatchObject({ days: 1 });
    expect(parsePreviewLinkArgs(["spring", "doc", "--days", "90"])).toMatchObject({ days: 90 });
  });

  it("refuses --days outside 1 to 90 whole days, saying why the bound", () => {
    for (const days of ["0", "91", "-1", "1.5", "a week", "", "1e3"]) {
      const parsed = parsePreviewLinkArgs(["spring", "doc", `--days=${days}`]);
      expect(parsed, days).toHaveProperty("error");
      expect("error" in parsed && parsed.error, days).toMatch(/1 to 90.*revoked/);
    }
    expect(parsePreviewLinkArgs(["spring", "doc", "--days"])).toEqual({ error: "--days needs a value" });
  });

  it("refuses missing, extra and unknown arguments", () => {
    for (const argv of [
      [],
      ["spring"],
      ["spring", "doc", "more"],
      ["spring", "doc", "--origin"],
      ["--x", "a", "b"],
    ]) {
      expect(parsePreviewLinkArgs(argv), argv.join(" ")).toHaveProperty("error");
    }
  });
});

describe("previewLinkFor", () => {
  it("builds /preview/?token=…&documentId=… with a token signed by the site's secret", () => {
    const result = link("spring", "settings--settings--en-us", "https://site.example/ignored/path");
    if (!result.ok) throw new Error(result.error);
    const url = new URL(result.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://site.example/preview/");
    expect(url.searchParams.get("documentId")).toBe("settings--settings--en-us");
    const token = url.searchParams.get("token") ?? "";
    expect(token.startsWith("https://site.example/api/v2/previews/spring:")).toBe(true);
    expect(parsePreviewToken(token, TEST_PREVIEW_SECRET, NOW)).toEqual({
      releaseId: "spring",
      documentId: "settings--settings--en-us",
    });
    expect(parsePreviewToken(token, "another-secret-0123456789abcdef0123", NOW)).toBeUndefined();
  });

  it("makes a link that opens its release for the days asked (a week by default), then stops", () => {
    for (const days of [1, 7, 90]) {
      const result = link("spring", "settings--settings--en-us", SITE, days);
      if (!result.ok) throw new Error(result.error);
      const end = NOW + days * DAY;
      expect(result.expiresAt.toISOString()).toBe(new Date(end).toISOString());
      const token = new URL(result.url).searchParams.get("token") ?? "";
      expect(checkPreviewToken(token, TEST_PREVIEW_SECRET, end - 1).kind, String(days)).toBe("valid");
      expect(checkPreviewToken(token, TEST_PREVIEW_SECRET, end).kind, String(days)).toBe("expired");
    }
  });

  it("previews a published document the release does not change", () => {
    expect(link("spring", "article--a1--es-ar")).toMatchObject({ ok: true });
  });

  it("refuses an unknown release, an unknown document and an origin that is not http(s)", () => {
    expect(link("autumn", "settings--settings--en-us")).toEqual({
      ok: false,
      error: 'no release "autumn" in content/releases/ (releases: launch, spring)',
    });
    expect(link("spring", "nope")).toEqual({
      ok: false,
      error: 'no document "nope" in content/releases/spring/ or content/documents/',
    });
    for (const origin of ["site.example", "javascript:alert(1)", "ftp://site.example"]) {
      expect(link("spring", "settings--settings--en-us", origin), origin).toMatchObject({ ok: false });
    }
  });
});
