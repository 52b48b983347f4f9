import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { readEach } from "./read-each";

const schema = z.object({ id: z.string(), type: z.string(), data: z.object({ title: z.string().min(1) }) });
const read = (document: unknown) => schema.parse(document).data.title;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reading a list of documents", () => {
  it("leaves out, and logs, a document that fails the content model, keeping the others", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const titles = readEach(
      [
        { id: "a", type: "insight", data: { title: "First" } },
        { id: "b", type: "insight", data: { title: 42 } },
        { id: "c", type: "insight", data: { title: "Third" } },
      ],
      read,
    );
    expect(titles).toEqual(["First", "Third"]);
    // Said once, however many pages list it.
    readEach([{ id: "b", type: "insight", data: { title: 42 } }], read);
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain("insight b fails the content model (data.title)");
  });

  it("lets an error that is not the content's go on up", () => {
    expect(() =>
      readEach([{}], () => {
        throw new TypeError("a bug");
      }),
    ).toThrow("a bug");
  });
});
