import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ContentStore, loadContentStore } from "./content-store";
import {
  checkPreviewToken,
  PREVIEW_LINK_LIFETIME_MS,
  parsePreviewToken,
  previewTokenFor,
  releaseOfPreviewToken,
  resolveRef,
} from "./refs";
import { TEST_PREVIEW_SECRET, writeTestContent } from "./test-content";

const ORIGIN = "https://lumbre.studio";
const DOCUMENT = "settings--settings--en-us";
const OTHER_SECRET = "another-secret-0123456789abcdef0123";

let content: Awaited<ReturnType<typeof writeTestContent>>;
let store: ContentStore;

beforeAll(async () => {
  content = await writeTestContent();
  store = await loadContentStore(content.root);
});
afterAll(async () => content.cleanup());

const signed = (release: string, documentId = DOCUMENT) =>
  previewTokenFor(ORIGIN, release, documentId, TEST_PREVIEW_SECRET);

/** A fixed instant: 2026-11-26T10:00:00Z. */
const NOW = Date.UTC(2026, 10, 26, 10);
const HOUR = 60 * 60 * 1000;

describe("previewTokenFor and parsePreviewToken", () => {
  it("signs <release>:<document>:<expires>.<nonce> with a 43-character base64url HMAC-SHA-256", () => {
    const token = signed("spring");
    expect(token).toMatch(
      new RegExp(
        `^${ORIGIN}/api/v2/previews/spring:settings--settings--en-us:\\d+\\.[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(parsePreviewToken(token, TEST_PREVIEW_SECRET)).toEqual({
      releaseId: "spring",
      documentId: DOCUMENT,
    });
  });

  it("keeps document ids with colons, slashes and spaces", () => {
    for (const id of ["a:b", "a/b", "doc id", "ñ"]) {
      expect(parsePreviewToken(signed("spring", id), TEST_PREVIEW_SECRET)?.documentId, id).toBe(id);
    }
  });

  it("refuses unsigned, wrongly signed, altered and truncated tokens", () => {
    const token = signed("spring");
    const signature = token.split(":").at(-1) ?? "";
    // The expiry, nonce and signature of spring's token, moved onto another release or document.
    const tail = token.split(":").slice(-2).join(":");
    for (const forged of [
      `${ORIGIN}/api/v2/previews/spring:${DOCUMENT}`,
      `${ORIGIN}/api/v2/previews/autumn-campaign:doc`,
      previewTokenFor(ORIGIN, "spring", DOCUMENT, OTHER_SECRET),
      `${ORIGIN}/api/v2/previews/launch:${DOCUMENT}:${tail}`,
      `${ORIGIN}/api/v2/previews/spring:settings--settings--es-ar:${tail}`,
      token.slice(0, -1),
      `${token}A`,
      `${token.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
    ]) {
      expect(parsePreviewToken(forged, TEST_PREVIEW_SECRET), forged).toBeUndefined();
    }
  });

  it("refuses a token of the earlier form, signed without an expiry: it would open its release for ever", () => {
    const signature = createHmac("sha256", TEST_PREVIEW_SECRET)
      .update(`spring:${DOCUMENT}`)
      .digest("base64url");
    const unending = `${ORIGIN}/api/v2/previews/spring:${DOCUMENT}:${signature}`;
    expect(parsePreviewToken(unending, TEST_PREVIEW_SECRET, NOW)).toBeUndefined();
    expect(resolveRef(store, unending, TEST_PREVIEW_SECRET, NOW)).toEqual({ type: "unknown" });
  });

  it("makes every token unique, even for one release and document", () => {
    const tokens = new Set(Array.from({ length: 20 }, () => signed("spring")));
    expect(tokens.size).toBe(20);
  });

  it("opens its release until its expiry (a week by default), and not from that second on", () => {
    const token = previewTokenFor(ORIGIN, "spring", DOCUMENT, TEST_PREVIEW_SECRET, { now: () => NOW });
    const end = NOW + PREVIEW_LINK_LIFETIME_MS;
    expect(PREVIEW_LINK_LIFETIME_MS).toBe(7 * 24 * HOUR);
    expect(checkPreviewToken(token, TEST_PREVIEW_SECRET, end - 1)).toEqual({
      kind: "valid",
      releaseId: "spring",
      documentId: DOCUMENT,
      expiresAt: end,
    });
    expect(parsePreviewToken(token, TEST_PREVIEW_SECRET, end - 1)?.releaseId).toBe("spring");
    expect(checkPreviewToken(token, TEST_PREVIEW_SECRET, end)).toMatchObject({ kind: "expired" });
    expect(parsePreviewToken(token, TEST_PREVIEW_SECRET, end)).toBeUndefined();
    expect(resolveRef(store, token, TEST_PREVIEW_SECRET, end - 1)).toMatchObject({ type: "found" });
    expect(resolveRef(store, token, TEST_PREVIEW_SECRET, end)).toEqual({ type: "expired" });
    expect(releaseOfPreviewToken(store, token, TEST_PREVIEW_SECRET, end - 1)?.id).toBe("spring");
    expect(releaseOfPreviewToken(store, token, TEST_PREVIEW_SECRET, end)).toBeUndefined();
  });

  it("refuses a token whose expiry was moved: the expiry is signed", () => {
    const token = previewTokenFor(ORIGIN, "spring", DOCUMENT, TEST_PREVIEW_SECRET, {
      expiresAt: NOW + HOUR,
    });
    const expires = String(Math.floor((NOW + HOUR) / 1000));
    const later = token.replace(`:${expires}.`, `:${Number(expires) + 86_400 * 365}.`);
    expect(later).not.toBe(token);
    for (const at of [NOW, NOW + 2 * HOUR]) {
      expect(checkPreviewToken(later, TEST_PREVIEW_SECRET, at), String(at)).toEqual({ kind: "invalid" });
    }
  });

  it("reads the secret only for a token-shaped string (a build, reading the master, never does)", () => {
    const secret = vi.fn(() => TEST_PREVIEW_SECRET);
    for (const junk of ["x", "nope", `${ORIGIN}/api/v2/previews/spring:${DOCUMENT}`]) {
      expect(parsePreviewToken(junk, secret)).toBeUndefined();
      expect(resolveRef(store, junk, secret)).toEqual({ type: "unknown" });
    }
    expect(resolveRef(store, store.masterRef, secret).type).toBe("found");
    expect(secret).not.toHaveBeenCalled();
    expect(parsePreviewToken(signed("spring"), secret)?.releaseId).toBe("spring");
    expect(secret).toHaveBeenCalledOnce();
  });
});

describe("resolveRef and releaseOfPreviewToken", () => {
  it("read a signed token's release, raw, percent-encoded or in a toolbar jar", () => {
    const token = signed("spring");
    for (const ref of [
      token,
      encodeURIComponent(token),
      JSON.stringify({ "x.prismic.io": { preview: token } }),
    ]) {
      expect(resolveRef(store, ref, TEST_PREVIEW_SECRET), ref).toMatchObject({
        type: "found",
        via: "preview",
        releaseId: "spring",
      });
      expect(releaseOfPreviewToken(store, ref, TEST_PREVIEW_SECRET)?.id, ref).toBe("spring");
    }
  });

  it("treat an unsigned or wrongly signed token as junk: unknown, no release", () => {
    for (const forged of [
      `${ORIGIN}/api/v2/previews/spring:${DOCUMENT}`,
      previewTokenFor(ORIGIN, "spring", DOCUMENT, OTHER_SECRET),
    ]) {
      expect(resolveRef(store, forged, TEST_PREVIEW_SECRET), forged).toEqual({ type: "unknown" });
      expect(releaseOfPreviewToken(store, forged, TEST_PREVIEW_SECRET), forged).toBeUndefined();
    }
  });

  it("expire a signed token whose release no longer exists", () => {
    expect(resolveRef(store, signed("deleted"), TEST_PREVIEW_SECRET)).toEqual({ type: "expired" });
    expect(releaseOfPreviewToken(store, signed("deleted"), TEST_PREVIEW_SECRET)).toBeUndefined();
  });
});
