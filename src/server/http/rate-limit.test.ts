import { describe, expect, it } from "vitest";
import { localizeOverLimit, rateLimitedResponse } from "./rate-limit";

/** The content service's own 429, as hosted Prismic words it. */
const prismicRefusal = () =>
  new Response(
    JSON.stringify({ status_code: 429, status_message: "Your request count is over the allowed limit." }),
    {
      status: 429,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "access-control-allow-origin": "*",
        "retry-after": "3",
      },
    },
  );

const request = (languages?: string) =>
  new Request("http://localhost:3000/api/v2/documents/search?ref=x", {
    headers: languages ? { "accept-language": languages } : {},
  });

describe("localizeOverLimit", () => {
  it("words a service's 429 as the site's limited routes do, in the caller's language, keeping Retry-After and CORS", async () => {
    const spanish = localizeOverLimit(request("es-AR,es;q=0.9"), prismicRefusal());
    expect(spanish.status).toBe(429);
    expect(spanish.headers.get("retry-after")).toBe("3");
    expect(spanish.headers.get("access-control-allow-origin")).toBe("*");
    expect(spanish.headers.get("cache-control")).toBe("no-store");
    expect(await spanish.json()).toEqual({
      error: "rateLimited",
      message: "Demasiados intentos. Esperá 3 segundos y probá de nuevo.",
    });
    const english = localizeOverLimit(request(), prismicRefusal());
    expect(await english.json()).toEqual(await rateLimitedResponse(3, "en").json());
  });

  it("passes every other answer through untouched", async () => {
    const answer = new Response("[]", { status: 200, headers: { "cache-control": "no-cache" } });
    expect(localizeOverLimit(request("es"), answer)).toBe(answer);
  });
});
