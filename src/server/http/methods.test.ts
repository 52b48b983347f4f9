import { describe, expect, it } from "vitest";
import { methodNotAllowed, otherMethods, READ_ONLY_ALLOW } from "./methods";

describe("otherMethods", () => {
  it("answers OPTIONS with the methods the endpoint serves, and itself", () => {
    const { OPTIONS } = otherMethods("POST");
    const answer = OPTIONS();
    expect(answer.status).toBe(204);
    expect(answer.headers.get("allow")).toBe("POST, OPTIONS");
    expect(otherMethods(READ_ONLY_ALLOW).OPTIONS().headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("refuses every other method with a 405 that names them, OPTIONS included, as OPTIONS does", async () => {
    const { ALL, OPTIONS } = otherMethods("GET, HEAD, POST");
    const answer = ALL();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(answer.headers.get("allow")).toBe(OPTIONS().headers.get("allow"));
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).toBe("Method not allowed\n");
  });
});

describe("methodNotAllowed", () => {
  it("is a plain-text 405 with Allow", () => {
    const answer = methodNotAllowed(READ_ONLY_ALLOW)();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD");
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
});
