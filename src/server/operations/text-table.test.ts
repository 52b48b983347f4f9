import { describe, expect, it } from "vitest";
import { textTable } from "./text-table";

describe("textTable", () => {
  it("pads each column to its widest cell, rules the header and trims line ends", () => {
    expect(
      textTable(
        ["Kind", "Name"],
        [
          ["contact", "Ana"],
          ["booking", ""],
        ],
      ),
    ).toEqual(["Kind     Name", "-------  ----", "contact  Ana", "booking"]);
  });

  it("is the header and its rule when there are no rows", () => {
    expect(textTable(["Channel", "sent"], [])).toEqual(["Channel  sent", "-------  ----"]);
  });
});
