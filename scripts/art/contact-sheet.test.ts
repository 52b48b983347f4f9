import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contactSheetSvg, writeContactSheets } from "./contact-sheet";
import { measureScreen, refusals, type ScreenResult } from "./measure-screen";

const screen = (fill: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 414 868" width="414" height="868"><title>${label}</title><rect width="414" height="868" fill="${fill}"/><text x="40" y="120" font-size="11">${label}</text></svg>\n`;

function result(key: string, language: "en" | "es", svg: string | undefined): ScreenResult {
  const measure = svg ? measureScreen(svg, 288) : undefined;
  return {
    caseUid: "demo",
    key,
    language,
    device: "phone",
    places: ["grid"],
    path: `cases/screens/demo-${key}.${language}.svg`,
    svg,
    measure,
    refused: measure ? refusals(measure) : ["no drawing"],
  };
}

describe("the contact sheets of the case screens", () => {
  let root = "";
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it("puts every screen on the sheet with its key, what was measured and the verdict", () => {
    const svg = contactSheetSvg("demo · en", [
      result("home", "en", screen("#ffffff", "Home &amp; more")),
      result("gone", "en", undefined),
    ]);
    expect(svg).toContain("demo · en");
    expect(svg).toContain("2 screens, 2 refused");
    expect(svg).toContain(">01 home</text>");
    expect(svg).toContain("288 px wide · text 7.7 px · blank");
    expect(svg).toContain("refused: text, blank");
    expect(svg).toContain(">02 gone</text>");
    expect(svg).toContain("no drawing");
    // The screen itself, nested with its own viewBox, its text still text.
    expect(svg).toContain('viewBox="0 0 414 868"><title>Home &amp; more</title>');
    expect(svg.match(/<svg/g)).toHaveLength(2);
  });

  it("writes one PNG per case and language, and a page that shows them all", async () => {
    root = await mkdtemp(join(tmpdir(), "lumbre-sheets-"));
    const written = await writeContactSheets(root, [
      result("home", "en", screen("#ffffff", "Home")),
      result("home", "es", screen("#ffffff", "Inicio")),
      result("pay", "en", screen("#eeeeee", "Pay")),
    ]);
    expect(written).toEqual([
      join(".cache", "contact-sheets", "demo.en.png"),
      join(".cache", "contact-sheets", "demo.es.png"),
      join(".cache", "contact-sheets", "index.html"),
    ]);
    const folder = join(root, ".cache", "contact-sheets");
    expect((await readdir(folder)).sort()).toEqual(["demo.en.png", "demo.es.png", "index.html"]);
    const png = await readFile(join(folder, "demo.en.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(2400);
    const html = await readFile(join(folder, "index.html"), "utf8");
    expect(html).toContain('<img src="demo.en.png"');
    expect(html).toContain('<img src="demo.es.png"');
  });
});
