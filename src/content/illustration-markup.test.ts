import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decorativeSvgMarkup } from "./illustration-markup";

describe("decorativeSvgMarkup", () => {
  it("inlines a generated illustration as decorative: no title, no role, hidden from screen readers", () => {
    const markup = decorativeSvgMarkup("/images/services/branding-strategy.svg");
    expect(markup).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 900" aria-hidden="true"/,
    );
    expect(markup).not.toMatch(/<title>|role=/);
    // The opening tag keeps its viewBox but no fixed size: the CSS sizes it.
    expect(markup?.slice(0, markup.indexOf(">"))).not.toMatch(/\s(?:width|height)=/);
    expect(markup).toContain("<rect");
  });

  it("refuses anything that is not a small plain SVG of public/images/, so the caller draws an img", () => {
    const root = mkdtempSync(join(tmpdir(), "lumbre-svg-"));
    mkdirSync(join(root, "images"));
    const write = (name: string, text: string) => writeFileSync(join(root, "images", name), text);
    write("script.svg", '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>');
    write("handler.svg", '<svg viewBox="0 0 1 1" onload="alert(1)"></svg>');
    write("link.svg", '<svg viewBox="0 0 1 1"><a href="https://evil.example/">x</a></svg>');
    write("external.svg", '<svg viewBox="0 0 1 1"><rect fill="url(https://evil.example/#x)"/></svg>');
    write("big.svg", `<svg viewBox="0 0 1 1">${"<rect/>".repeat(5000)}</svg>`);
    write("plain.svg", '<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>');
    for (const name of ["script", "handler", "link", "external", "big", "missing"]) {
      expect(decorativeSvgMarkup(`/images/${name}.svg`, root), name).toBeNull();
    }
    expect(decorativeSvgMarkup("/images/../images/plain.svg", root)).toBeNull();
    expect(decorativeSvgMarkup("/images/plain.png", root)).toBeNull();
    expect(decorativeSvgMarkup("/images/plain.svg", root)).toContain('aria-hidden="true"');
  });
});
