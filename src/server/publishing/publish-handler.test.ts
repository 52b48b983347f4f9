import { describe, expect, it, vi } from "vitest";
import type { PublishNotice, TakenContent } from "@/content/publishing";
import { createRouteLimiter } from "@/server/http/rate-limit";
import { createPublishHandler } from "./publish-handler";
import { createPublisher } from "./publisher";

const SECRET = "a-webhook-secret-of-some-length";

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/publish", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function setUp(problems: readonly string[] = []) {
  const take = vi.fn(
    async (): Promise<TakenContent> =>
      problems.length > 0 ? { ok: false, problems } : { ok: true, ref: "R2", change: ["a", "type:service"] },
  );
  const refresh = vi.fn();
  const handler = createPublishHandler({
    secret: () => SECRET,
    publish: createPublisher({ take, refresh }),
    limiter: createRouteLimiter({ burst: 1000, perSecond: 1000 }),
  });
  return { handler, take, refresh };
}

describe("POST /api/publish", () => {
  it("takes the content and renders the pages again with Prismic's webhook body", async () => {
    const { handler, take, refresh } = setUp();
    const response = await handler(
      post({ type: "api-update", masterRef: "Xyz", releases: {}, documents: ["a"], secret: SECRET }),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ published: true });
    // The documents the webhook names reach the take, which says what changed.
    expect(take).toHaveBeenCalledExactlyOnceWith({ documents: ["a"] });
    // The production server hears which ref was taken (its poller then knows it has it) and what changed.
    expect(refresh).toHaveBeenCalledExactlyOnceWith("R2", ["a", "type:service"]);
  });

  it("answers a wrong or missing secret 401 in the caller's language, and changes nothing", async () => {
    const { handler, take, refresh } = setUp();
    for (const body of [{ secret: "guess" }, {}, { secret: 42 }, { secret: `${SECRET} ` }]) {
      const response = await handler(post(body, { "accept-language": "es" }));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        error: "publishSecret",
        message: expect.stringContaining("secreto"),
      });
    }
    expect(take).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refuses content that fails the model with its problems, and renders nothing again", async () => {
    const { handler, refresh } = setUp([
      "content/documents/page/cookies.en-us.json: data.title: must not be empty",
    ]);
    const response = await handler(post({ secret: SECRET }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: "contentRefused",
      problems: ["content/documents/page/cookies.en-us.json: data.title: must not be empty"],
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it("answers junk bodies with a 4xx, never a 500", async () => {
    const { handler, take } = setUp();
    expect((await handler(post("{not json"))).status).toBe(400);
    expect((await handler(post("[1,2]"))).status).toBe(400);
    expect((await handler(post({ secret: SECRET }, { "content-type": "text/plain" }))).status).toBe(415);
    expect((await handler(post({ secret: "x".repeat(40_000) }))).status).toBe(413);
    expect(take).not.toHaveBeenCalled();
  });

  it("runs a flood of calls as at most two publishes", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const take = vi.fn(async (_notice: PublishNotice): Promise<TakenContent> => {
      await held;
      return { ok: true, ref: "R2", change: "all" };
    });
    const handler = createPublishHandler({
      secret: () => SECRET,
      publish: createPublisher({ take, refresh: () => undefined }),
      limiter: createRouteLimiter({ burst: 1000, perSecond: 1000 }),
    });
    const calls = Array.from({ length: 25 }, () => handler(post({ secret: SECRET })));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    expect(new Set(statuses)).toEqual(new Set([202]));
    expect(take.mock.calls.length).toBeLessThanOrEqual(2);
    // Calls that named no documents make the run take everything.
    for (const [notice] of take.mock.calls) expect(notice).toEqual({});
  });
});
