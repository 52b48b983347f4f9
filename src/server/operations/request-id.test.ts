import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { assignedRequestId, assignRequestId, REQUEST_ID_HEADER, requestIdOf } from "./request-id";

const generate = () => "generated-id";

describe("requestIdOf", () => {
  it.each([
    "3f2a9c1e-0b7d-4c55-9a4e-6f1d2b8c7e10",
    "Root.1-67891233-abcdef012345678912345678",
    "a",
    "x".repeat(64),
    "req_42.retry-1",
  ])("keeps an id a proxy in front gave the request (%s)", (id) => {
    expect(requestIdOf(id, generate)).toBe(id);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["too long", "x".repeat(65)],
    ["with a newline", "abc\n2026-11-26 INFO forged"],
    ["with a space", "abc def"],
    ["with a quote", 'abc"'],
    ["with non-ASCII letters", "añb"],
    ["sent twice", ["one", "two"]],
    ["two joined by a comma", "one, two"],
  ])("makes a new one when the incoming id is %s", (_why, incoming) => {
    expect(requestIdOf(incoming, generate)).toBe("generated-id");
  });

  it("makes UUIDs by default, a different one per request", () => {
    const first = requestIdOf(undefined);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdOf(undefined)).not.toBe(first);
  });
});

describe("assignRequestId", () => {
  it("sends the id back and hands the same id to whatever answers the request further in", () => {
    const request = new IncomingMessage(new Socket());
    request.headers[REQUEST_ID_HEADER] = "bad id";
    const response = new ServerResponse(request);
    const id = assignRequestId(request, response, generate);
    expect(id).toBe("generated-id");
    expect(response.getHeader(REQUEST_ID_HEADER)).toBe("generated-id");
    expect(assignedRequestId(request)).toBe("generated-id");
  });

  it("reads no id from a request that was never given one", () => {
    expect(assignedRequestId({ headers: {} })).toBeUndefined();
  });
});
