// The demo content's case screens and covers. The case documents (content/documents/case_study/*.json)
// hold each screen as an image field, as an editor's upload would be; for the screens whose image is one
// of the site's files (/images/…), this draws that file from the screen's description in
// scripts/art/screens/ (the same file name as the document: one description per screen key, in its
// language). A screen uploaded to Prismic or left empty is an editor's, not drawn. One cover per case and
// language is made of its first shipped screens.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { screenBlocks, screenDevices, screenLayout } from "../../src/content/model/screen-layout";
import { caseCover } from "./case-cover";
import { readCaseDocuments } from "./case-documents";
import { drawScreen } from "./screen";
import { productTheme } from "./screen-themes";

/** What drawing needs of a screen: an image field left empty (`{}`) is an editor's screen still to upload. */
const drawnScreen = z.object({
  key: z.string(),
  device: z.enum(screenDevices),
  before_of: z.string().default(""),
  image: z.object({ url: z.string().optional(), alt: z.string().nullable().optional() }).optional(),
});

const caseFile = z.object({
  uid: z.string(),
  data: z.object({ client: z.string(), title: z.string(), screens: z.array(drawnScreen) }),
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
    const drawings = data.screens.flatMap((screen) => {
      const url = screen.image?.url;
      if (!url?.startsWith("/images/")) return [];
      const layout = sources[screen.key];
      if (!layout) {
        throw new Error(
          `content/documents/case_study/${file}: the screen "${screen.key}" names ${url}, which is drawn from its description in ${[...SCREEN_SOURCES_FOLDER, file].join("/")}: add one under "${screen.key}"`,
        );
      }
      // A "before" screen is drawn in the product's older look, so the comparison shows the redesign.
      const look = productTheme(uid, screen.before_of !== "");
      const name = `${uid}-${screen.key}-${language}`;
      const alt = screen.image?.alt ?? data.client;
      const drawing = drawScreen(name, screen.device, screenBlocks(layout), look, data.client, alt);
      drawn.push({ path: url.replace(/^\/images\//, ""), svg: drawing.svg });
      return [{ screen, drawing }];
    });
    const shipped = drawings.filter(({ screen }) => screen.before_of === "").map(({ drawing }) => drawing);
    drawn.push({
      path: `cases/${uid}-cover.${language}.svg`,
      svg: caseCover(data.title, shipped, theme),
    });
  }
  return drawn;
}
