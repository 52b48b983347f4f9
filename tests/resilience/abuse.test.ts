import { randomUUID } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewTokenFor } from "@/content/service/refs";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";

/**
 * The site as a hostile visitor meets it (issue 13): junk preview links, malformed paths and methods on
 * every kind of route, forged forwarding headers, a burst of fresh image encodes, anonymous reads of
 * unpublished releases, bookings in bulk, a body that never arrives. Loopback only, bounded: every
 * loop has a fixed size, and the suite ends by itself.
 */

const projectRoot = `${import.meta.dirname}/../..`;
/** The server's PREVIEW_SECRET: only links signed with it open a preview of an unpublished release. */
const PREVIEW_SECRET = "abuse-preview-secret-0123456789abcdef0123";
const FORGED_SECRET = "forged-preview-secret-0123456789abcdef0123";
let server: StartedSiteServer;

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A request sent exactly as written (no URL normalisation, any method), as curl --path-as-is would. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  // A body always goes with its length: Node sends DELETE, OPTIONS and TRACE bodies unframed otherwise.
  const framed =
    body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "localhost", port: server.port, method, path, headers: framed },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          if (text.length < 100_000) text += chunk.toString();
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function cookieNames(headers: IncomingHttpHeaders): string[] {
  return (headers["set-cookie"] ?? []).map((cookie) => cookie.split("=")[0] ?? "");
}

beforeAll(async () => {
  server = await startSiteServer(projectRoot, {
    env: {
      // Small budgets, so each limit is reached within a few requests.
      IMAGE_ENCODE_BURST: "3",
      IMAGE_ENCODES_PER_MINUTE: "1",
      BOOKINGS_PER_EMAIL: "2",
      BOOKINGS_PER_CLIENT: "3",
      // Every request here comes from one address: the budget of renders past the cache is
      // tests/resilience/hardening.test.ts's business, not a limit the tests below should meet.
      QUERY_RENDERS_PER_MINUTE: "100000",
      PREVIEW_SECRET,
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe("junk preview links", () => {
  const tokens = [
    "x",
    "javascript:alert(1)",
    "https://evil.example/x",
    "http://localhost:3000/api/v2/previews/no-such-release:home",
    // A real release, guessed: unsigned, and signed with a secret that is not the server's.
    "http://localhost:3000/api/v2/previews/autumn-campaign:home--home--en-us",
    previewTokenFor("http://localhost:3000", "autumn-campaign", "home--home--en-us", FORGED_SECRET),
    "//evil.example/api/v2/previews/a:b",
    "%ZZ",
    "a".repeat(5000),
  ];

  it("start no preview, set no cookie and leave every page answering 200", async () => {
    for (const token of tokens) {
      const path = `/preview/?token=${encodeURIComponent(token)}&documentId=home`;
      const answer = await raw("GET", path);
      expect(answer.status, token).toBeGreaterThanOrEqual(300);
      expect(answer.status, token).toBeLessThan(500);
      expect(cookieNames(answer.headers), token).toEqual([]);
    }
    // A visitor carrying junk preview cookies (forged, or left from an ended preview) still gets pages.
    const cookie = "io.prismic.preview=https%3A%2F%2Fevil.example%2Fx";
    for (const page of [
      "/",
      "/es/",
      "/services/",
      "/es/servicios/auditorias-ux/",
      "/insights/",
      "/contact/",
    ]) {
      const answer = await raw("GET", page, { cookie });
      expect([200, 307], page).toContain(answer.status);
    }
  });
});

describe("malformed requests on every kind of route", () => {
  const routes = [
    "/contact/",
    "/es/contacto/",
    "/services/ux-audits/",
    "/api/contact",
    "/api/consultation",
    "/api/bookings",
    "/api/bookings/abc/cancel",
    "/api/slots",
    "/api/v2",
    "/api/v2/documents/search",
    "/api/preview",
    "/_ipx/f_webp,w_640/images/home/hero.jpg",
    "/images/home/hero.jpg",
    "/sitemap.xml",
    "/robots.txt",
    "/insights/feed.xml",
  ];
  const mangle = (path: string): string[] => [
    `${path}%zz`,
    `${path}%FF/`,
    `${path}%00`,
    `${path}%E0%A4%A`,
    `${path}?q=%ZZ&ref=%FF`,
    `/./${path.slice(1)}`,
    `${path}../`,
  ];

  it("never answer 5xx, always carry the security headers, and give Allow with every 405", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const path of mangle(route)) {
        const answer = await raw("GET", path);
        if (answer.status >= 500) failures.push(`GET ${path} → ${answer.status}`);
        if (answer.headers["x-content-type-options"] !== "nosniff") failures.push(`GET ${path}: no nosniff`);
      }
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]) {
        const answer = await raw(method, route, { "content-type": "application/json" }, "{}");
        if (answer.status >= 500 && answer.status !== 501)
          failures.push(`${method} ${route} → ${answer.status}`);
        if (answer.status === 405 && !answer.headers.allow)
          failures.push(`${method} ${route}: 405 without Allow`);
        if (answer.headers["x-content-type-options"] !== "nosniff")
          failures.push(`${method} ${route}: no nosniff`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("advertises in OPTIONS and every 405 exactly the methods an API route answers", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((path) => path.startsWith("/api/"))) {
      const options = await raw("OPTIONS", route);
      const allowed = (options.headers.allow ?? "").split(",").map((method) => method.trim());
      if (options.status !== 204 || allowed.length < 2) failures.push(`OPTIONS ${route} → ${options.status}`);
      for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
        const answer = await raw(method, route, { "content-type": "application/json" }, "{}");
        if (allowed.includes(method) && answer.status === 405)
          failures.push(`${method} ${route}: in Allow, yet 405`);
        if (!allowed.includes(method) && answer.status !== 405) {
          failures.push(`${method} ${route}: not in Allow, yet ${answer.status}`);
        }
        if (answer.status === 405 && answer.headers.allow !== options.headers.allow) {
          failures.push(`${method} ${route}: 405 with Allow ${answer.headers.allow}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("keeps pages read-only but the contact form's, and sends dot segments to the canonical URL", async () => {
    const post = await raw("POST", "/careers/");
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(post.body).not.toContain("<html");
    // The contact page takes its own form's post (urlencoded) and nothing else: another body is a 415,
    // the page itself with a notice, never a 500; other methods are a 405 that names POST.
    const json = await raw("POST", "/contact/", { "content-type": "application/json" }, "{}");
    expect(json.status).toBe(415);
    expect(json.body).toContain("<html");
    const put = await raw("PUT", "/contact/");
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST");
    const dotted = await raw("GET", "/contact/../services/");
    expect(dotted.status).toBe(308);
    expect(dotted.headers.location).toBe("/services/");
    expect((await raw("TRACE", "/")).status).toBe(405);
  });
});

describe("forged forwarding headers", () => {
  it("do not make one client many: forty posts with forty X-Forwarded-For values are limited", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 40; index++) {
      const answer = await raw(
        "POST",
        "/api/consultation",
        {
          "content-type": "application/json",
          "x-forwarded-for": `203.0.113.${index}`,
          "x-real-ip": `198.51.100.${index}`,
        },
        // Refused by the schema, so nothing is stored: the limiter counts every post all the same.
        JSON.stringify({ locale: "en" }),
      );
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
  });
});

describe("fresh image encodes", () => {
  it("are refused past one client's budget with 429 or 503 and Retry-After; linked variants stay served", async () => {
    // A background never asked for before: every variant is a fresh encode, not a hit of an earlier run's cache.
    const background = randomUUID().slice(0, 6);
    const formats = ["webp", "avif", "png", "jpeg"];
    const widths = [320, 640, 768, 1024];
    const statuses: number[] = [];
    for (const format of formats) {
      for (const width of widths) {
        const answer = await raw(
          "GET",
          `/_ipx/f_${format},w_${width},q_35,b_${background}/images/home/hero.jpg`,
        );
        statuses.push(answer.status);
        if (answer.status === 429 || answer.status === 503) {
          expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        }
      }
    }
    expect(statuses.every((status) => [200, 429, 503].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    // What the pages link to is a file, not an encode: always served.
    const linked = await raw("GET", "/_ipx/f_webp,w_640,q_72/images/home/hero.jpg");
    expect(linked.status).toBe(200);
  });
});

describe("unpublished releases", () => {
  it("are not listed to anonymous callers, and their documents are not readable", async () => {
    const root = await raw("GET", "/api/v2");
    expect(root.status).toBe(200);
    const refs = (JSON.parse(root.body) as { refs: { ref: string; isMasterRef: boolean }[] }).refs;
    expect(refs.filter((ref) => !ref.isMasterRef)).toEqual([]);
    const master = refs.find((ref) => ref.isMasterRef)?.ref ?? "";
    const guessed = await raw(
      "GET",
      `/api/v2/documents/search?ref=${encodeURIComponent(`autumn-campaign~${master}`)}`,
    );
    expect(guessed.status).toBeGreaterThanOrEqual(400);
    expect(guessed.status).toBeLessThan(500);
    expect(guessed.headers["cache-control"] ?? "").not.toContain("public");
  });

  it("open to a preview link signed with the server's secret, and to no guessed one", async () => {
    const origin = `http://localhost:${server.port}`;
    const open = (token: string) =>
      raw("GET", `/preview/?${new URLSearchParams({ token, documentId: "home--home--en-us" })}`);
    const signed = await open(
      previewTokenFor(origin, "autumn-campaign", "home--home--en-us", PREVIEW_SECRET),
    );
    expect(cookieNames(signed.headers)).toContain("io.prismic.preview");
    for (const forged of [
      `${origin}/api/v2/previews/autumn-campaign:home--home--en-us`,
      previewTokenFor(origin, "autumn-campaign", "home--home--en-us", FORGED_SECRET),
    ]) {
      expect(cookieNames((await open(forged)).headers), forged).toEqual([]);
      const root = await raw("GET", "/api/v2", {
        cookie: `io.prismic.preview=${encodeURIComponent(forged)}`,
      });
      const refs = (JSON.parse(root.body) as { refs: { isMasterRef: boolean }[] }).refs;
      expect(
        refs.filter((ref) => !ref.isMasterRef),
        forged,
      ).toEqual([]);
    }
  });
});

describe("bookings in bulk", () => {
  async function freeSlots(): Promise<string[]> {
    const answer = await raw("GET", "/api/slots?days=30");
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.body) as { slots: string[] }).slots;
  }

  function book(slotStart: string, email: string): Promise<Answer> {
    return raw(
      "POST",
      "/api/bookings",
      { "content-type": "application/json", "idempotency-key": randomUUID(), "accept-language": "es" },
      JSON.stringify({ locale: "es", slotStart, timeZone: "Europe/Madrid", name: "Ana", email, website: "" }),
    );
  }

  it("are limited per e-mail address and per client, with a localized refusal", async () => {
    const slots = await freeSlots();
    // Far apart, so no booking's buffer touches another's slot.
    const spread = slots.filter((_, index) => index % 40 === 0);
    expect(spread.length).toBeGreaterThanOrEqual(5);
    const [first, second, third, fourth, fifth] = spread;
    if (!first || !second || !third || !fourth || !fifth) throw new Error("not enough free slots");

    expect((await book(first, "same@example.com")).status).toBe(201);
    expect((await book(second, "SAME@example.com")).status).toBe(201);
    const perEmail = await book(third, "same@example.com");
    expect([409, 429]).toContain(perEmail.status);
    expect((JSON.parse(perEmail.body) as { message?: string }).message).toBeTruthy();

    // The client holds two bookings; a third address is its last one.
    expect((await book(third, "other@example.com")).status).toBe(201);
    const perClient = await book(fourth, "another@example.com");
    expect([409, 429]).toContain(perClient.status);
    // The slot refused was not taken.
    expect(await freeSlots()).toContain(fourth);
  });
});

describe("a request body that never arrives", () => {
  // Node's default request time-out (5 min) is past this test's (2 min): a 408 at all is the server's own.
  it("is cut off with a 408, and the server closes the connection", async () => {
    const cutOff = await new Promise<{ reply: string; endedByServer: boolean; error?: string }>((resolve) => {
      const socket = connect(server.port, "localhost", () => {
        socket.write(
          "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
        );
      });
      let reply = "";
      let endedByServer = false;
      socket.on("data", (chunk) => {
        reply += chunk.toString();
      });
      // This side never ends or destroys the socket: an end that arrives is the server's.
      socket.on("end", () => {
        endedByServer = true;
      });
      socket.on("close", () => resolve({ reply, endedByServer }));
      socket.on("error", (error) => resolve({ reply, endedByServer, error: error.message }));
    });
    expect(cutOff.reply).toMatch(/^HTTP\/1\.1 408 .*\r\nconnection: close\r\n/is);
    expect(cutOff).toMatchObject({ endedByServer: true });
  });
});

describe("behind a trusted proxy (TRUSTED_PROXIES)", () => {
  let proxied: StartedSiteServer;
  beforeAll(async () => {
    proxied = await startSiteServer(projectRoot, { env: { TRUSTED_PROXIES: "127.0.0.1,::1" } });
  });
  afterAll(async () => {
    await proxied?.stop();
  });

  it("believes the proxy's scheme: HSTS and secure-only upgrades over HTTPS, any case", async () => {
    for (const path of ["/", "/es/contacto/", "/api/v2"]) {
      const response = await fetch(new URL(path, proxied.url), {
        headers: { "x-forwarded-proto": "HTTPS, http" },
        redirect: "manual",
      });
      expect(response.headers.get("strict-transport-security"), path).toMatch(
        /^max-age=63072000; includeSubDomains/,
      );
    }
    const page = await fetch(new URL("/services/", proxied.url), {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const plain = await fetch(new URL("/services/", proxied.url));
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });

  it("limits each visitor the proxy names, not the proxy as a whole", async () => {
    const post = (client: string) =>
      fetch(new URL("/api/consultation", proxied.url), {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `6.6.6.6, ${client}` },
        body: JSON.stringify({ locale: "en" }),
      }).then((response) => response.status);
    const one: number[] = [];
    for (let index = 0; index < 15; index++) one.push(await post("203.0.113.1"));
    expect(one.filter((status) => status === 429).length).toBeGreaterThanOrEqual(4);
    // Another visitor behind the same proxy still has a full allowance.
    expect(await post("203.0.113.2")).toBe(400);
  });
});
