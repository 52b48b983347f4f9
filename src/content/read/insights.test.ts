import type { RichTextField } from "@prismicio/client";
import { describe, expect, it } from "vitest";
import { readingMinutes } from "./insights";

const paragraph = (words: number) => ({
  type: "paragraph",
  text: Array(words).fill("word").join(" "),
  spans: [],
});

describe("readingMinutes", () => {
  it("counts the words of every block at 220 a minute, rounded, at least one", () => {
    expect(readingMinutes([paragraph(10)] as unknown as RichTextField)).toBe(1);
    expect(readingMinutes([paragraph(660), paragraph(440)] as unknown as RichTextField)).toBe(5);
  });
});
