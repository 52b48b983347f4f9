// Contact sheets of the case screens: one PNG per case and language with every screen the pipeline drew,
// side by side at the same height, each labelled with its key, device, the width the case page gives it on
// a 360 px phone and what the measurement found, so a person can judge them all at once. Written to
// .cache/contact-sheets/ (git-ignored), with an index.html that shows every sheet.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import {
  MAX_BLANK_SHARE,
  MIN_TEXT_PX,
  PHONE_VIEWPORT_PX,
  type ScreenResult,
  viewBoxOf,
} from "./measure-screen";

export const CONTACT_SHEETS_FOLDER = [".cache", "contact-sheets"] as const;

const SHEET_WIDTH = 2400;
const MARGIN = 64;
const GAP = 56;
/** Every screen is drawn this tall, so phones and wide screens compare at a glance. */
const SCREEN_HEIGHT = 640;
const LABEL_HEIGHT = 144;
/** Wide enough for the longest label line. */
const MIN_CELL_WIDTH = 460;
const HEADER_HEIGHT = 120;
const PAPER = "#f3efe8";
const INK = "#15171a";
const MUTED = "#5b6270";
const REFUSED = "#b42318";
const PASSED = "#146c2e";
const FONT = "'Liberation Sans', Arial, 'DejaVu Sans', sans-serif";

const round1 = (value: number) => Math.round(value * 10) / 10;
// Its own, not screen-kit's: the sheet must not change when the screens' drawing kit does.
const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A screen's drawing placed in the sheet: its own markup in a nested viewport. */
function placed(svg: string, x: number, y: number, width: number, height: number): string {
  const view = viewBoxOf(svg);
  const open = /<svg\b(?:[^>"']|"[^"]*"|'[^']*')*>/i.exec(svg);
  const inner = open ? svg.slice(open.index + open[0].length, svg.lastIndexOf("</svg>")) : "";
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${view.x} ${view.y} ${view.width} ${view.height}">${inner}</svg>`;
}

function label(result: ScreenResult, index: number, x: number, y: number): string {
  const { measure } = result;
  const text = (ty: number, content: string, size: number, weight: number, fill: string) =>
    `<text x="${x}" y="${ty}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;
  const figures = measure
    ? `${round1(measure.displayWidth)} px wide · text ${measure.minTextPx === undefined ? "–" : round1(measure.minTextPx)} px · blank ${round1(measure.blankShare * 100)} %`
    : "no drawing";
  const kinds = result.refused.map((reason) => reason.split(" ")[0]);
  const verdict = result.refused.length === 0 ? "ok" : `refused: ${kinds.join(", ")}`;
  return [
    text(y + 30, `${String(index + 1).padStart(2, "0")} ${result.key}`, 26, 700, INK),
    text(y + 62, `${result.device} · ${result.language} · ${result.places.join(" + ")}`, 20, 400, MUTED),
    text(y + 90, figures, 20, 400, MUTED),
    text(y + 122, verdict, 22, 700, result.refused.length === 0 ? PASSED : REFUSED),
  ].join("");
}

/** One case and language's sheet, as an SVG document. */
export function contactSheetSvg(title: string, results: readonly ScreenResult[]): string {
  const cells: string[] = [];
  let x = MARGIN;
  let y = HEADER_HEIGHT;
  results.forEach((result, index) => {
    const view = result.svg ? viewBoxOf(result.svg) : { width: 414, height: 868 };
    const width = Math.round((view.width / view.height) * SCREEN_HEIGHT);
    if (x > MARGIN && x + Math.max(width, MIN_CELL_WIDTH) > SHEET_WIDTH - MARGIN) {
      x = MARGIN;
      y += SCREEN_HEIGHT + LABEL_HEIGHT + GAP;
    }
    const drawing = result.svg
      ? placed(result.svg, x, y, width, SCREEN_HEIGHT)
      : `<rect x="${x}" y="${y}" width="${width}" height="${SCREEN_HEIGHT}" fill="none" stroke="${REFUSED}" stroke-width="4" stroke-dasharray="12 8"/>`;
    cells.push(`${drawing}${label(result, index, x, y + SCREEN_HEIGHT + 8)}`);
    x += Math.max(width, MIN_CELL_WIDTH) + GAP;
  });
  const height = y + SCREEN_HEIGHT + LABEL_HEIGHT + MARGIN;
  const refused = results.filter((result) => result.refused.length > 0).length;
  const header = `<text x="${MARGIN}" y="64" font-size="40" font-weight="700" fill="${INK}">${escapeXml(title)}</text><text x="${MARGIN}" y="100" font-size="22" fill="${MUTED}">${results.length} screens, ${refused} refused · as shown on a ${PHONE_VIEWPORT_PX} px phone: text at least ${MIN_TEXT_PX} px, blank at most ${Math.round(MAX_BLANK_SHARE * 100)} %</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SHEET_WIDTH} ${height}" width="${SHEET_WIDTH}" height="${height}"><rect width="${SHEET_WIDTH}" height="${height}" fill="${PAPER}"/><g font-family="${FONT}">${header}</g>${cells.join("")}</svg>\n`;
}

/**
 * Writes one PNG per case and language of `results` (in their order) and an index.html showing every
 * sheet in the folder; returns the files written, relative to the project.
 */
export async function writeContactSheets(
  projectRoot: string,
  results: readonly ScreenResult[],
): Promise<string[]> {
  const folder = join(projectRoot, ...CONTACT_SHEETS_FOLDER);
  await mkdir(folder, { recursive: true });
  const groups = new Map<string, ScreenResult[]>();
  for (const result of results) {
    const name = `${result.caseUid}.${result.language}`;
    groups.set(name, [...(groups.get(name) ?? []), result]);
  }
  const written: string[] = [];
  for (const [name, group] of groups) {
    const svg = contactSheetSvg(`${group[0]?.caseUid ?? name} · ${group[0]?.language ?? ""}`, group);
    const png = new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
    await writeFile(join(folder, `${name}.png`), png);
    written.push(join(...CONTACT_SHEETS_FOLDER, `${name}.png`));
  }
  const sheets = (await readdir(folder)).filter((file) => file.endsWith(".png")).sort();
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Case screens: contact sheets</title>
<style>body{margin:2rem;font:16px/1.4 system-ui,sans-serif;background:#e9e4da}figure{margin:0 0 3rem}img{max-width:100%;height:auto;background:#f3efe8}</style>
<h1>Case screens: contact sheets</h1>
<p>Written by <code>npm run art</code> and <code>npm run art:check</code> (scripts/art/contact-sheet.ts).</p>
${sheets.map((file) => `<figure><figcaption>${escapeXml(file)}</figcaption><a href="${file}"><img src="${file}" alt="Every screen of ${escapeXml(file.replace(/\.png$/, ""))}"></a></figure>`).join("\n")}
</html>
`;
  await writeFile(join(folder, "index.html"), html);
  written.push(join(...CONTACT_SHEETS_FOLDER, "index.html"));
  return written;
}
