import { describe, expect, it } from "vitest";
import { canonicalEscapes, gateRequest, withoutDotSegments } from "./request-gate";

describe("gateRequest", () => {
  it("lets ordinary requests through", () => {
    expect(gateRequest("GET", "/contact/")).toEqual({ kind: "pass" });
    expect(gateRequest("HEAD", "/es/contacto/?x=%C3%B1&y=a+b")).toEqual({ kind: "pass" });
    expect(gateRequest("POST", "/api/contact")).toEqual({ kind: "pass" });
    expect(gateRequest("DELETE", "/api/bookings/1/cancel")).toEqual({ kind: "pass" });
  });

  it("answers 400 to paths that cannot be decoded or carry control characters", () => {
    for (const path of [
      "/contact/%zz/",
      "/api/v2/%ZZ",
      "/api/v2/previews/release:%FF",
      "/_ipx/%ZZ/images/x.jpg",
      "/images/%ZZ.jpg",
      "/api/bookings/%ZZ/cancel",
      "/contact/%00/",
      "/api/v2/documents/search?ref=%E0%A4%A",
      "/contact/?q=%ZZ",
      "/contact/%1b[31m/",
      "/a\\b/",
      "//evil.example/",
      "http://evil.example/",
      "*",
    ]) {
      expect(gateRequest("GET", path), path).toMatchObject({ kind: "refuse", status: 400 });
    }
  });

  it("keeps pages read-only: 405 with Allow for other methods", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      expect(gateRequest(method, "/services/")).toEqual({
        kind: "refuse",
        status: 405,
        message: "Method not allowed",
        allow: "GET, HEAD",
      });
    }
    expect(gateRequest("TRACE", "/api/contact")).toMatchObject({ kind: "refuse", status: 501 });
    expect(gateRequest("PROPFIND", "/")).toMatchObject({ kind: "refuse", status: 501 });
    expect(gateRequest("CONNECT", "/")).toMatchObject({ kind: "refuse", status: 501 });
  });

  it("lets a POST through to the contact page's form, in both languages, and only there", () => {
    expect(gateRequest("POST", "/contact/")).toEqual({ kind: "pass" });
    expect(gateRequest("POST", "/es/contacto/")).toEqual({ kind: "pass" });
    for (const path of ["/", "/es/", "/careers/", "/es/servicios/", "/contacto/"]) {
      expect(gateRequest("POST", path), path).toMatchObject({ status: 405, allow: "GET, HEAD" });
    }
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      expect(gateRequest(method, "/contact/"), method).toMatchObject({
        status: 405,
        allow: "GET, HEAD, POST",
      });
    }
  });

  it("redirects dot segments, plain or encoded, to the canonical path with its query", () => {
    expect(gateRequest("GET", "/./contact/")).toEqual({ kind: "redirect", location: "/contact/" });
    expect(gateRequest("GET", "/contact/../services/?a=1")).toEqual({
      kind: "redirect",
      location: "/services/?a=1",
    });
    expect(gateRequest("GET", "/%2e/contact/")).toEqual({ kind: "redirect", location: "/contact/" });
    expect(gateRequest("GET", "/_ipx/_/images/%2E%2E/%2e%2e/etc/passwd")).toEqual({
      kind: "redirect",
      location: "/_ipx/etc/passwd",
    });
  });

  it("sends every other spelling of a page to its one URL: needless escapes, lower-case escapes, a fragment", () => {
    for (const [sent, location] of [
      ["/%63ontact/", "/contact/"],
      ["/%63%6F%6E%74%61%63%74/?utm_source=x", "/contact/?utm_source=x"],
      ["/es/dise%c3%b1o/", "/es/dise%C3%B1o/"],
      ["/contact/#form", "/contact/"],
      ["/contact/?sent=1#form", "/contact/?sent=1"],
      ["/%7Eteam/", "/~team/"],
    ] as const) {
      expect(gateRequest("GET", sent), sent).toEqual({ kind: "redirect", location });
    }
    // Escapes that are needed stay as they are: the canonical spelling passes.
    for (const path of ["/es/dise%C3%B1o/", "/press%20kit.txt", "/a%2Fb/"]) {
      expect(gateRequest("GET", path), path).toEqual({ kind: "pass" });
    }
    expect(canonicalEscapes("/%41%2f%7e")).toBe("/A%2F~");
  });

  it("collapses repeated slashes of a page path with a redirect, and leaves an API's path as it is", () => {
    expect(gateRequest("GET", "/es//premios/?a=1")).toEqual({
      kind: "redirect",
      location: "/es/premios/?a=1",
    });
    expect(gateRequest("GET", "/es/premios///")).toEqual({ kind: "redirect", location: "/es/premios/" });
    expect(gateRequest("GET", "/api/v2//documents/search")).toEqual({ kind: "pass" });
  });

  it("never redirects to a protocol-relative address, whatever the dots left behind", () => {
    // Location: //evil.example/ is another host for any client that does not normalise the URL.
    for (const target of [
      "/%2e//evil.example/",
      "/.//evil.example/",
      "/api/..//evil.example/",
      "/api/%2E%2E///evil.example/x?y=1",
      "/_ipx/../..//evil.example/",
    ]) {
      const verdict = gateRequest("GET", target);
      expect(verdict.kind, target).toBe("redirect");
      if (verdict.kind === "redirect") {
        expect(verdict.location, target).toMatch(/^\/(?!\/)/);
        expect(verdict.location, target).toContain("evil.example/");
      }
    }
  });
});

describe("withoutDotSegments", () => {
  it("resolves segments as RFC 3986 does, never above the root", () => {
    expect(withoutDotSegments("/a/b/../c/./d/")).toBe("/a/c/d/");
    expect(withoutDotSegments("/../../x")).toBe("/x");
    expect(withoutDotSegments("/a/..")).toBe("/");
    expect(withoutDotSegments("/a/.")).toBe("/a/");
    expect(withoutDotSegments("/a..b/.c/")).toBe("/a..b/.c/");
  });
});
