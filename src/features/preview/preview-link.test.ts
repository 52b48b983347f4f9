import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import { parsePreviewToken, previewTokenFor } from "@/content/service/refs";
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

const link = (releaseId: string, documentId: string, origin = SITE) =>
  previewLinkFor(store, { releaseId, documentId, origin }, TEST_PREVIEW_SECRET);

describe("parsePreviewLinkArgs", () => {
  it("reads the release, the document and --origin", () => {
    expect(parsePreviewLinkArgs(["spring", "doc"])).toEqual({
      releaseId: "spring",
      documentId: "doc",
      origin: undefined,
    });
    for (const argv of [
      ["spring", "doc", "--origin", "https://site.example"],
      ["--origin=https://site.example", "spring", "doc"],
    ]) {
      expect(parsePreviewLinkArgs(argv)).toEqual({
        releaseId: "spring",
        documentId: "doc",
        origin: "https://site.example",
      });
    }
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
    expect(token).toBe(
      previewTokenFor("https://site.example", "spring", "settings--settings--en-us", TEST_PREVIEW_SECRET),
    );
    expect(parsePreviewToken(token, TEST_PREVIEW_SECRET)).toEqual({
      releaseId: "spring",
      documentId: "settings--settings--en-us",
    });
    expect(parsePreviewToken(token, "another-secret-0123456789abcdef0123")).toBeUndefined();
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
