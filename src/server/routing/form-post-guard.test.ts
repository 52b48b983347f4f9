import { describe, expect, it } from "vitest";
import { createRouteLimiter } from "@/server/http/rate-limit";
import { guardFormPost, isFormContentType, isSameOrigin, parseFormBody } from "./form-post-guard";

const FORM = "application/x-www-form-urlencoded";

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost:4321/contact/", {
    method: "POST",
    headers: { "content-type": FORM, ...headers },
    body,
    // A streamed body needs it (undici).
    ...(body instanceof ReadableStream && { duplex: "half" }),
  } as RequestInit);
}

const generous = () => createRouteLimiter({ burst: 100, perSecond: 1 });

describe("a page's form post, before its fields are read", () => {
  it("comes from this site's own page, by fetch metadata or, without it, by Origin", () => {
    expect(isSameOrigin(post("", { "sec-fetch-site": "same-origin" }))).toBe(true);
    for (const site of ["cross-site", "same-site", "none"]) {
      expect(isSameOrigin(post("", { "sec-fetch-site": site, origin: "http://localhost:4321" })), site).toBe(
        false,
      );
    }
    expect(isSameOrigin(post("", { origin: "http://localhost:4321" }))).toBe(true);
    for (const origin of ["https://evil.example", "http://localhost:4322", "null", "::"]) {
      expect(isSameOrigin(post("", { origin })), origin).toBe(false);
    }
    // No browser a cross-site page drives sends neither.
    expect(isSameOrigin(post(""))).toBe(true);
  });

  it("is urlencoded UTF-8, as a browser's form sends it", () => {
    expect(isFormContentType(FORM)).toBe(true);
    expect(isFormContentType("Application/X-WWW-Form-Urlencoded; charset=UTF-8")).toBe(true);
    for (const type of [
      null,
      "",
      "application/json",
      "multipart/form-data; boundary=x",
      "text/plain",
      `${FORM}; charset=latin1`,
    ]) {
      expect(isFormContentType(type), String(type)).toBe(false);
    }
  });

  it("refuses a body whose escapes would read as other text than was sent", () => {
    expect(parseFormBody("name=Ana+Pereyra&email=a%40b.c")?.get("name")).toBe("Ana Pereyra");
    expect(parseFormBody("message=%C3%B1and%C3%BA")?.get("message")).toBe("ñandú");
    for (const body of ["name=%zz", "name=%", "name=%C3", "name=%FF%FE", "%E0%A4%A=x"]) {
      expect(parseFormBody(body), body).toBeUndefined();
    }
    expect(parseFormBody("")?.toString()).toBe("");
  });

  it("answers each refusal with its status: 403, 429 with Retry-After, 415, 413, 400", async () => {
    const limiter = generous();
    expect(await guardFormPost(post("a=1", { "sec-fetch-site": "cross-site" }), { limiter })).toEqual({
      ok: false,
      status: 403,
      reason: "crossSite",
    });
    expect(
      await guardFormPost(post("{}", { "content-type": "application/json" }), { limiter }),
    ).toMatchObject({
      status: 415,
    });
    expect(await guardFormPost(post("a=1", { "content-length": "999999" }), { limiter })).toMatchObject({
      status: 413,
    });
    expect(await guardFormPost(post(`message=${"a".repeat(40_000)}`), { limiter })).toMatchObject({
      status: 413,
    });
    // A chunked body that never says its length is counted as it comes, and cut at the limit.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(new TextEncoder().encode("a".repeat(1024)));
      },
    });
    expect(await guardFormPost(post(endless), { limiter, maxBytes: 4096 })).toMatchObject({ status: 413 });
    expect(sent).toBeLessThan(10);
    expect(await guardFormPost(post("a=%zz"), { limiter })).toMatchObject({
      status: 400,
      reason: "malformed",
    });
    expect(await guardFormPost(post(new Uint8Array([0x61, 0x3d, 0xff])), { limiter })).toMatchObject({
      status: 400,
    });

    const strict = createRouteLimiter({ burst: 1, perSecond: 1 / 30 }, () => 0);
    expect(await guardFormPost(post("a=1"), { limiter: strict })).toMatchObject({ ok: true });
    expect(await guardFormPost(post("a=1"), { limiter: strict })).toEqual({
      ok: false,
      status: 429,
      reason: "rateLimited",
      retryAfterSeconds: 30,
    });
  });

  it("gives the fields of a well-formed post, junk and all", async () => {
    const guarded = await guardFormPost(
      post("intent=contact&step=topic&x%5B%5D=1&topic=press&topic=general"),
      {
        limiter: generous(),
      },
    );
    if (!guarded.ok) throw new Error(`refused: ${guarded.reason}`);
    expect(guarded.fields.get("intent")).toBe("contact");
    expect(guarded.fields.getAll("topic")).toEqual(["press", "general"]);
  });
});
