import { describe, expect, it, vi } from "vitest";
import { createRouteLimiter } from "@/server/http/rate-limit";
import { createSliceSimulatorHandler } from "./simulator-handler";

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/slice-simulator", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const quote = {
  id: "quote$abc",
  slice_type: "quote",
  slice_label: null,
  variation: "default",
  version: "initial",
  primary: { quote: "Good work.", author: "Ana", role: null },
  items: [],
};

function setUp(burst = 1000) {
  const render = vi.fn(async (slices: readonly { slice_type: string }[]) => `<p>${slices.length} slices</p>`);
  const handler = createSliceSimulatorHandler({
    render,
    limiter: createRouteLimiter({ burst, perSecond: 0.001 }),
  });
  return { handler, render };
}

describe("POST /api/slice-simulator", () => {
  it("renders the Page Builder's slices, as Prismic sends them, in the editor's language", async () => {
    const { handler, render } = setUp();
    const response = await handler(post({ locale: "es", slices: [quote] }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ html: "<p>1 slices</p>" });
    // Prismic's empty text (null) is the model's "".
    expect(render).toHaveBeenCalledWith(
      [expect.objectContaining({ primary: { quote: "Good work.", author: "Ana", role: "" } })],
      "es",
    );
  });

  it("names what does not fit the library, in the editor's language, and renders nothing", async () => {
    const { handler, render } = setUp();
    const response = await handler(
      post({
        locale: "es",
        slices: [
          quote,
          { slice_type: "carousel", variation: "default", primary: {} },
          { slice_type: "hero", variation: "wide", primary: {} },
          { slice_type: "quote", variation: "default", primary: { quote: "", author: "Ana" } },
        ],
      }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; problems: string[] };
    expect(body.message).toMatch(/^Los slices no corresponden a la biblioteca de slices: /);
    expect(body.problems).toEqual([
      'slice 2: the slice library has no slice "carousel"',
      'slice 3: hero has no variation "wide" (default, withImage)',
      expect.stringMatching(/^slice 4 \(quote\): primary\.quote: /),
      expect.stringMatching(/^slice 4 \(quote\): primary\.role: /),
    ]);
    expect(render).not.toHaveBeenCalled();
  });

  it("refuses more slices than a page holds, a body past its size, and a client past its rate", async () => {
    const { handler, render } = setUp(2);
    const many = Array.from({ length: 41 }, () => quote);
    expect((await handler(post({ locale: "en", slices: many }))).status).toBe(400);
    const huge = {
      locale: "en",
      slices: [{ ...quote, primary: { ...quote.primary, quote: "x".repeat(300_000) } }],
    };
    expect((await handler(post(huge))).status).toBe(413);
    const limited = await handler(post({ locale: "en", slices: [quote] }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(render).not.toHaveBeenCalled();
  });
});
