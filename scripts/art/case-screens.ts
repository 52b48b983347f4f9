// The case studies' product screens and covers, drawn from the screens each case document describes
// (content/documents/case_study/*.json, `screens`): one SVG per screen and language, and one cover per
// case and language made of its first screens.

import { z } from "zod";
import { screenBlocks, screenImagePath } from "../../src/content/model/screen-layout";
import { caseScreen } from "../../src/content/model/types";
import { caseCover } from "./case-cover";
import { readCaseDocuments } from "./case-documents";
import { drawScreen } from "./screen";
import { productTheme } from "./screen-themes";

const caseFile = z.object({
  uid: z.string(),
  data: z.object({ client: z.string(), title: z.string(), screens: z.array(caseScreen) }),
});

export interface Drawn {
  /** Under public/images/. */
  readonly path: string;
  readonly svg: string;
}

/** Every screen and cover of every case document, in the language of each document. */
export async function drawCaseScreens(projectRoot: string): Promise<Drawn[]> {
  const drawn: Drawn[] = [];
  for (const { uid, data, language } of await readCaseDocuments(projectRoot, caseFile)) {
    const theme = productTheme(uid, false);
    const drawings = data.screens.map((screen) => {
      const name = `${uid}-${screen.key}-${language}`;
      const blocks = screenBlocks(screen.layout.map((line) => line.text));
      // A "before" screen is drawn in the product's older look, so the comparison shows the redesign.
      const look = productTheme(uid, screen.before_of !== "");
      const drawing = drawScreen(name, screen.device, blocks, look, data.client, screen.alt);
      drawn.push({
        path: screenImagePath(uid, screen.key, language).replace(/^\/images\//, ""),
        svg: drawing.svg,
      });
      return { screen, drawing };
    });
    const shipped = drawings.filter(({ screen }) => screen.before_of === "").map(({ drawing }) => drawing);
    drawn.push({
      path: `cases/${uid}-cover.${language}.svg`,
      svg: caseCover(data.title, shipped, theme),
    });
  }
  return drawn;
}
