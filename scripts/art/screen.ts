// A product screen drawn from its description in the content (src/content/model/screen-layout.ts): the
// blocks stacked in a phone, tablet or desktop frame, in the product's own colours. Text stays text (SVG),
// so each language gets its own drawing and nothing is baked into a raster.
import type { ScreenBlock, ScreenDevice } from "../../src/content/model/screen-layout";
import { random } from "./motifs";

/** A product's colours: its accent, and the ink used on top of it. */
export interface ProductTheme {
  readonly accent: string;
  readonly onAccent: string;
  readonly tint: string;
}

export interface ScreenDrawing {
  /** A document of its own. */
  readonly svg: string;
  /** What goes inside an `<svg viewBox="0 0 width height">`, to place the screen in another drawing. */
  readonly inner: string;
  readonly width: number;
  readonly height: number;
}

const INK = "#15171a";
const MUTED = "#5b6270";
const LINE = "#e3e6eb";
const SURFACE = "#f4f5f7";
const WHITE = "#ffffff";
const AMBER = { fill: "#fff4dc", ink: "#7a4b00", mark: "#d98a00" };
const RED = { fill: "#fde7e7", ink: "#8f1d1d", mark: "#d92d2d" };
const GREEN = { fill: "#e3f6ea", ink: "#145c32", mark: "#1f9d55" };
const FONT = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

interface Geometry {
  /** The frame's outer size, the screen's place and size inside it. */
  readonly width: number;
  readonly height: number;
  readonly screen: {
    readonly x: number;
    readonly y: number;
    readonly w: number;
    readonly h: number;
    readonly r: number;
  };
  /** Where blocks may go inside the screen: top inset (status bar or browser chrome) and bottom inset. */
  readonly top: number;
  readonly bottom: number;
  readonly pad: number;
  readonly scale: number;
}

const GEOMETRY: Record<ScreenDevice, Geometry> = {
  phone: {
    width: 414,
    height: 868,
    screen: { x: 12, y: 12, w: 390, h: 844, r: 46 },
    top: 54,
    bottom: 34,
    pad: 20,
    scale: 1,
  },
  tablet: {
    width: 1064,
    height: 808,
    screen: { x: 20, y: 20, w: 1024, h: 768, r: 22 },
    top: 34,
    bottom: 20,
    pad: 32,
    scale: 1.1,
  },
  desktop: {
    width: 1440,
    height: 980,
    screen: { x: 0, y: 0, w: 1440, h: 980, r: 14 },
    top: 80,
    bottom: 24,
    pad: 48,
    scale: 1.2,
  },
};

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const round = (value: number) => Math.round(value * 10) / 10;

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

interface TextOptions {
  readonly size: number;
  readonly weight?: number;
  readonly fill?: string;
  readonly anchor?: "start" | "middle" | "end";
}

function text(
  x: number,
  y: number,
  content: string,
  { size, weight = 400, fill = INK, anchor = "start" }: TextOptions,
) {
  return `<text x="${round(x)}" y="${round(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${round(r)}" fill="${fill}"${extra}/>`;
}

const first = (parts: readonly string[]) => parts[0] ?? "";

/** Draws the blocks of one screen from top to bottom; throws when they do not fit. */
function drawBlocks(
  name: string,
  device: ScreenDevice,
  blocks: readonly ScreenBlock[],
  theme: ProductTheme,
  area: { x: number; y: number; w: number; bottom: number },
  s: number,
): string {
  const out: string[] = [];
  const { x, w } = area;
  let y = area.y;
  /** Text that would run into its neighbour is the description's problem: say which, and where. */
  const room = (index: number, what: string, needed: number, available: number) => {
    if (needed > available) {
      throw new Error(
        `${name}: block ${index + 1} ("${what}") needs about ${Math.round(needed)} points of width and has ${Math.round(available)}: shorten it`,
      );
    }
  };
  const wide = device !== "phone";
  const perRow = wide ? 4 : 2;
  // On a phone, the actions that end a screen sit at its bottom, within the thumb's reach, as in the apps.
  const actionHeight = (kind: string) => (kind === "button" ? 60 : kind === "secondary" ? 52 : 0);
  let actionsFrom = blocks.length;
  while (!wide && actionsFrom > 0) {
    const kind = blocks[actionsFrom - 1]?.kind ?? "";
    if (kind !== "url" && kind !== "tabs" && actionHeight(kind) === 0) break;
    actionsFrom -= 1;
  }
  const actionsHeight = blocks.slice(actionsFrom).reduce((sum, block) => sum + actionHeight(block.kind), 0);
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index];
    if (!block) continue;
    if (index === actionsFrom) y = Math.max(y, area.bottom - actionsHeight);
    const [a = "", b = "", c = ""] = block.parts;
    switch (block.kind) {
      case "url":
      case "tabs":
        break;
      case "top":
      case "back": {
        if (wide) {
          const arrow =
            block.kind === "back"
              ? `<path d="M${x + 8} ${y + 14}l-8 8 8 8" fill="none" stroke="${INK}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`
              : "";
          out.push(
            arrow,
            text(x + (block.kind === "back" ? 24 : 0), y + 30, a, { size: 24 * s, weight: 700 }),
          );
          y += 60;
        } else {
          if (block.kind === "back") {
            out.push(
              `<path d="M${x + 10} ${y + 17}l-9 9 9 9" fill="none" stroke="${INK}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`,
            );
          }
          out.push(text(x + w / 2, y + 31, a, { size: 17, weight: 600, anchor: "middle" }));
          y += 52;
        }
        break;
      }
      case "steps": {
        const [done = 1, total = 1] = a.split("/").map(Number);
        let dx = x;
        for (let step = 1; step <= total; step += 1) {
          const long = step === done;
          out.push(rect(dx, y + 8, long ? 28 : 8, 8, 4, step <= done ? theme.accent : LINE));
          dx += (long ? 28 : 8) + 6;
        }
        y += 28;
        break;
      }
      case "title": {
        const size = wide ? 30 * s : 26;
        const lines = wrap(a, w, size, true);
        out.push(...lines.map((line, i) => text(x, y + size + i * (size + 8), line, { size, weight: 700 })));
        y += lines.length * (size + 8) + 8;
        break;
      }
      case "text": {
        const size = wide ? 16 * s : 15;
        const lines = wrap(a, Math.min(w, wide ? 980 : w), size);
        out.push(
          ...lines.map((line, i) => text(x, y + size + 2 + i * (size + 7), line, { size, fill: MUTED })),
        );
        y += lines.length * (size + 7) + 10;
        break;
      }
      case "amount": {
        const size = wide ? 44 * s : 40;
        room(index, a, textWidth(a, size, true), w);
        room(index, b, textWidth(b, 15), w);
        out.push(text(x, y + size + 6, a, { size, weight: 700 }));
        if (b) out.push(text(x, y + size + 34, b, { size: 15, fill: MUTED }));
        y += 92;
        break;
      }
      case "field": {
        room(index, b, textWidth(b, 16) + 28, w);
        out.push(text(x, y + 14, a, { size: 13, weight: 600, fill: MUTED }));
        out.push(rect(x, y + 24, w, 44, 12, WHITE, ` stroke="${LINE}" stroke-width="1.5"`));
        out.push(text(x + 14, y + 52, b, { size: 16 }));
        y += 76;
        break;
      }
      case "row": {
        room(index, `${a} | ${b}`, textWidth(a, 15) + textWidth(b, 15, true) + 16, w);
        out.push(text(x, y + 27, a, { size: 15, fill: MUTED }));
        out.push(text(x + w, y + 27, b, { size: 15, weight: 600, anchor: "end" }));
        out.push(`<line x1="${x}" y1="${y + 43.5}" x2="${x + w}" y2="${y + 43.5}" stroke="${LINE}"/>`);
        y += 44;
        break;
      }
      case "item": {
        const highlight = a.startsWith("*");
        const title = highlight ? a.slice(1).trim() : a;
        const trailing = c ? textWidth(c, 15, true) + 12 : 0;
        room(index, title, 52 + Math.max(textWidth(title, 15, true), textWidth(b, 13)) + trailing, w);
        if (highlight) out.push(rect(x - 10, y + 4, w + 20, 58, 14, theme.tint));
        out.push(
          `<circle cx="${x + 20}" cy="${y + 33}" r="20" fill="${highlight ? theme.accent : SURFACE}"/>`,
        );
        out.push(
          text(x + 20, y + 39, (title[0] ?? "·").toUpperCase(), {
            size: 15,
            weight: 700,
            fill: highlight ? theme.onAccent : INK,
            anchor: "middle",
          }),
        );
        out.push(text(x + 52, y + (b ? 28 : 38), title, { size: 15, weight: 600 }));
        if (b) out.push(text(x + 52, y + 48, b, { size: 13, fill: MUTED }));
        if (c) out.push(text(x + w, y + 38, c, { size: 15, weight: 600, anchor: "end" }));
        y += 64;
        break;
      }
      case "words": {
        const words = a.split(/\s+/);
        const columns = 3;
        const cell = (w - (columns - 1) * 8) / columns;
        for (const word of words) room(index, word, 30 + textWidth(word, 15, true) + 8, cell);
        words.forEach((word, i) => {
          const cx = x + (i % columns) * (cell + 8);
          const cy = y + Math.floor(i / columns) * 46;
          out.push(rect(cx, cy, cell, 38, 10, SURFACE));
          out.push(text(cx + 10, cy + 24, String(i + 1), { size: 12, fill: MUTED }));
          out.push(text(cx + 30, cy + 25, word, { size: 15, weight: 600 }));
        });
        y += Math.ceil(words.length / columns) * 46 + 8;
        break;
      }
      case "keypad": {
        const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", ",", "0", "⌫"];
        const cell = w / 3;
        keys.forEach((key, i) => {
          out.push(
            text(x + (i % 3) * cell + cell / 2, y + Math.floor(i / 3) * 58 + 36, key, {
              size: 24,
              weight: 500,
              anchor: "middle",
            }),
          );
        });
        y += 232;
        break;
      }
      case "notice":
      case "alert":
      case "success": {
        const tone = block.kind === "notice" ? AMBER : block.kind === "alert" ? RED : GREEN;
        const lines = wrap(a, w - 56, 14);
        const h = lines.length * 22 + 26;
        out.push(rect(x, y, w, h, 14, tone.fill));
        out.push(`<circle cx="${x + 22}" cy="${y + 24}" r="9" fill="${tone.mark}"/>`);
        out.push(
          text(x + 22, y + 28.5, block.kind === "success" ? "✓" : "!", {
            size: 12,
            weight: 700,
            fill: WHITE,
            anchor: "middle",
          }),
        );
        out.push(
          ...lines.map((line, i) => text(x + 42, y + 29 + i * 22, line, { size: 14, fill: tone.ink })),
        );
        y += h + 8;
        break;
      }
      case "button":
      case "secondary": {
        const primary = block.kind === "button";
        const bw = wide ? Math.min(w, 360) : w;
        room(index, a, textWidth(a, 16, true) + 32, bw);
        out.push(
          rect(
            x,
            y + 6,
            bw,
            48,
            24,
            primary ? theme.accent : WHITE,
            primary ? "" : ` stroke="${LINE}" stroke-width="1.5"`,
          ),
        );
        out.push(
          text(x + bw / 2, y + 36, a, {
            size: 16,
            weight: 600,
            fill: primary ? theme.onAccent : INK,
            anchor: "middle",
          }),
        );
        y += primary ? 60 : 52;
        break;
      }
      case "qr": {
        const size = 200;
        const left = x + (Math.min(w, wide ? 480 : w) - size) / 2;
        out.push(rect(left - 12, y, size + 24, size + 24, 16, WHITE, ` stroke="${LINE}" stroke-width="1.5"`));
        out.push(qrModules(`${name}-${index}`, left, y + 12, size));
        out.push(text(left + size / 2, y + size + 46, a, { size: 14, fill: MUTED, anchor: "middle" }));
        y += 250;
        break;
      }
      case "camera": {
        const cw = wide ? Math.min(w, 520) : w;
        out.push(rect(x, y, cw, 290, 20, "#1d2127"));
        const fx = x + cw / 2 - 90;
        const fy = y + 55;
        const corner = (px: number, py: number, dx: number, dy: number) =>
          `<path d="M${px} ${py + dy * 26}V${py}H${px + dx * 26}" fill="none" stroke="${theme.accent}" stroke-width="5" stroke-linecap="round"/>`;
        out.push(
          corner(fx, fy, 1, 1),
          corner(fx + 180, fy, -1, 1),
          corner(fx, fy + 180, 1, -1),
          corner(fx + 180, fy + 180, -1, -1),
        );
        out.push(`<g opacity="0.35">${qrModules(`${name}-cam-${index}`, fx + 30, fy + 30, 120, WHITE)}</g>`);
        out.push(text(x + cw / 2, y + 318, a, { size: 14, fill: MUTED, anchor: "middle" }));
        y += 330;
        break;
      }
      case "chart": {
        const values = b.split(/\s+/).map(Number);
        const max = Math.max(...values, 1);
        const cw = Math.min(w, wide ? 720 : w);
        out.push(text(x, y + 16, a, { size: 13, weight: 600, fill: MUTED }));
        const gap = 8;
        const barW = (cw - gap * (values.length - 1)) / values.length;
        values.forEach((value, i) => {
          const h = Math.max(4, (value / max) * 130);
          out.push(
            rect(
              x + i * (barW + gap),
              y + 170 - h,
              barW,
              h,
              Math.min(6, barW / 2),
              theme.accent,
              i === values.length - 1 ? "" : ' fill-opacity="0.3"',
            ),
          );
        });
        out.push(`<line x1="${x}" y1="${y + 170.5}" x2="${x + cw}" y2="${y + 170.5}" stroke="${LINE}"/>`);
        y += 190;
        break;
      }
      case "stat": {
        // Consecutive stats share rows.
        const firstStat = index;
        const stats: ScreenBlock[] = [block];
        while (blocks[index + 1]?.kind === "stat") {
          const next = blocks[index + 1];
          if (next) stats.push(next);
          index += 1;
        }
        const cell = (w - (perRow - 1) * 12) / perRow;
        stats.forEach((stat, i) => {
          const [label = "", value = "", delta = ""] = stat.parts;
          room(
            index + i,
            label,
            16 + textWidth(label, 13) + (delta ? textWidth(delta, 13, true) + 18 : 14),
            cell,
          );
          room(firstStat + i, value, 32 + textWidth(value, wide ? 26 : 20, true), cell);
          const sx = x + (i % perRow) * (cell + 12);
          const sy = y + Math.floor(i / perRow) * 96;
          out.push(rect(sx, sy, cell, 84, 16, SURFACE));
          out.push(text(sx + 16, sy + 26, label, { size: 13, fill: MUTED }));
          out.push(text(sx + 16, sy + 60, value, { size: wide ? 26 : 20, weight: 700 }));
          if (delta) {
            const up = delta.startsWith("+");
            out.push(
              text(sx + cell - 14, sy + 26, delta, {
                size: 13,
                weight: 600,
                fill: up ? GREEN.mark : RED.mark,
                anchor: "end",
              }),
            );
          }
        });
        y += Math.ceil(stats.length / perRow) * 96;
        break;
      }
      case "shortcuts": {
        const columns = wide ? 6 : 4;
        const cell = w / columns;
        for (const label of block.parts) room(index, label, textWidth(label, 12) + 6, cell);
        block.parts.forEach((label, i) => {
          const cx = x + (i % columns) * cell + cell / 2;
          const cy = y + Math.floor(i / columns) * 84;
          out.push(rect(cx - 26, cy + 4, 52, 48, 16, theme.tint));
          out.push(
            `<circle cx="${cx}" cy="${cy + 28}" r="8" fill="none" stroke="${theme.accent}" stroke-width="2.5"/>`,
          );
          out.push(text(cx, cy + 72, label, { size: 12, weight: 500, anchor: "middle" }));
        });
        y += Math.ceil(block.parts.length / columns) * 84;
        break;
      }
    }
    if (y > area.bottom) {
      throw new Error(
        `${name}: the blocks need ${Math.round(y - area.y)} points and the screen has ${Math.round(area.bottom - area.y)} (block ${index + 1}, "${block.kind}")`,
      );
    }
  }
  return out.join("");
}

/** A QR-like grid, seeded by name: three finder squares and random modules. */
function qrModules(seed: string, x: number, y: number, size: number, fill = INK): string {
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

function statusBar(device: ScreenDevice, g: Geometry): string {
  const { x, y, w } = g.screen;
  const top = y + (device === "phone" ? 34 : 22);
  const battery = `${rect(x + w - 52, top - 11, 26, 13, 4, "none", ` stroke="${INK}" stroke-width="1.4"`)}${rect(x + w - 50, top - 9, 18, 9, 2, INK)}`;
  const bars = [0, 1, 2, 3]
    .map((i) => rect(x + w - 92 + i * 6, top - 2 - i * 3, 4, 4 + i * 3, 1, INK))
    .join("");
  return `${text(x + (device === "phone" ? 44 : 28), top, "9:41", { size: 15, weight: 600 })}${bars}${battery}`;
}

function tabBar(tabs: readonly string[], theme: ProductTheme, g: Geometry): string {
  const { x, y, w, h } = g.screen;
  const barTop = y + h - g.bottom - 72;
  const cell = w / tabs.length;
  const items = tabs.map((tab, i) => {
    const current = tab.startsWith("*");
    const label = current ? tab.slice(1).trim() : tab;
    const cx = x + cell * i + cell / 2;
    const color = current ? theme.accent : MUTED;
    return `${rect(cx - 11, barTop + 14, 22, 22, 7, "none", ` stroke="${color}" stroke-width="2.2"`)}${text(cx, barTop + 56, label, { size: 11, weight: current ? 700 : 500, fill: color, anchor: "middle" })}`;
  });
  return `<line x1="${x}" y1="${barTop}" x2="${x + w}" y2="${barTop}" stroke="${LINE}"/>${items.join("")}`;
}

function sideBar(
  product: string,
  tabs: readonly string[],
  theme: ProductTheme,
  left: number,
  top: number,
  bottom: number,
): string {
  const items = tabs.map((tab, i) => {
    const current = tab.startsWith("*");
    const label = current ? tab.slice(1).trim() : tab;
    const ty = top + 84 + i * 48;
    return `${current ? rect(left + 16, ty - 26, 188, 40, 12, theme.tint) : ""}${rect(left + 30, ty - 15, 18, 18, 6, "none", ` stroke="${current ? theme.accent : MUTED}" stroke-width="2"`)}${text(left + 60, ty, label, { size: 15, weight: current ? 700 : 500, fill: current ? INK : MUTED })}`;
  });
  return `${rect(left, top, 220, bottom - top, 0, SURFACE)}${rect(left + 24, top + 24, 28, 28, 8, theme.accent)}${text(left + 62, top + 44, product, { size: 17, weight: 700 })}${items.join("")}`;
}

/**
 * One screen in its frame: `name` seeds the QR codes and prefixes the ids (several drawings may share a
 * document, as in a case's cover); `product` names the app in a desktop or tablet side bar.
 */
export function drawScreen(
  name: string,
  device: ScreenDevice,
  blocks: readonly ScreenBlock[],
  theme: ProductTheme,
  product: string,
  /** What the screen shows (the page gives the same words as the image's alt text). */
  title = product,
): ScreenDrawing {
  const g = GEOMETRY[device];
  const { x, y, w, h, r } = g.screen;
  const clip = `${name}-screen`;
  const tabs = blocks.find((block) => block.kind === "tabs")?.parts ?? [];
  const url = blocks.find((block) => block.kind === "url");
  const side = device !== "phone" && tabs.length > 0;
  const contentLeft = x + (side ? 220 : 0) + g.pad;
  const contentRight = x + w - g.pad;
  const bottom = y + h - g.bottom - (device === "phone" && tabs.length > 0 ? 72 : 0) - 8;
  const body = drawBlocks(
    name,
    device,
    blocks,
    theme,
    { x: contentLeft, y: y + g.top + 8, w: contentRight - contentLeft, bottom },
    g.scale,
  );
  let frame: string;
  let chrome = "";
  if (device === "desktop") {
    frame = `${rect(0.5, 0.5, g.width - 1, g.height - 1, r, WHITE, ` stroke="#c9ced6"`)}`;
    chrome = `${rect(0.5, 0.5, g.width - 1, 64, r, SURFACE)}${rect(0.5, 40, g.width - 1, 25, 0, SURFACE)}<line x1="0" y1="64.5" x2="${g.width}" y2="64.5" stroke="${LINE}"/>${["#ff5f57", "#febc2e", "#28c840"].map((color, i) => `<circle cx="${28 + i * 22}" cy="32" r="7" fill="${color}"/>`).join("")}${rect(400, 16, 640, 32, 16, WHITE, ` stroke="${LINE}"`)}${text(720, 37, url ? first(url.parts) : product, { size: 14, fill: MUTED, anchor: "middle" })}`;
  } else {
    const bezel = device === "phone" ? 58 : 34;
    frame = `${rect(0, 0, g.width, g.height, bezel, "#1b1d21")}${rect(2, 2, g.width - 4, g.height - 4, bezel - 2, "none", ` stroke="#3a3e45" stroke-width="2"`)}${rect(x, y, w, h, r, WHITE)}`;
    chrome =
      device === "phone"
        ? `${rect(x + w / 2 - 62, y + 11, 124, 34, 17, "#0b0c0e")}${statusBar(device, g)}${rect(x + w / 2 - 67, y + h - 13, 134, 5, 2.5, INK)}`
        : statusBar(device, g);
  }
  const sideBarSvg = side
    ? sideBar(product, tabs, theme, x, y + g.top - (device === "desktop" ? 15 : 0), y + h)
    : "";
  const tabBarSvg = device === "phone" && tabs.length > 0 ? tabBar(tabs, theme, g) : "";
  const inner = `<defs><clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath></defs><g font-family="${FONT}">${frame}<g clip-path="url(#${clip})">${chrome}${sideBarSvg}${body}${tabBarSvg}</g></g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${g.width} ${g.height}" width="${g.width}" height="${g.height}" role="img"><title>${escapeXml(title)}</title>${inner}</svg>\n`;
  return { svg, inner, width: g.width, height: g.height };
}
