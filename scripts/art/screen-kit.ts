// The drawing kit of the product screens (screen.ts, screen-blocks.ts): the products' neutral palette,
// text and shapes as SVG markup, and how wide text is estimated to run.
import { random } from "./motifs";

export type { ProductTheme } from "./screen-themes";

export const INK = "#15171a";
export const MUTED = "#5b6270";
export const LINE = "#e3e6eb";
export const SURFACE = "#f4f5f7";
export const WHITE = "#ffffff";
export const AMBER = { fill: "#fff4dc", ink: "#7a4b00", mark: "#d98a00" };
export const RED = { fill: "#fde7e7", ink: "#8f1d1d", mark: "#d92d2d" };
export const GREEN = { fill: "#e3f6ea", ink: "#145c32", mark: "#1f9d55" };
export const FONT = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export const round = (value: number) => Math.round(value * 10) / 10;

/** Lines of at most `width` points at `size`, by an average glyph width (wide enough for the fallback fonts). */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const perChar = size * (bold ? 0.56 : 0.51);
  const max = Math.max(4, Math.floor(width / perChar));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (candidate.length <= max || line === "") line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** About how wide a line of text is drawn (the same average glyph widths as `wrap`). */
export function textWidth(content: string, size: number, bold = false): number {
  return [...content].length * size * (bold ? 0.56 : 0.51);
}

export interface TextOptions {
  readonly size: number;
  readonly weight?: number;
  /** Without it, the text takes the screen's ink from the group around it. */
  readonly fill?: string;
  readonly anchor?: "start" | "middle" | "end";
  /** Another stack than the screen's (its display or monospaced type). */
  readonly family?: string;
  readonly spacing?: number;
}

export function text(
  x: number,
  y: number,
  content: string,
  { size, weight = 400, fill, anchor = "start", family, spacing }: TextOptions,
) {
  const fillAttr = fill === undefined ? "" : ` fill="${fill}"`;
  const familyAttr = family === undefined ? "" : ` font-family="${family}"`;
  const spacingAttr = spacing === undefined ? "" : ` letter-spacing="${spacing}"`;
  return `<text x="${round(x)}" y="${round(y)}" font-size="${size}" font-weight="${weight}"${fillAttr}${familyAttr}${spacingAttr} text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${round(r)}" fill="${fill}"${extra}/>`;
}

/** A QR-like grid, seeded by name: three finder squares and random modules. */
export function qrModules(seed: string, x: number, y: number, size: number, fill = INK): string {
  const n = 25;
  const m = size / n;
  const next = random(seed);
  const finder = (fx: number, fy: number) =>
    `${rect(x + fx * m, y + fy * m, 7 * m, 7 * m, m, fill)}${rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, m * 0.6, fill === WHITE ? "#1d2127" : WHITE)}${rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, m * 0.4, fill)}`;
  const inFinder = (i: number, j: number) => (i < 8 && j < 8) || (i > n - 9 && j < 8) || (i < 8 && j > n - 9);
  let path = "";
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      if (!inFinder(i, j) && next() > 0.52)
        path += `M${round(x + i * m)} ${round(y + j * m)}h${round(m)}v${round(m)}h${round(-m)}z`;
    }
  }
  return `<path d="${path}" fill="${fill}"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}`;
}
