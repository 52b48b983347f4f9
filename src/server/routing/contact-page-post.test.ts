import { describe, expect, it } from "vitest";
import { createRouteLimiter } from "@/server/http/rate-limit";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { type ContactPageAnswer, createContactPagePost } from "./contact-page-post";

const FORM = "application/x-www-form-urlencoded";

interface Stored {
  readonly body: Record<string, unknown>;
  readonly key: string | null;
}

/** The contact page's answer with a stand-in for POST /api/contact's handler. */
function page(reply: () => Response = () => Response.json({ id: "lead-1" }, { status: 201 })) {
  const stored: Stored[] = [];
  const answer = createContactPagePost({
    store: async (request) => {
      stored.push({ body: await request.json(), key: request.headers.get("idempotency-key") });
      return reply();
    },
    limiter: createRouteLimiter({ burst: 100, perSecond: 1 }),
    booking: async () => {
      throw new Error("no booking in these tests");
    },
  });
  const send = (path: string, body: string, headers: Record<string, string> = {}) =>
    answer(
      new Request(`http://localhost:4321${path}`, {
        method: "POST",
        headers: { "content-type": FORM, ...headers },
        body,
      }),
      new URL(path, "http://localhost:4321"),
      path.startsWith("/es/") ? "es" : "en",
      path,
    );
  return { answer, send, stored };
}

function shown(answer: ContactPageAnswer) {
  if (answer.kind !== "page") throw new Error(`a page, not ${answer.kind}`);
  return answer;
}

const details =
  "intent=contact&step=details&action=next&topic=general&name=Ana&email=ana%40example.com&message=A+question+for+you";

describe("the contact page's answer to its form without JavaScript", () => {
  it("renders the first step for a GET, with a key for the form, or the thank-you at ?sent", async () => {
    const { answer } = page();
    const url = new URL("http://localhost:4321/contact/?topic=press");
    const first = shown(await answer(new Request(url), url, "en", "/contact/"));
    expect(first).toMatchObject({
      status: 200,
      form: { start: { step: "topic", values: { topic: "press" } } },
    });
    expect(first.form.formKey).toMatch(/^[0-9a-f-]{36}$/);
    const sent = new URL("http://localhost:4321/es/contacto/?sent=1");
    expect(shown(await answer(new Request(sent), sent, "es", "/es/contacto/")).form.start.sent).toBe(true);
  });

  it("answers a step with the next one, carrying the form's key", async () => {
    const { send } = page();
    const next = shown(await send("/contact/", "intent=contact&step=topic&action=next&topic=press&key=k-1"));
    expect(next).toMatchObject({ status: 200, form: { start: { step: "details" }, formKey: "k-1" } });
  });

  it("answers a step with a problem with the same step, its messages in the visitor's language", async () => {
    const { send, stored } = page();
    const again = shown(await send("/es/contacto/", "intent=contact&step=topic&action=next"));
    expect(again).toMatchObject({
      status: 400,
      form: { start: { step: "topic", errors: { topic: es.Contact.errors.choice } } },
    });
    expect(stored).toEqual([]);
  });

  it("stores the last step through the contact handler and answers 303 to the thank-you", async () => {
    const { send, stored } = page();
    const answer = await send("/es/contacto/", `${details}&key=k-1`);
    expect(answer).toEqual({ kind: "redirect", location: "/es/contacto/?sent=1#contact-form-title" });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.body).toEqual({
      locale: "es",
      topic: "general",
      name: "Ana",
      email: "ana@example.com",
      message: "A question for you",
      page: "/es/contacto/",
    });
    expect(stored[0]?.key).toMatch(/^k-1\.[0-9a-f]{40}$/);
  });

  it("sends a repeated last step under the same key, and another message under another", async () => {
    const { send, stored } = page();
    await send("/contact/", `${details}&key=k-1`);
    await send("/contact/", `${details}&key=k-1`);
    await send("/contact/", `${details}+again&key=k-1`);
    expect(stored[0]?.key).toBe(stored[1]?.key);
    expect(stored[2]?.key).not.toBe(stored[0]?.key);
  });

  it("shows the handler's refusals on the form, with their status", async () => {
    const invalid = page(() =>
      Response.json(
        { error: "invalid", message: "x", fields: { topic: "Elegí una opción." } },
        { status: 400 },
      ),
    );
    expect(shown(await invalid.send("/es/contacto/", details))).toMatchObject({
      status: 400,
      form: { start: { step: "topic", errors: { topic: "Elegí una opción." }, values: { name: "Ana" } } },
    });
    const limited = page(() =>
      Response.json(
        { error: "rateLimited", message: "Wait 6 seconds." },
        { status: 429, headers: { "retry-after": "6" } },
      ),
    );
    expect(shown(await limited.send("/contact/", details))).toMatchObject({
      status: 429,
      headers: { "retry-after": "6" },
      form: {
        start: { step: "details", notice: "Wait 6 seconds.", values: { message: "A question for you" } },
      },
    });
    const broken = page(() => new Response("not json", { status: 503 }));
    expect(shown(await broken.send("/contact/", details))).toMatchObject({
      status: 503,
      form: { start: { step: "details" } },
    });
  });

  it("refuses, in the visitor's language and never with a 500, what is no post of its form", async () => {
    const { send, stored } = page();
    const cases: [string, Record<string, string>, number, string][] = [
      [details, { "sec-fetch-site": "cross-site" }, 403, es.Contact.noScript.crossSite],
      [details, { "content-type": "text/plain" }, 415, es.Contact.noScript.malformed],
      [`${details}&message=${"a".repeat(40_000)}`, {}, 413, es.Contact.noScript.tooLarge],
      ["intent=contact&step=%zz", {}, 400, es.Contact.noScript.malformed],
      ["step=topic&topic=press", {}, 400, es.Contact.noScript.malformed],
      ["intent=payment", {}, 400, es.Contact.noScript.malformed],
      ["intent=contact&step=nowhere&topic=press", {}, 400, es.Contact.noScript.lost],
    ];
    for (const [body, headers, status, notice] of cases) {
      expect(
        shown(await send("/es/contacto/", body, headers)),
        `${body.slice(0, 40)} ${status}`,
      ).toMatchObject({
        status,
        form: { start: { notice } },
      });
    }
    expect(stored).toEqual([]);
    expect(
      shown(await send("/contact/", details, { origin: "https://evil.example" })).form.start.notice,
    ).toBe(en.Contact.noScript.crossSite);
  });

  it("hands the booking steps' posts, fields and all, to the booking's own answer", async () => {
    const answer = createContactPagePost({
      store: async () => new Response(null, { status: 500 }),
      limiter: createRouteLimiter({ burst: 100, perSecond: 1 }),
      booking: async (_request, locale, form) => ({
        kind: "redirect",
        location: `/${locale}/?${form.toString()}`,
      }),
    });
    const url = new URL("http://localhost:4321/es/contacto/");
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": FORM },
      body: "intent=booking&slot=x",
    });
    const result = await answer(request, url, "es", "/es/contacto/");
    expect(result).toEqual({ kind: "redirect", location: "/es/?intent=booking&slot=x" });
  });
});
