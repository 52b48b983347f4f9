// The blocks of a screen's description drawn one under the other (src/content/model/screen-layout.ts lists
// the kinds), each checked for room: text that would run out of the frame or into its neighbour stops the
// drawing with the screen and block named.
import type { ScreenBlock, ScreenDevice } from "../../src/content/model/screen-layout";
import {
  AMBER,
  GREEN,
  INK,
  LINE,
  MUTED,
  type ProductTheme,
  qrModules,
  RED,
  rect,
  SURFACE,
  text,
  textWidth,
  WHITE,
  wrap,
} from "./screen-kit";

/** Draws the blocks of one screen from top to bottom; throws when they do not fit. */
export function drawBlocks(
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
