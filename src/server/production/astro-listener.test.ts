import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RenderOptions } from "astro/app";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/platform/client-address";
import { createAstroListener } from "./astro-listener";

/** What the app was asked to render, and what it read of each request. */
const asked: { request: Request; options: RenderOptions | undefined; body: string | undefined }[] = [];
/** The app's answer to the next request. */
let answer: (request: Request) => Promise<Response> = async () => new Response("<h1>page</h1>");

/** A stand-in for Astro's app: only `render` is what the listener uses. */
const app = {
  async render(request: Request, options?: RenderOptions): Promise<Response> {
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
    asked.push({ request, options, body });
    return answer(request);
  },
};

const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'";

let server: Server;
let port = 0;

beforeAll(async () => {
  const listener = createAstroListener(app);
  server = createServer((request, response) => {
    // As the front: its fallback policy first, for the answer's own to replace.
    response.setHeader("content-security-policy", FALLBACK_CSP);
    void listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
});
afterEach(() => {
  asked.length = 0;
  answer = async () => new Response("<h1>page</h1>");
  vi.restoreAllMocks();
});

function send(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("the Astro app as the production server's listener", () => {
  it("hands the app the request as a web Request, with the client address the front wrote", async () => {
    await send("/es/servicios/?x=1", {
      headers: {
        [CLIENT_ADDRESS_HEADER]: "203.0.113.9",
        cookie: "i18n_redirected=es",
        "accept-language": "es",
      },
    });
    const [{ request, options } = { request: undefined, options: undefined }] = asked;
    expect(request?.method).toBe("GET");
    expect(new URL(request?.url ?? "").pathname + new URL(request?.url ?? "").search).toBe(
      "/es/servicios/?x=1",
    );
    expect(request?.headers.get("cookie")).toBe("i18n_redirected=es");
    expect(request?.headers.get("accept-language")).toBe("es");
    expect(options).toEqual({ addCookieHeader: true, clientAddress: "203.0.113.9" });
  });

  it("hands the app a form's body", async () => {
    answer = async () => new Response(null, { status: 303, headers: { location: "/contact/thanks/" } });
    const answered = await send("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name":"Ana"}',
    });
    expect(asked[0]?.body).toBe('{"name":"Ana"}');
    expect(answered.status).toBe(303);
    expect(answered.headers.location).toBe("/contact/thanks/");
  });

  it("refuses a body declared larger than any form of the site before reading it", async () => {
    const answered = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/contact",
          method: "POST",
          headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on("end", () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body: text });
          });
        },
      );
      request.on("error", reject);
      // The headers only: the answer must not wait for two megabytes.
      request.flushHeaders();
    });
    expect(answered).toEqual({ status: 413, body: "Payload too large\n" });
    expect(asked).toEqual([]);
  });

  it("cuts a body sent without its length at the limit, so the app never has it whole", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const answered = await send("/api/contact", {
      method: "POST",
      headers: { "transfer-encoding": "chunked" },
      body: "x".repeat(1024 * 1024 + 1),
    });
    expect(answered.status).toBe(500);
    expect(asked).toEqual([]);
  });

  it("writes the app's answer back: status, headers (each cookie apart), body", async () => {
    answer = async () => {
      const headers = new Headers({ "content-type": "text/html; charset=utf-8", vary: "Cookie" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      return new Response("<h1>Hola</h1>", { status: 404, headers });
    };
    const answered = await send("/es/no-existe/");
    expect(answered.status).toBe(404);
    expect(answered.body).toBe("<h1>Hola</h1>");
    expect(answered.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answered.headers.vary).toBe("Cookie");
    expect(answered.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("lets the answer's own policy replace the front's fallback, and keeps the fallback otherwise", async () => {
    answer = async () => new Response("x", { headers: { "content-security-policy": "default-src 'self'" } });
    expect((await send("/")).headers["content-security-policy"]).toBe("default-src 'self'");
    answer = async () => new Response("x");
    expect((await send("/")).headers["content-security-policy"]).toBe(FALLBACK_CSP);
  });

  it("answers an API call a plain 500 when the app fails before answering, and logs it", async () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    answer = async () => {
      throw new Error("content service down");
    };
    const answered = await send("/api/slots?token=secret", { headers: { "x-request-id": "req-42" } });
    expect(answered.status).toBe(500);
    expect(answered.body).toBe("Internal server error\n");
    expect(answered.headers["cache-control"]).toBe("no-store");
    // One line, with the request's id and path, never its query (it may carry a token).
    expect(lines).toEqual([
      expect.stringMatching(
        /ERROR site\.render requestId=req-42 method=GET path=\/api\/slots error="Error: content service down"/,
      ),
    ]);
    expect(lines.join("")).not.toContain("secret");
  });

  describe("the last resort: a page whose error page fails too", () => {
    const cases = [
      {
        path: "/approach/",
        lang: "en-US",
        title: "Something went wrong, and the error page could not be shown either.",
        reference: "Reference for our team: req-7",
        retry: '<a href="/approach/?x=1">Try again</a>',
        home: '<a href="/">Take me back</a>',
      },
      {
        path: "/es/enfoque/",
        lang: "es-AR",
        title: "Algo salió mal, y tampoco pudimos mostrar la página de error.",
        reference: "Referencia para nuestro equipo: req-7",
        retry: '<a href="/es/enfoque/?x=1">Reintentar</a>',
        home: '<a href="/es/">Volver al inicio</a>',
      },
    ] as const;

    for (const failure of [
      // Astro answers with the status and no body when rendering the 500 page throws.
      { name: "the error page fails", answer: async () => new Response(null, { status: 500 }) },
      {
        name: "the app throws",
        answer: async (): Promise<Response> => {
          throw new Error("secret stack detail");
        },
      },
    ]) {
      for (const expected of cases) {
        it(`is an HTML page in the site's look when ${failure.name}, in the path's language (${expected.lang})`, async () => {
          vi.spyOn(process.stderr, "write").mockImplementation(() => true);
          answer = failure.answer;
          const answered = await send(`${expected.path}?x=1`, { headers: { "x-request-id": "req-7" } });
          expect(answered.status).toBe(500);
          expect(answered.headers["content-type"]).toBe("text/html; charset=utf-8");
          expect(answered.headers["cache-control"]).toMatch(/no-store/);
          expect(answered.body).toMatch(new RegExp(`^<!doctype html>\n<html lang="${expected.lang}">`));
          expect(answered.body).toContain('<p class="code">500</p>');
          expect(answered.body).toContain(`<h1>${expected.title}</h1>`);
          expect(answered.body).toContain(expected.reference);
          expect(answered.body).toContain(expected.retry);
          expect(answered.body).toContain(expected.home);
          expect(answered.body).not.toContain("secret stack detail");
          // Its one style block is allowed by the page's own policy, which replaces the front's fallback.
          expect(answered.headers["content-security-policy"]).toMatch(/style-src 'sha256-/);
        });
      }
    }

    it("shows no reference a client made up", async () => {
      vi.spyOn(process.stderr, "write").mockImplementation(() => true);
      answer = async () => new Response(null, { status: 500 });
      const answered = await send("/", { headers: { "x-request-id": "<script>" } });
      expect(answered.body).not.toContain("Reference");
      expect(answered.body).not.toContain("<script>");
    });
  });

  it("gives a visitor a redirect made by Response.redirect, whose headers cannot change, never a 500", async () => {
    answer = async () => Response.redirect("http://localhost/es/", 302);
    const answered = await send("/");
    expect(answered.status).toBe(302);
    expect(answered.headers.location).toBe("http://localhost/es/");
  });

  it("cuts an answer whose body fails midway rather than sending a truncated page as whole", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    answer = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("<h1>half"));
            controller.error(new Error("render failed"));
          },
        }),
      );
    await expect(send("/approach/")).rejects.toThrow();
    // The server goes on.
    answer = async () => new Response("ok");
    expect((await send("/")).body).toBe("ok");
  });
});
