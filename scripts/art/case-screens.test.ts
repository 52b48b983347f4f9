import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { drawCaseScreens } from "./case-screens";

const projectRoot = join(import.meta.dirname, "..", "..");

/** A project with one case document (English) and its screen descriptions, in a temporary folder. */
async function project(screens: unknown[], sources: unknown): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "case-screens-"));
  await mkdir(join(root, "content", "documents", "case_study"), { recursive: true });
  await mkdir(join(root, "scripts", "art", "screens"), { recursive: true });
  const slices = [{ slice_type: "screen_gallery", primary: { screens } }];
  const document = { uid: "atlas", data: { client: "Atlas", title: "Atlas wallet", slices } };
  await writeFile(
    join(root, "content", "documents", "case_study", "atlas.en-us.json"),
    JSON.stringify(document),
  );
  await writeFile(join(root, "scripts", "art", "screens", "atlas.en-us.json"), JSON.stringify(sources));
  return root;
}

const image = (url: string) => ({ url, alt: "Atlas send screen", dimensions: { width: 414, height: 868 } });
// A screen's key is its file's name (atlas-<key>.en.svg); an editor's upload has none.
const screen = (url?: string) => ({
  device: "phone",
  caption: "Send.",
  ...(url !== undefined && { image: url === "" ? {} : image(url) }),
});

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

describe("the demo content's case screens", () => {
  it("draws each screen into the file its document's image field names, in the document's language", async () => {
    const drawn = await drawCaseScreens(projectRoot);
    const documents = join(projectRoot, "content", "documents", "case_study");
    const ank = JSON.parse(await readFile(join(documents, "ank.es-ar.json"), "utf8")) as {
      data: { slices: { primary: Record<string, unknown> }[] };
    };
    // Every image of its story: the gallery's screens and both sides of the before/after.
    const urls = JSON.stringify(ank.data.slices).match(/\/images\/cases\/screens\/[^"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(4);
    const paths = new Set(drawn.map(({ path }) => `/images/${path}`));
    for (const url of urls) expect(paths, url).toContain(url);
  });

  it("leaves an editor's screens alone (on Prismic's CDN or left empty), and draws only the described", async () => {
    root = await project(
      [
        screen("/images/cases/screens/atlas-send.en.svg"),
        screen("https://images.prismic.io/lumbre/atlas-review.png"),
        screen(""),
      ],
      { send: ["back: Send", "amount: 0.25 ETH | ≈ US$ 812.50", "button: Send"] },
    );
    const drawn = await drawCaseScreens(root);
    expect(drawn.map(({ path }) => path)).toEqual([
      "cases/screens/atlas-send.en.svg",
      "cases/atlas-cover.en.svg",
    ]);
    expect(drawn[0]?.svg).toContain(">Send</text>");
  });

  it("stops on a site image without a description, naming the document, the screen and where to describe it", async () => {
    root = await project([screen("/images/cases/screens/atlas-send.en.svg")], {});
    await expect(drawCaseScreens(root)).rejects.toThrow(
      'content/documents/case_study/atlas.en-us.json: the screen "send" names /images/cases/screens/atlas-send.en.svg, which is drawn from its description in scripts/art/screens/atlas.en-us.json: add one under "send"',
    );
  });

  it("stops on a description line it cannot draw, naming the file, the screen and the line", async () => {
    root = await project([screen("/images/cases/screens/atlas-send.en.svg")], {
      send: ["steps: two of three"],
    });
    await expect(drawCaseScreens(root)).rejects.toThrow(
      'scripts/art/screens/atlas.en-us.json: send.0: "steps:" reads like 2/3',
    );
  });
});
