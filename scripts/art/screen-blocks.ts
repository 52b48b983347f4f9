// The blocks of a screen's description drawn one under the other (src/content/model/screen-layout.ts lists
// the kinds), in the product's own look (screen-themes.ts), each checked for room: text that would run out
// of the frame or into its neighbour stops the drawing with the screen and block named. No phone text is
// drawn below 13 points: the page shows a 414-point phone 288 px wide, and 13 points is 9 px there.
import type { ScreenBlock, ScreenDevice } from "../../src/content/model/screen-layout";
import { random } from "./motifs";
import { icon, initials, lead } from "./screen-icons";
import {
  AMBER,
  GREEN,
  type ProductTheme,
  qrModules,
  RED,
  rect,
  round,
  text,
  textWidth,
  wrap,
} from "./screen-kit";
import { measuredWidth } from "./text-metrics";

export interface BlockArea {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly bottom: number;
}

/** Rows that sit together on one card when the product draws its lists on cards (Itaú, Mercado Pago). */
const LISTED = new Set(["item", "row", "step"]);
const heightOf = (kind: string) => (kind === "item" ? 64 : kind === "row" ? 46 : kind === "step" ? 60 : 0);

/** Draws the blocks of one screen from top to bottom; throws when they do not fit. */
export function drawBlocks(
  name: string,
  device: ScreenDevice,
  blocks: readonly ScreenBlock[],
  t: ProductTheme,
  area: BlockArea,
  s: number,
): string {
  const out: string[] = [];
  // Wide screens may split into two columns (split:, column:); x and w are the current column's.
  let x = area.x;
  let w = area.w;
  let splitTop: number | undefined;
  let y = area.y;
  const tw = (content: string, size: number, bold = false) => textWidth(content, size, bold) * t.widthFactor;
  const lines = (content: string, width: number, size: number, bold = false) =>
    wrap(content, width / t.widthFactor, size, bold);
  const label = (content: string) => (t.legacy ? content.toUpperCase() : content);
  /** Text that would run into its neighbour is the description's problem: say which, and where. */
  const room = (index: number, what: string, needed: number, available: number) => {
    if (needed > available) {
      throw new Error(
        `${name}: block ${index + 1} ("${what}") needs about ${Math.round(needed)} points of width and has ${Math.round(available)}: shorten it`,
      );
    }
  };
  const wide = device !== "phone";
  const onCards = t.background !== t.card;
  // Dark products (ank) need their own tones for callouts, avatars and incoming money.
  const dark = Number.parseInt(t.background.slice(1, 3), 16) < 0x40;
  const radius = Math.min(t.radius, 24);
  // On a phone, the actions that end a screen sit at its bottom, within the thumb's reach, as in the apps.
  const actionHeight = (kind: string) => (kind === "button" ? 60 : kind === "secondary" ? 54 : 0);
  let actionsFrom = blocks.length;
  while (!wide && actionsFrom > 0) {
    const kind = blocks[actionsFrom - 1]?.kind ?? "";
    if (kind !== "url" && kind !== "tabs" && actionHeight(kind) === 0) break;
    actionsFrom -= 1;
  }
  const actionsHeight = blocks.slice(actionsFrom).reduce((sum, block) => sum + actionHeight(block.kind), 0);
  const where = (index: number) => `${name}: block ${index + 1}`;
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index];
    if (!block) continue;
    if (index === actionsFrom) y = Math.max(y, area.bottom - actionsHeight);
    const previousKind = blocks[index - 1]?.kind ?? "";
    const nextKind = blocks[index + 1]?.kind ?? "";
    // A run of rows and items starts: on products that list on cards, the card goes under the whole run.
    if (onCards && LISTED.has(block.kind) && !LISTED.has(previousKind)) {
      let runHeight = 0;
      for (let j = index; LISTED.has(blocks[j]?.kind ?? ""); j += 1)
        runHeight += heightOf(blocks[j]?.kind ?? "");
      out.push(rect(x - 12, y, w + 24, runHeight + 12, t.legacy ? 0 : Math.min(radius, 12), t.card));
      y += 6;
    }
    const [a = "", b = "", c = ""] = block.parts;
    switch (block.kind) {
      case "url":
      case "tabs":
        break;
      case "split":
        if (wide) {
          splitTop = y;
          w = (area.w - 32) / 2;
        }
        break;
      case "column":
        if (wide && splitTop !== undefined) {
          x = area.x + w + 32;
          y = splitTop;
        }
        break;
      case "top":
      case "back": {
        const onBar = t.header !== undefined && index === 0;
        const ink = onBar ? t.header?.ink : undefined;
        const back = block.kind === "back";
        if (wide) {
          if (back) out.push(icon("arrow-left", x - 2, y + 12, 26, t.ink, where(index)));
          out.push(
            text(x + (back ? 34 : 0), y + 32, a, {
              size: 26 * s,
              weight: t.displayWeight,
              family: t.display,
            }),
          );
          y += 64;
        } else {
          const title = t.legacy ? a.toUpperCase() : a;
          const leftAligned = t.status === "android" && !t.legacy;
          if (back)
            out.push(
              icon(
                t.status === "android" ? "arrow-left" : "chevron-left",
                x - 4,
                y + 14,
                26,
                ink ?? t.ink,
                where(index),
              ),
            );
          out.push(
            leftAligned
              ? text(x + (back ? 36 : 0), y + 33, title, {
                  size: 19,
                  weight: 600,
                  fill: ink,
                  family: t.display,
                })
              : text(x + w / 2, y + 33, title, {
                  size: 17,
                  weight: 700,
                  fill: ink,
                  anchor: "middle",
                  family: t.display,
                }),
          );
          y += onBar ? 68 : 56;
        }
        break;
      }
      case "steps": {
        const [done = 1, total = 1] = a.split("/").map(Number);
        if (t.legacy) {
          out.push(text(x, y + 18, `${done} / ${total}`, { size: 13, weight: 700, fill: t.muted }));
          y += 30;
          break;
        }
        const segment = (w - (total - 1) * 6) / total;
        for (let step = 1; step <= total; step += 1) {
          out.push(
            rect(x + (step - 1) * (segment + 6), y + 8, segment, 5, 2.5, step <= done ? t.accent : t.line),
          );
        }
        out.push(
          text(x + w, y + 34, `${done}/${total}`, { size: 13, weight: 600, fill: t.muted, anchor: "end" }),
        );
        y += 40;
        break;
      }
      case "title": {
        if (previousKind === "button" || previousKind === "secondary") y += 14;
        const size = wide ? 30 * s : t.legacy ? 20 : 24;
        const wrapped = lines(a, w, size, true);
        out.push(
          ...wrapped.map((line, i) =>
            text(x, y + size + i * (size + 8), line, { size, weight: t.displayWeight, family: t.display }),
          ),
        );
        y += wrapped.length * (size + 8) + 10;
        break;
      }
      case "text": {
        if (t.legacy && a.length <= 24 && !a.includes(".")) {
          // The older apps' grouped-table section header: a grey band in capitals.
          out.push(rect(x - 20, y, w + 40, 28, 0, t.line));
          out.push(text(x, y + 19, a.toUpperCase(), { size: 13, weight: 700, fill: t.ink, spacing: 0.5 }));
          y += 32;
          break;
        }
        const size = wide ? 16 * s : 15;
        const wrapped = lines(a, Math.min(w, wide ? 980 : w), size);
        out.push(
          ...wrapped.map((line, i) => text(x, y + size + 2 + i * (size + 7), line, { size, fill: t.muted })),
        );
        y += wrapped.length * (size + 7) + 12;
        break;
      }
      case "amount": {
        const size = wide ? 44 * s : t.legacy ? 32 : 38;
        const family = dark ? t.mono : t.display;
        const amountWidth = family === t.mono ? a.length * size * 0.62 : tw(a, size, true);
        room(index, a, amountWidth, w);
        room(index, b, tw(b, 15), w);
        out.push(
          text(x, y + size + 6, a, { size, weight: 700, family, spacing: family === t.mono ? -1 : -0.5 }),
        );
        if (b) out.push(text(x, y + size + 34, b, { size: 15, fill: t.muted }));
        y += 96;
        break;
      }
      case "field": {
        const code = /…|^0x|^[A-Za-z0-9]{20,}/.test(b);
        const valueWidth = code ? b.length * 15 * 0.62 : tw(b, 16);
        room(index, b, valueWidth + 28, w);
        out.push(text(x, y + 14, label(a), { size: 13, weight: 600, fill: t.muted }));
        out.push(
          rect(
            x,
            y + 24,
            w,
            46,
            t.legacy ? 0 : Math.min(radius, 12),
            t.legacy ? t.card : t.surface,
            ` stroke="${t.line}" stroke-width="${t.legacy ? 1 : 1.5}"`,
          ),
        );
        out.push(text(x + 14, y + 53, b, { size: code ? 15 : 16, family: code ? t.mono : undefined }));
        y += 80;
        break;
      }
      case "row": {
        room(index, `${a} | ${b}`, tw(a, 15) + tw(b, 15, true) + 16, w);
        out.push(text(x, y + 28, a, { size: 15, fill: t.muted }));
        out.push(text(x + w, y + 28, b, { size: 15, weight: 700, anchor: "end" }));
        if (LISTED.has(nextKind) || !onCards)
          out.push(`<line x1="${x}" y1="${y + 45.5}" x2="${x + w}" y2="${y + 45.5}" stroke="${t.line}"/>`);
        y += 46;
        break;
      }
      case "item": {
        const highlight = a.startsWith("*");
        const { label: title, icon: leadIcon, mark } = lead(highlight ? a.slice(1).trim() : a);
        const trailing = c ? tw(c, 15, true) + 12 : 0;
        room(index, title, 56 + Math.max(tw(title, 15, true), tw(b, 13)) + trailing, w);
        if (highlight) out.push(rect(x - 8, y + 2, w + 16, 60, Math.min(radius, 14), t.tint));
        const cx = x + 20;
        const cy = y + 32;
        if (mark) {
          out.push(rect(cx - 20, cy - 20, 40, 40, 10, mark));
          out.push(
            text(cx, cy + 5, initials(title), { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" }),
          );
        } else if (leadIcon) {
          out.push(`<circle cx="${cx}" cy="${cy}" r="20" fill="${highlight ? t.accent : t.tint}"/>`);
          out.push(icon(leadIcon, cx - 10, cy - 10, 20, highlight ? t.onAccent : t.accent, where(index)));
        } else {
          const pick = random(title)();
          const fill = t.avatars[Math.floor(pick * t.avatars.length)] ?? t.surface;
          out.push(`<circle cx="${cx}" cy="${cy}" r="20" fill="${highlight ? t.accent : fill}"/>`);
          out.push(
            text(cx, cy + 5, initials(title), {
              size: 14,
              weight: 700,
              fill: highlight ? t.onAccent : dark ? t.ink : "#1d2330",
              anchor: "middle",
            }),
          );
        }
        out.push(text(x + 54, y + (b ? 28 : 37), title, { size: 15, weight: 700 }));
        if (b) out.push(text(x + 54, y + 48, b, { size: 13, fill: t.muted }));
        if (c) {
          const incoming = c.startsWith("+");
          out.push(
            text(x + w, y + 37, c, {
              size: 15,
              weight: 700,
              anchor: "end",
              fill: incoming ? (dark ? "#5fd39a" : GREEN.mark) : undefined,
              family: dark ? t.mono : undefined,
            }),
          );
        }
        if (LISTED.has(nextKind) && !highlight && !(blocks[index + 1]?.parts[0] ?? "").startsWith("*"))
          out.push(
            `<line x1="${x + 54}" y1="${y + 63.5}" x2="${x + w}" y2="${y + 63.5}" stroke="${t.line}"/>`,
          );
        y += 64;
        break;
      }
      case "step": {
        // A timeline: done steps filled and joined by the accent, the current one ringed, the next one waiting.
        const state = a;
        const cx = x + 20;
        const cy = y + 28;
        if (nextKind === "step") {
          out.push(
            `<line x1="${cx}" y1="${cy + 16}" x2="${cx}" y2="${cy + 44}" stroke="${state === "done" ? t.accent : t.line}" stroke-width="3" stroke-linecap="round"/>`,
          );
        }
        room(index, b, 56 + Math.max(tw(b, 15, true), tw(c, 13)), w);
        if (state === "done") {
          out.push(`<circle cx="${cx}" cy="${cy}" r="15" fill="${t.accent}"/>`);
          out.push(icon("check", cx - 9, cy - 9, 18, t.onAccent, where(index), 3));
        } else if (state === "now") {
          out.push(`<circle cx="${cx}" cy="${cy}" r="19" fill="${t.accent}" fill-opacity="0.15"/>`);
          out.push(
            `<circle cx="${cx}" cy="${cy}" r="14" fill="${t.card}" stroke="${t.accent}" stroke-width="3"/>`,
          );
          out.push(icon("loader", cx - 8, cy - 8, 16, t.accent, where(index), 2.6));
        } else {
          out.push(
            `<circle cx="${cx}" cy="${cy}" r="15" fill="${t.surface}" stroke="${t.line}" stroke-width="1.5"/>`,
          );
          out.push(icon("clock", cx - 8, cy - 8, 16, t.muted, where(index)));
        }
        out.push(
          text(x + 54, y + (c ? 24 : 33), b, {
            size: 15,
            weight: 700,
            fill: state === "now" ? t.accent : undefined,
          }),
        );
        if (c) out.push(text(x + 54, y + 44, c, { size: 13, fill: t.muted }));
        y += 60;
        break;
      }
      case "barcode": {
        // A bill's barcode as the camera read it: bars seeded by its digits, the digits under them.
        const next = random(`${name}-barcode-${a}`);
        const bw = Math.min(w, 420);
        out.push(rect(x, y, bw, 92, Math.min(radius, 12), t.card, ` stroke="${t.line}"`));
        let bx = x + 16;
        let bars = "";
        while (bx < x + bw - 20) {
          const thick = next() > 0.6 ? 3 : 1.5;
          bars += `M${round(bx)} ${y + 14}h${thick}v44h${-thick}z`;
          bx += thick + (next() > 0.5 ? 3 : 1.5);
        }
        out.push(`<path d="${bars}" fill="${t.ink}"/>`);
        room(index, a, a.length * 13 * 0.62 + 32, bw);
        out.push(text(x + 16, y + 80, a, { size: 13, family: t.mono, fill: t.muted }));
        y += 104;
        break;
      }
      case "words": {
        // "•••" is a word not shown yet (later in the backup), "?" the one the person is asked for.
        const words = a.split(/\s+/);
        const columns = 2;
        const cell = (w - (columns - 1) * 10) / columns;
        for (const word of words) room(index, word, 36 + word.length * 17 * 0.62, cell);
        words.forEach((word, i) => {
          const cx = x + (i % columns) * (cell + 10);
          const cy = y + Math.floor(i / columns) * 50;
          const number = text(cx + 14, cy + 28, String(i + 1).padStart(2, "0"), {
            size: 13,
            fill: t.muted,
            family: t.mono,
          });
          if (word === "?") {
            out.push(
              rect(
                cx,
                cy,
                cell,
                44,
                12,
                t.tint,
                ` stroke="${t.accent}" stroke-width="2" stroke-dasharray="6 5"`,
              ),
              number,
            );
          } else if (/^•+$/.test(word)) {
            out.push(rect(cx, cy, cell, 44, 12, t.surface, ` fill-opacity="0.55"`), number);
            out.push(rect(cx + 42, cy + 18, cell * 0.42, 8, 4, t.line));
          } else {
            out.push(rect(cx, cy, cell, 44, 12, t.surface, ` stroke="${t.line}"`), number);
            out.push(text(cx + 42, cy + 28, word, { size: 17, weight: 600, family: t.mono }));
          }
        });
        y += Math.ceil(words.length / columns) * 50 + 8;
        break;
      }
      case "hero": {
        // An illustration for a screen that explains: the first icon large on a glow, the others orbiting it.
        const [main = "", ...around] = a.split(/\s+/);
        const hh = 168;
        const id = `${name}-hero-${index}`;
        out.push(
          `<defs><radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${t.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${t.accent}" stop-opacity="0"/></radialGradient></defs>`,
        );
        const cx = x + w / 2;
        const cy = y + hh / 2;
        out.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="92" fill="url(#${id})"/>`);
        out.push(
          `<circle cx="${round(cx)}" cy="${round(cy)}" r="64" fill="none" stroke="${t.accent}" stroke-opacity="0.35" stroke-dasharray="4 6"/>`,
        );
        out.push(rect(cx - 38, cy - 38, 76, 76, 24, t.accent));
        out.push(icon(main, cx - 22, cy - 22, 44, t.onAccent, where(index)));
        around.forEach((glyph, i) => {
          // Alternately left and right of the main icon, the rows centred on it.
          const rows = Math.ceil(around.length / 2);
          const ox = cx + (i % 2 === 0 ? -1 : 1) * (i % 4 < 2 ? 112 : 124);
          const oy = cy + (Math.floor(i / 2) - (rows - 1) / 2) * 60;
          out.push(rect(ox - 22, oy - 22, 44, 44, 14, t.card, ` stroke="${t.line}"`));
          out.push(icon(glyph, ox - 12, oy - 12, 24, t.accent, where(index)));
        });
        y += hh + 12;
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
        const fill = dark
          ? block.kind === "alert"
            ? "#3a1619"
            : block.kind === "notice"
              ? "#3a2c10"
              : "#10321f"
          : tone.fill;
        const ink = dark
          ? block.kind === "alert"
            ? "#ffb4b4"
            : block.kind === "notice"
              ? "#ffd98a"
              : "#9be3b8"
          : tone.ink;
        const wrapped = lines(a, w - 58, 14);
        const h = wrapped.length * 21 + 26;
        out.push(
          rect(
            x,
            y,
            w,
            h,
            t.legacy ? 0 : Math.min(radius, 14),
            fill,
            t.legacy ? ` stroke="${tone.mark}"` : "",
          ),
        );
        const glyph =
          block.kind === "success"
            ? "circle-check"
            : block.kind === "alert"
              ? "octagon-alert"
              : "triangle-alert";
        out.push(icon(glyph, x + 12, y + 13, 20, dark ? ink : tone.mark, where(index)));
        out.push(...wrapped.map((line, i) => text(x + 42, y + 28 + i * 21, line, { size: 14, fill: ink })));
        y += h + 12;
        break;
      }
      case "button":
      case "secondary": {
        const primary = block.kind === "button";
        const bw = wide ? Math.min(w, 360) : w;
        const caption = label(a);
        room(index, a, tw(caption, 16, true) + 32, bw);
        out.push(
          rect(
            x,
            y + 6,
            bw,
            48,
            radius,
            primary ? t.accent : t.legacy ? t.surface : "none",
            primary ? "" : ` stroke="${t.legacy ? t.line : t.accent}" stroke-width="1.5"`,
          ),
        );
        out.push(
          text(x + bw / 2, y + 36, caption, {
            size: 16,
            weight: 700,
            fill: primary ? t.onAccent : t.legacy ? t.ink : t.accent,
            anchor: "middle",
          }),
        );
        y += primary ? 60 : 54;
        break;
      }
      case "qr": {
        const size = 200;
        const left = x + (Math.min(w, wide ? 480 : w) - size) / 2;
        out.push(
          rect(left - 12, y, size + 24, size + 24, 16, "#ffffff", ` stroke="${t.line}" stroke-width="1.5"`),
        );
        out.push(qrModules(`${name}-${index}`, left, y + 12, size));
        out.push(text(left + size / 2, y + size + 46, a, { size: 14, fill: t.muted, anchor: "middle" }));
        y += 250;
        break;
      }
      case "camera": {
        const cw = wide ? Math.min(w, 520) : w;
        const idCard = b.toLowerCase() === "id";
        const ch = idCard ? 250 : 264;
        out.push(rect(x, y, cw, ch, Math.min(radius, 20), "#1b1e23"));
        // A blurred counter or desk behind the target, so the viewfinder reads as a live camera.
        out.push(rect(x, y + ch * 0.62, cw, ch * 0.38, 0, "#2a2520"));
        if (idCard) {
          const fw = cw - 56;
          const fh = fw / 1.586;
          const fx = x + 28;
          const fy = y + (ch - fh) / 2;
          out.push(
            rect(
              fx,
              fy,
              fw,
              fh,
              14,
              "#dfe7ec",
              ` fill-opacity="0.16" stroke="#ffffff" stroke-opacity="0.85" stroke-width="2" stroke-dasharray="10 8"`,
            ),
          );
          out.push(rect(fx + 18, fy + 40, fw * 0.27, fh * 0.5, 8, "#ffffff", ` fill-opacity="0.3"`));
          out.push(
            icon(
              "user-round",
              fx + 18 + fw * 0.135 - 22,
              fy + 40 + fh * 0.25 - 22,
              44,
              "#ffffff",
              where(index),
              1.5,
            ),
          );
          for (let line = 0; line < 4; line += 1) {
            out.push(
              rect(
                fx + fw * 0.36,
                fy + 46 + line * 22,
                fw * (line === 1 ? 0.34 : 0.5),
                8,
                4,
                "#ffffff",
                ` fill-opacity="0.35"`,
              ),
            );
          }
          out.push(rect(fx + 18, fy + 16, 96, 10, 5, "#ffffff", ` fill-opacity="0.45"`));
          // Glare on the date of birth, which the notice below asks to fix.
          out.push(
            `<ellipse cx="${round(fx + fw * 0.62)}" cy="${round(fy + 90)}" rx="54" ry="22" fill="#ffffff" fill-opacity="0.55"/>`,
          );
          const corner = (px: number, py: number, dx: number, dy: number) =>
            `<path d="M${round(px)} ${round(py + dy * 26)}V${round(py)}H${round(px + dx * 26)}" fill="none" stroke="${t.accent === "#0b7a5c" ? "#4fd1a5" : t.accent}" stroke-width="5" stroke-linecap="round"/>`;
          out.push(
            corner(fx - 8, fy - 8, 1, 1),
            corner(fx + fw + 8, fy - 8, -1, 1),
            corner(fx - 8, fy + fh + 8, 1, -1),
            corner(fx + fw + 8, fy + fh + 8, -1, -1),
          );
        } else {
          const fx = x + cw / 2 - 90;
          const fy = y + 36;
          const corner = (px: number, py: number, dx: number, dy: number) =>
            `<path d="M${px} ${py + dy * 26}V${py}H${px + dx * 26}" fill="none" stroke="${t.accent}" stroke-width="5" stroke-linecap="round"/>`;
          out.push(rect(fx + 14, fy + 14, 152, 152, 8, "#ffffff", ` fill-opacity="0.92"`));
          out.push(qrModules(`${name}-cam-${index}`, fx + 24, fy + 24, 132));
          out.push(
            corner(fx, fy, 1, 1),
            corner(fx + 180, fy, -1, 1),
            corner(fx, fy + 180, 1, -1),
            corner(fx + 180, fy + 180, -1, -1),
          );
          out.push(icon("flashlight", x + cw - 52, y + ch - 52, 26, "#ffd54a", where(index)));
          out.push(icon("image", x + 26, y + ch - 52, 26, "#ffffff", where(index)));
        }
        const caption = lines(a, cw - 40, 14);
        caption.forEach((line, i) => {
          out.push(
            text(x + cw / 2, y + ch + 24 + i * 20, line, {
              size: 14,
              weight: 600,
              fill: t.muted,
              anchor: "middle",
            }),
          );
        });
        y += ch + 20 + caption.length * 20 + 12;
        break;
      }
      case "chart": {
        const values = b.split(/\s+/).map(Number);
        const ticks = c ? c.split(",").map((tick) => tick.trim()) : [];
        const max = Math.max(...values, 1);
        const step = niceStep(max / 4);
        const top = Math.ceil(max / step) * step;
        const cw = Math.min(w, wide ? 760 : w);
        const size = wide && w >= 560 ? 15 : 13;
        out.push(text(x, y + 18, a, { size: size + 1, weight: 700 }));
        const plotTop = y + 40;
        const plotHeight = wide ? 190 : 150;
        const axisWidth = tw(String(top), size) + 12;
        const left = x + axisWidth;
        const plotWidth = cw - axisWidth;
        for (let tick = 0; tick <= top; tick += step) {
          const ty = plotTop + plotHeight - (tick / top) * plotHeight;
          out.push(
            `<line x1="${round(left)}" y1="${round(ty) + 0.5}" x2="${round(x + cw)}" y2="${round(ty) + 0.5}" stroke="${t.line}"${tick === 0 ? "" : ' stroke-dasharray="3 4"'}/>`,
          );
          out.push(text(left - 8, ty + 4, String(tick), { size, fill: t.muted, anchor: "end" }));
        }
        const gap = wide ? 28 : 12;
        const barW = (plotWidth - gap * values.length) / values.length;
        // Dates under narrow bars run into each other ("Nov 10Nov 17"): label every `every`-th bar, counted
        // back from the last (today's, in bold), so each label keeps at least half an em to its neighbours.
        const labelWidth = (label: string, bold: boolean) =>
          Math.max(tw(label, size, bold), measuredWidth(label, size, t.font, bold ? 700 : 400));
        const widest = Math.max(0, ...ticks.map((label, i) => labelWidth(label, i === values.length - 1)));
        const every = Math.max(1, Math.ceil((widest + size * 0.6) / (barW + gap)));
        values.forEach((value, i) => {
          const h = Math.max(3, (value / top) * plotHeight);
          const bx = left + gap / 2 + i * (barW + gap);
          const last = i === values.length - 1;
          out.push(
            rect(
              bx,
              plotTop + plotHeight - h,
              barW,
              h,
              Math.min(4, barW / 2),
              t.accent,
              last ? "" : ' fill-opacity="0.35"',
            ),
          );
          out.push(
            text(bx + barW / 2, plotTop + plotHeight - h - 7, String(value), {
              size,
              weight: last ? 700 : 500,
              anchor: "middle",
              fill: last ? t.ink : t.muted,
            }),
          );
          const tickLabel = (values.length - 1 - i) % every === 0 ? ticks[i] : undefined;
          if (tickLabel)
            out.push(
              text(bx + barW / 2, plotTop + plotHeight + size + 8, tickLabel, {
                size,
                weight: last ? 700 : 400,
                fill: last ? t.ink : t.muted,
                anchor: "middle",
              }),
            );
        });
        y += 40 + plotHeight + (ticks.length > 0 ? size + 22 : 14);
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
        const perRow = wide && w >= 560 ? 4 : 2;
        const cell = (w - (perRow - 1) * 12) / perRow;
        const valueSize = wide ? (w < 640 ? 23 : 25) : 20;
        // A change against the last period sits under the figure, so a long label never meets it.
        const withDelta = stats.some((stat) => stat.parts.length > 2);
        const tileHeight = (wide ? 96 : 80) + (withDelta ? 22 : 0);
        stats.forEach((stat, i) => {
          const [statLabel = "", value = "", delta = ""] = stat.parts;
          room(firstStat + i, statLabel, 24 + tw(statLabel, wide ? 15 : 13), cell);
          room(firstStat + i, value, 24 + tw(value, valueSize, true), cell);
          const sx = x + (i % perRow) * (cell + 12);
          const sy = y + Math.floor(i / perRow) * (tileHeight + 10);
          out.push(rect(sx, sy, cell, tileHeight, Math.min(radius, 14), onCards ? t.card : t.surface));
          if (i === 0 && !t.legacy) out.push(rect(sx, sy, 4, tileHeight, 2, t.accent));
          out.push(text(sx + 16, sy + 28, statLabel, { size: wide ? 15 : 13, fill: t.muted }));
          const valueY = sy + (wide ? 66 : 58);
          out.push(text(sx + 16, valueY, value, { size: valueSize, weight: 700, family: t.display }));
          if (delta) {
            const up = delta.startsWith("+");
            out.push(
              text(sx + 16, valueY + 26, `${up ? "▲" : "▼"} ${delta}`, {
                size: wide ? 15 : 13,
                weight: 700,
                fill: up ? GREEN.ink : RED.ink,
              }),
            );
          }
        });
        y += Math.ceil(stats.length / perRow) * (tileHeight + 10);
        break;
      }
      case "shortcuts": {
        const leads = block.parts.map(lead);
        if (leads.every((part) => part.icon === undefined)) {
          // Without icons these are choices to tap (words to pick, amounts): chips that wrap.
          let cx = x;
          let cy = y;
          for (const { label: chip } of leads) {
            const cw = tw(chip, 16, true) + 36;
            room(index, chip, cw, w);
            if (cx + cw > x + w) {
              cx = x;
              cy += 56;
            }
            out.push(
              rect(cx, cy, cw, 44, Math.min(radius, 22), t.surface, ` stroke="${t.line}" stroke-width="1.5"`),
            );
            out.push(
              text(cx + cw / 2, cy + 28, chip, {
                size: 16,
                weight: 600,
                anchor: "middle",
                family: dark ? t.mono : undefined,
              }),
            );
            cx += cw + 10;
          }
          y = cy + 60;
          break;
        }
        const columns = wide && w >= 560 ? 6 : 4;
        const cell = w / columns;
        // A label too long for its cell takes two lines, as the apps do, rather than a smaller size.
        const captions = leads.map(({ label: caption }) => {
          const split = tw(caption, 13) + 4 > cell ? lines(caption, cell - 4, 13) : [caption];
          for (const line of split) room(index, line, tw(line, 13) + 4, cell);
          return split;
        });
        const twoLines = captions.some((split) => split.length > 1);
        const pitch = (t.legacy ? 78 : 90) + (twoLines ? 16 : 0);
        leads.forEach(({ icon: glyph }, i) => {
          const split = captions[i] ?? [];
          const cx = x + (i % columns) * cell + cell / 2;
          const cy = y + Math.floor(i / columns) * pitch;
          const labelAt = (line: number) => cy + (t.legacy ? 60 : 74) + line * 16;
          if (t.legacy) {
            out.push(
              rect(
                cx - cell / 2 + 2,
                cy,
                cell - 4,
                72 + (twoLines ? 16 : 0),
                t.radius,
                t.card,
                ` stroke="${t.line}"`,
              ),
            );
            if (glyph) out.push(icon(glyph, cx - 13, cy + 11, 26, t.accent, where(index), 2.4));
            out.push(
              ...split.map((line, l) =>
                text(cx, labelAt(l), line, { size: 13, anchor: "middle", fill: t.muted }),
              ),
            );
          } else {
            out.push(
              rect(cx - 27, cy + 2, 54, 52, Math.min(radius, 18), wide ? t.tint : onCards ? t.card : t.tint),
            );
            if (glyph) out.push(icon(glyph, cx - 13, cy + 15, 26, t.accent, where(index)));
            out.push(
              ...split.map((line, l) =>
                text(cx, labelAt(l), line, { size: 13, weight: 500, anchor: "middle" }),
              ),
            );
          }
        });
        y += Math.ceil(leads.length / columns) * pitch + 4;
        break;
      }
      case "card": {
        // A payment card in the product's colours: its name, the last digits and the holder.
        const ch = wide ? 150 : 118;
        const id = `${name}-card-${index}`;
        out.push(
          `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.accent}"/><stop offset="1" stop-color="${t.ink}"/></linearGradient></defs>`,
        );
        out.push(rect(x, y, w, ch, 16, `url(#${id})`));
        out.push(
          `<circle cx="${round(x + w - 40)}" cy="${round(y - 10)}" r="90" fill="#ffffff" fill-opacity="0.07"/>`,
        );
        out.push(text(x + 18, y + 30, a, { size: 15, weight: 700, fill: "#ffffff" }));
        out.push(rect(x + 18, y + 48, 36, 27, 5, "#e8c46a"));
        out.push(
          `<path d="M${x + 18} ${y + 61.5}h36M${x + 36} ${y + 48}v27" stroke="#b8933e" stroke-width="1"/>`,
        );
        out.push(icon("nfc", x + 64, y + 50, 22, "#ffffff", where(index), 1.8));
        out.push(text(x + 18, y + ch - 18, b, { size: 16, weight: 600, fill: "#ffffff", family: t.mono }));
        if (c)
          out.push(text(x + w - 18, y + 30, c, { size: 13, weight: 600, fill: "#ffffff", anchor: "end" }));
        out.push(
          text(x + w - 18, y + ch - 16, "VISA", {
            size: 22,
            weight: 800,
            fill: "#ffffff",
            anchor: "end",
            spacing: 1,
          }),
        );
        y += ch + 16;
        break;
      }
      case "map": {
        // A street map around a place, seeded by the label: blocks, two avenues, the pin and its name.
        const mh = 132;
        const next = random(`${name}-map-${a}`);
        const clip = `${name}-map-${index}`;
        const parts = [
          `<defs><clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${mh}" rx="${Math.min(radius, 14)}"/></clipPath></defs><g clip-path="url(#${clip})">`,
        ];
        parts.push(rect(x, y, w, mh, 0, "#e9efe6"));
        for (let bx = 0; bx < 9; bx += 1) {
          for (let by = 0; by < 4; by += 1) {
            const shade = next() > 0.8 ? "#cfe5c3" : "#f6f4ef";
            parts.push(rect(x + bx * 44 - 6 + (by % 2) * 10, y + by * 36 - 4, 38, 30, 3, shade));
          }
        }
        parts.push(
          `<path d="M${x} ${y + 74}L${x + w} ${y + 58}" stroke="#ffd65c" stroke-width="9"/><path d="M${x + w * 0.62} ${y}L${x + w * 0.56} ${y + mh}" stroke="#ffffff" stroke-width="7"/>`,
        );
        parts.push("</g>");
        const px = x + w * 0.59;
        const py = y + 62;
        parts.push(
          `<path d="M${round(px)} ${round(py + 4)}c-12-14-16-20-16-27a16 16 0 0 1 32 0c0 7-4 13-16 27z" fill="${t.accent}" stroke="#ffffff" stroke-width="2"/><circle cx="${round(px)}" cy="${round(py - 23)}" r="6" fill="#ffffff"/>`,
        );
        const chip = tw(a, 13, true) + 20;
        parts.push(rect(x + 10, y + mh - 36, chip, 26, 13, "#ffffff", ` stroke="${t.line}"`));
        parts.push(text(x + 20, y + mh - 18, a, { size: 13, weight: 700 }));
        out.push(...parts);
        y += mh + 14;
        break;
      }
    }
    if (onCards && LISTED.has(block.kind) && !LISTED.has(nextKind)) y += nextKind === "" ? 6 : 18;
    if (y > area.bottom + 1) {
      throw new Error(
        `${name}: the blocks need ${Math.round(y - area.y)} points and the screen has ${Math.round(area.bottom - area.y)} (block ${index + 1}, "${block.kind}")`,
      );
    }
  }
  return out.join("");
}

/** A round step for a chart's axis: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  const scaled = raw / power;
  const nice = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 2.5 ? 2.5 : scaled <= 5 ? 5 : 10;
  return nice * power;
}
