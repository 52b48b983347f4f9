// The case studies' product screens and covers, drawn from the screens each case document describes
// (content/documents/case_study/*.json, `screens`): one SVG per screen and language, and one cover per
// case and language made of its first screens.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { screenBlocks, screenImagePath } from "../../src/content/model/screen-layout";
import { caseScreen } from "../../src/content/model/types";
import { caseCover } from "./case-cover";
import { drawScreen } from "./screen";
import type { ProductTheme } from "./screen-kit";

/** Each product in its own colours, so the screens read as the client's app, not the agency's site. */
const THEMES: Record<string, ProductTheme> = {
  ank: { accent: "#5b3df5", onAccent: "#ffffff", tint: "#efebff" },
  mercadopago: { accent: "#009ee3", onAccent: "#ffffff", tint: "#e3f4fc" },
  arriba: { accent: "#0e8f6c", onAccent: "#ffffff", tint: "#e2f4ee" },
  itau: { accent: "#ec7000", onAccent: "#ffffff", tint: "#fff0e2" },
};
const FALLBACK_THEME: ProductTheme = { accent: "#14110f", onAccent: "#ffffff", tint: "#ebe4d8" };

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
  const folder = join(projectRoot, "content", "documents", "case_study");
  const drawn: Drawn[] = [];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith(".json")).sort()) {
    const language = file.endsWith(".es-ar.json") ? "es" : "en";
    const parsed = caseFile.safeParse(JSON.parse(await readFile(join(folder, file), "utf8")));
    if (!parsed.success)
      throw new Error(`content/documents/case_study/${file}: ${parsed.error.issues[0]?.message}`);
    const { uid, data } = parsed.data;
    const theme = THEMES[uid] ?? FALLBACK_THEME;
    const drawings = data.screens.map((screen) => {
      const name = `${uid}-${screen.key}-${language}`;
      const blocks = screenBlocks(screen.layout.map((line) => line.text));
      const drawing = drawScreen(name, screen.device, blocks, theme, data.client, screen.alt);
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
