import { describe, expect, it } from "vitest";
import { consultationRequestSchema, contactRequestSchema } from "@/features/leads/schemas";
import { CLIENT_ADDRESS_HEADER, clientAddress, markFrontHandler } from "@/platform/client-address";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { isJsonContentType } from "./content-type";
import { type GuardResult, guardJsonPost } from "./guard";
import { createRouteLimiter } from "./rate-limit";
import { MAX_BODY_BYTES, readBody } from "./read-body";
import { requestLocale } from "./request-locale";

const consultation = {
  locale: "en",
  helpType: "other",
  budget: "none",
  name: "Ana",
  email: "ana@example.com",
};
const generous = () => createRouteLimiter({ burst: 1_000, perSecond: 1_000 });

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/consultation", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function guard(request: Request, limiter = generous()) {
  return guardJsonPost(request, { schema: consultationRequestSchema, limiter, honeypotField: "website" });
}

async function refusal(result: GuardResult<unknown>) {
  if (result.outcome !== "rejected") throw new Error(`expected a refusal, got ${result.outcome}`);
  return {
    status: result.response.status,
    headers: result.response.headers,
    body: await result.response.json(),
  };
}

/** A body sent in chunks, without Content-Length (or with a false one). */
function chunked(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent++;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
  });
}

describe("guardJsonPost", () => {
  it("accepts a valid body with its data, locale, raw text and key", async () => {
    const raw = JSON.stringify(consultation);
    const result = await guard(post(raw, { "idempotency-key": "abc-1" }));
    expect(result).toEqual({
      outcome: "accepted",
      data: consultation,
      locale: "en",
      rawBody: raw,
      idempotencyKey: "abc-1",
    });
  });

  it("answers 415 to anything but JSON, in the Accept-Language", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const answer = await refusal(
        await guard(post(JSON.stringify(consultation), { "content-type": type, "accept-language": "es-AR" })),
      );
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ error: "contentType", message: es.Api.contentType });
    }
    const missing = new Request("http://localhost/x", { method: "POST", body: new Uint8Array([123, 125]) });
    expect((await refusal(await guard(missing))).status).toBe(415);
  });

  it("answers 413 to a declared Content-Length over 32 KB without reading", async () => {
    const answer = await refusal(await guard(post("{}", { "content-length": String(MAX_BODY_BYTES + 1) })));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: "tooLarge", message: en.Api.tooLarge });
  });

  it("answers 413 to a body over 32 KB whose Content-Length lies", async () => {
    const big = JSON.stringify({ ...consultation, name: "x".repeat(MAX_BODY_BYTES) });
    const answer = await refusal(await guard(post(big, { "content-length": "120" })));
    expect(answer.status).toBe(413);
  });

  it("answers 413 to a chunked body that grows past 32 KB (and stops reading it)", async () => {
    const answer = await refusal(await guard(post(chunked(1_000_000, 1024))));
    expect(answer.status).toBe(413);
  });

  it("reads a chunked body up to the limit", async () => {
    const result = await readBody(post(chunked(32, 1024)));
    expect(result).toEqual({ ok: true, text: " ".repeat(MAX_BODY_BYTES) });
    expect((await readBody(post(chunked(33, 1024)))).ok).toBe(false);
  });

  it("answers a body the client stopped sending with a plain 400, never an error", async () => {
    const cutOff = () => {
      let sent = false;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent) return controller.error(new Error("aborted"));
          sent = true;
          controller.enqueue(new TextEncoder().encode('{"locale":"es"'));
        },
      });
    };
    expect(await readBody(post(cutOff()))).toEqual({ ok: false, reason: "incomplete" });
    const answer = await refusal(await guard(post(cutOff())));
    expect(answer.status).toBe(400);
  });

  it("answers 400 malformed to broken JSON, non-objects, invalid UTF-8 and an empty body", async () => {
    for (const body of [
      '{"locale": "en",',
      "[1,2]",
      "null",
      '"text"',
      "",
      new Uint8Array([0x7b, 0xff, 0x7d]),
    ]) {
      const answer = await refusal(await guard(post(body)));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: "malformed", message: en.Api.malformed });
    }
  });

  it("answers 400 to an invalid Idempotency-Key", async () => {
    const answer = await refusal(
      await guard(post(JSON.stringify(consultation), { "idempotency-key": "no spaces" })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "malformed" });
  });

  it("answers 429 with Retry-After once a client has used its burst, per client", async () => {
    let now = 0;
    const limiter = createRouteLimiter({ burst: 2, perSecond: 1 / 6 }, () => now);
    markFrontHandler();
    // The production server writes the resolved client address; a client's own X-Forwarded-For is ignored.
    const from = (ip: string) =>
      post(JSON.stringify(consultation), {
        [CLIENT_ADDRESS_HEADER]: ip,
        "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}`,
        "accept-language": "es",
      });
    expect((await guard(from("203.0.113.7"), limiter)).outcome).toBe("accepted");
    expect((await guard(from("203.0.113.7"), limiter)).outcome).toBe("accepted");

    const limited = await refusal(await guard(from("203.0.113.7"), limiter));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("6");
    expect(limited.body).toEqual({
      error: "rateLimited",
      message: "Demasiados intentos. Esperá 6 segundos y probá de nuevo.",
    });
    // Another visitor behind the same proxy is not held back.
    expect((await guard(from("198.51.100.2"), limiter)).outcome).toBe("accepted");

    now = 6_000;
    expect((await guard(from("203.0.113.7"), limiter)).outcome).toBe("accepted");
  });

  it("reports the honeypot before validating", async () => {
    const result = await guard(post(JSON.stringify({ website: "http://spam.example", locale: "es" })));
    expect(result).toEqual({ outcome: "honeypot", locale: "es" });
    expect((await guard(post(JSON.stringify({ ...consultation, website: "  " })))).outcome).toBe("accepted");
  });

  it("answers 400 invalid with each field's message in Spanish", async () => {
    const result = await guardJsonPost(
      post(
        JSON.stringify({ locale: "es", topic: "new-business", name: " ", email: "ana@", message: "hola" }),
      ),
      {
        schema: contactRequestSchema,
        limiter: generous(),
      },
    );
    const answer = await refusal(result);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: "invalid",
      message: es.Api.invalid,
      fields: {
        name: es.Contact.errors.required,
        email: es.Contact.errors.email,
        message: es.Contact.errors.tooShort,
        service: es.Contact.errors.required,
        budget: es.Contact.errors.required,
      },
    });
  });

  it("speaks the Accept-Language when the body's locale is not ours", async () => {
    const body = JSON.stringify({ ...consultation, locale: "fr", name: "" });
    const answer = await refusal(await guard(post(body, { "accept-language": "fr-FR, es-AR;q=0.8" })));
    expect(answer.body).toMatchObject({
      message: es.Api.invalid,
      fields: { locale: es.Contact.errors.choice, name: es.Contact.errors.required },
    });
  });
});

describe("requestLocale", () => {
  const headers = (acceptLanguage?: string) =>
    new Headers(acceptLanguage ? { "accept-language": acceptLanguage } : {});

  it("prefers the body's locale, then Accept-Language, then English", () => {
    expect(requestLocale({ locale: "es" }, headers("en-US"))).toBe("es");
    expect(requestLocale({ locale: "en" }, headers("es-AR"))).toBe("en");
    expect(requestLocale({ locale: "pt" }, headers("es-AR,es;q=0.9"))).toBe("es");
    expect(requestLocale({ locale: 3 }, headers("es"))).toBe("es");
    expect(requestLocale(undefined, headers("de-DE"))).toBe("en");
    expect(requestLocale(undefined, headers())).toBe("en");
  });
});

describe("clientAddress", () => {
  it("never believes X-Forwarded-For or X-Real-IP: only the address the production server wrote", () => {
    markFrontHandler();
    expect(
      clientAddress(new Headers({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1", "x-real-ip": "10.0.0.2" })),
    ).toBe("local");
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "192.0.2.4" }))).toBe("192.0.2.4");
    expect(clientAddress(new Headers())).toBe("local");
  });
});

describe("isJsonContentType", () => {
  it("accepts application/json with or without a UTF-8 charset", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("Application/JSON; charset=UTF-8")).toBe(true);
    expect(isJsonContentType('application/json;charset="utf-8"')).toBe(true);
    expect(isJsonContentType("application/json; charset=latin1")).toBe(false);
    expect(isJsonContentType("application/jsonp")).toBe(false);
    expect(isJsonContentType("text/json")).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });
});
