// A product screen drawn from its description in the content (src/content/model/screen-layout.ts): the
// blocks stacked in a phone, tablet or desktop frame, in the product's own colours. Text stays text (SVG),
// so each language gets its own drawing and nothing is baked into a raster.
import type { ScreenBlock, ScreenDevice } from "../../src/content/model/screen-layout";
import { drawBlocks } from "./screen-blocks";
import {
  escapeXml,
  FONT,
  INK,
  LINE,
  MUTED,
  type ProductTheme,
  rect,
  SURFACE,
  text,
  WHITE,
} from "./screen-kit";

export interface ScreenDrawing {
  /** A document of its own. */
  readonly svg: string;
  /** What goes inside an `<svg viewBox="0 0 width height">`, to place the screen in another drawing. */
  readonly inner: string;
  readonly width: number;
  readonly height: number;
}

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

const first = (parts: readonly string[]) => parts[0] ?? "";

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
