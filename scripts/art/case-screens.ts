// The demo content's case screens and covers. The case documents (content/documents/case_study/*.json)
// hold each screen as an image field of a slice (a screen gallery, a before/after), as an editor's upload
// would be; for the screens whose image is one of the site's files (/images/cases/screens/<uid>-<key>…),
// this draws that file from the screen's description in scripts/art/screens/ (the same file name as the
// document: one description per screen key, in its language). A screen uploaded to Prismic or left empty is an editor's, not drawn. One cover per case and
// language is made of its first shipped screens.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { screenBlocks, screenLayout } from "../../src/content/model/screen-layout";
import { caseCover } from "./case-cover";
import { caseStory, readCaseDocuments, storyScreens } from "./case-documents";
import { drawScreen } from "./screen";
import { productTheme } from "./screen-themes";

const caseFile = z.object({
  uid: z.string(),
  data: z.object({ client: z.string(), title: z.string(), slices: caseStory }),
});

/** A case document's screen descriptions, by screen key. */
export const screenSources = z.record(z.string(), screenLayout);

export const SCREEN_SOURCES_FOLDER = ["scripts", "art", "screens"] as const;

export interface Drawn {
  /** Under public/images/. */
  readonly path: string;
  readonly svg: string;
}

/** The screen descriptions for one case document's file, checked; a problem stops with the file named. */
export async function readScreenSources(
  projectRoot: string,
  file: string,
): Promise<z.infer<typeof screenSources>> {
  const where = [...SCREEN_SOURCES_FOLDER, file].join("/");
  const text = await readFile(join(projectRoot, where), "utf8").catch(() => undefined);
  if (text === undefined) return {};
  const parsed = screenSources.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${where}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}

/** Every drawn screen and cover of every case document, in the language of each document. */
export async function drawCaseScreens(projectRoot: string): Promise<Drawn[]> {
  const drawn: Drawn[] = [];
  for (const { uid, data, language, file } of await readCaseDocuments(projectRoot, caseFile)) {
    const sources = await readScreenSources(projectRoot, file);
    const theme = productTheme(uid, false);
    const drawings = storyScreens(uid, language, data.slices).flatMap((screen) => {
      const { url } = screen;
      if (!url.startsWith("/images/")) return [];
      const layout = sources[screen.key];
      if (!layout) {
        throw new Error(
          `content/documents/case_study/${file}: the screen "${screen.key}" names ${url}, which is drawn from its description in ${[...SCREEN_SOURCES_FOLDER, file].join("/")}: add one under "${screen.key}"`,
        );
      }
      // A "before" screen is drawn in the product's older look, so the comparison shows the redesign.
      const look = productTheme(uid, screen.before);
      const name = `${uid}-${screen.key}-${language}`;
      const alt = screen.alt ?? data.client;
      const drawing = drawScreen(name, screen.device, screenBlocks(layout), look, data.client, alt);
      drawn.push({ path: url.replace(/^\/images\//, ""), svg: drawing.svg });
      return [{ screen, drawing }];
    });
    // The cover is made of the screens the product shipped, as the gallery shows them.
    const shipped = drawings
      .filter(({ screen }) => screen.places.includes("grid"))
      .map(({ drawing }) => drawing);
    drawn.push({
      path: `cases/${uid}-cover.${language}.svg`,
      svg: caseCover(data.title, shipped, theme),
    });
  }
  return drawn;
}
