// A product screen drawn from its description in the content (src/content/model/screen-layout.ts): the
// blocks stacked in a phone, tablet or desktop frame, in the product's own colours. Text stays text (SVG),
// so each language gets its own drawing and nothing is baked into a raster.
import type { ScreenBlock, ScreenDevice } from "../../src/content/model/screen-layout";
import { drawBlocks } from "./screen-blocks";
import { icon, lead } from "./screen-icons";
import { escapeXml, rect, text } from "./screen-kit";
import type { PhoneEra, ProductTheme } from "./screen-themes";

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
  /** How much the content is enlarged: wide screens draw their blocks larger, as a real app's type is. */
  readonly scale: number;
}

/** Phones keep one outer size, so a case's screens line up on the page whatever their year. */
const PHONES: Record<PhoneEra, Geometry> = {
  island: {
    width: 414,
    height: 868,
    screen: { x: 12, y: 12, w: 390, h: 844, r: 46 },
    top: 54,
    bottom: 30,
    pad: 20,
    scale: 1,
  },
  notch: {
    width: 414,
    height: 868,
    screen: { x: 12, y: 12, w: 390, h: 844, r: 42 },
    top: 50,
    bottom: 30,
    pad: 20,
    scale: 1,
  },
  "punch-hole": {
    width: 414,
    height: 868,
    screen: { x: 10, y: 10, w: 394, h: 848, r: 30 },
    top: 36,
    bottom: 22,
    pad: 20,
    scale: 1,
  },
  "home-button": {
    width: 414,
    height: 868,
    screen: { x: 20, y: 86, w: 374, h: 690, r: 2 },
    top: 22,
    bottom: 0,
    pad: 18,
    scale: 1,
  },
};

const WIDE: Record<Exclude<ScreenDevice, "phone">, Geometry> = {
  tablet: {
    width: 1064,
    height: 808,
    screen: { x: 20, y: 20, w: 1024, h: 768, r: 18 },
    top: 30,
    bottom: 20,
    pad: 32,
    scale: 1.18,
  },
  desktop: {
    width: 1440,
    height: 980,
    screen: { x: 0, y: 0, w: 1440, h: 980, r: 12 },
    top: 86,
    bottom: 24,
    pad: 40,
    scale: 1.25,
  },
};

const first = (parts: readonly string[]) => parts[0] ?? "";

/** The product's mark in the side bar: a short name as it is ("itaú"), a longer one by its initials ("mp"). */
const monogram = (product: string) => {
  const words = product.toLowerCase().split(/\s+/);
  return words.length > 1 ? words.map((word) => word[0] ?? "").join("") : product.toLowerCase().slice(0, 4);
};

/** The status bar of the product's phone or tablet: iOS of its era, or Android. */
function statusBar(device: ScreenDevice, g: Geometry, t: ProductTheme, ink: string, name: string): string {
  const { x, y, w } = g.screen;
  const where = `${name}: status bar`;
  if (t.status === "android" || device === "tablet") {
    const top = y + (device === "tablet" ? 20 : 25);
    const right = x + w - (device === "tablet" ? 28 : 22);
    return `${text(x + (device === "tablet" ? 28 : 24), top, "10:24", { size: 14, weight: 500, fill: ink })}${icon("wifi", right - 62, top - 13, 16, ink, where)}${icon("signal", right - 42, top - 13, 16, ink, where)}${icon("battery-full", right - 20, top - 13, 20, ink, where)}`;
  }
  if (t.era === "home-button") {
    const top = y + 16;
    const dots = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="${x + 12 + i * 8}" cy="${top - 4.5}" r="3" fill="${i < 4 ? ink : "none"}" stroke="${ink}"/>`,
      )
      .join("");
    return `${dots}${text(x + 54, top, "Vivo", { size: 13, fill: ink })}${icon("wifi", x + 88, top - 12, 14, ink, where)}${text(x + w / 2, top, "9:41 AM", { size: 13, weight: 700, fill: ink, anchor: "middle" })}${text(x + w - 44, top, "100%", { size: 13, fill: ink, anchor: "end" })}${rect(x + w - 38, top - 10, 24, 11, 2.5, "none", ` stroke="${ink}"`)}${rect(x + w - 36, top - 8, 20, 7, 1.5, ink)}`;
  }
  const top = y + 34;
  const battery = `${rect(x + w - 52, top - 11, 26, 13, 4, "none", ` stroke="${ink}" stroke-width="1.4"`)}${rect(x + w - 50, top - 9, 18, 9, 2, ink)}`;
  const bars = [0, 1, 2, 3]
    .map((i) => rect(x + w - 110 + i * 6, top - 2 - i * 3, 4, 4 + i * 3, 1, ink))
    .join("");
  return `${text(x + 44, top, "9:41", { size: 16, weight: 600, fill: ink })}${bars}${icon("wifi", x + w - 84, top - 14, 18, ink, where, 2.4)}${battery}`;
}

function tabBar(tabs: readonly string[], t: ProductTheme, g: Geometry, name: string): string {
  const { x, y, w, h } = g.screen;
  const barTop = y + h - g.bottom - 70;
  const cell = w / tabs.length;
  const items = tabs.map((tab, i) => {
    const current = tab.startsWith("*");
    const { label, icon: glyph } = lead(current ? tab.slice(1).trim() : tab);
    const cx = x + cell * i + cell / 2;
    const color = current ? t.accent : t.muted;
    const mark = glyph
      ? icon(glyph, cx - 12, barTop + 12, 24, color, `${name}: tab "${label}"`, current ? 2.3 : 1.8)
      : "";
    return `${mark}${text(cx, barTop + 56, label, { size: 13, weight: current ? 700 : 500, fill: color, anchor: "middle" })}`;
  });
  return `${rect(x, barTop, w, h - (barTop - y), 0, t.card)}<line x1="${x}" y1="${barTop + 0.5}" x2="${x + w}" y2="${barTop + 0.5}" stroke="${t.line}"/>${items.join("")}`;
}

function sideBar(
  product: string,
  tabs: readonly string[],
  t: ProductTheme,
  left: number,
  top: number,
  bottom: number,
  name: string,
): string {
  const items = tabs.map((tab, i) => {
    const current = tab.startsWith("*");
    const { label, icon: glyph } = lead(current ? tab.slice(1).trim() : tab);
    const ty = top + 104 + i * 52;
    const color = current ? t.accent : t.muted;
    const mark = glyph ? icon(glyph, left + 30, ty - 20, 22, color, `${name}: tab "${label}"`) : "";
    return `${current ? rect(left + 14, ty - 30, 212, 44, 10, t.tint) : ""}${current ? rect(left, ty - 30, 4, 44, 2, t.accent) : ""}${mark}${text(left + 64, ty, label, { size: 18, weight: current ? 700 : 500, fill: current ? t.ink : t.muted })}`;
  });
  return `${rect(left, top, 240, bottom - top, 0, t.card)}<line x1="${left + 240.5}" y1="${top}" x2="${left + 240.5}" y2="${bottom}" stroke="${t.line}"/>${rect(left + 24, top + 24, 44, 44, 10, t.accent)}${text(left + 46, top + 52, monogram(product), { size: 15, weight: 800, fill: t.onAccent, anchor: "middle" })}${text(left + 80, top + 53, product, { size: 20, weight: 700, family: t.display })}${items.join("")}`;
}

/** The phone's body of its year: the cut-out in the screen, or the bezel with its speaker and button. */
function phoneHardware(t: ProductTheme, g: Geometry): { frame: string; front: string } {
  const { x, y, w, h, r } = g.screen;
  const bezel = `${rect(0, 0, g.width, g.height, 60, "#1b1d21")}${rect(2, 2, g.width - 4, g.height - 4, 58, "none", ` stroke="#3a3e45" stroke-width="2"`)}`;
  const screen = rect(x, y, w, h, r, t.background);
  const keysY = (y + h + g.height) / 2;
  // A 2016 Android phone's capacitive keys (back, home, recent apps), or an iPhone's round home button.
  const androidKeys = `<path d="M${g.width / 2 - 110} ${keysY}l12-8v16z" fill="none" stroke="#8a9099" stroke-width="2" stroke-linejoin="round"/>${rect(g.width / 2 - 22, keysY - 6, 44, 12, 6, "none", ` stroke="#8a9099" stroke-width="2"`)}${rect(g.width / 2 + 96, keysY - 8, 16, 16, 2, "none", ` stroke="#8a9099" stroke-width="2"`)}`;
  const homeButton = `<circle cx="${g.width / 2}" cy="${keysY}" r="30" fill="#15171a" stroke="#3a3e45" stroke-width="3"/>${rect(g.width / 2 - 11, keysY - 11, 22, 22, 6, "none", ` stroke="#3a3e45" stroke-width="2"`)}`;
  switch (t.era) {
    case "island":
      return {
        frame: `${bezel}${screen}`,
        front: `${rect(x + w / 2 - 62, y + 11, 124, 34, 17, "#0b0c0e")}${rect(x + w / 2 - 67, y + h - 12, 134, 5, 2.5, t.ink)}`,
      };
    case "notch":
      return {
        frame: `${bezel}${screen}`,
        front: `<path d="M${x + w / 2 - 82} ${y}h164v6c0 10-6 24-22 24h-120c-16 0-22-14-22-24z" fill="#0b0c0e"/><circle cx="${x + w / 2 + 40}" cy="${y + 14}" r="4" fill="#1f2630"/>${rect(x + w / 2 - 22, y + 11, 44, 5, 2.5, "#22262c")}${rect(x + w / 2 - 67, y + h - 12, 134, 5, 2.5, t.ink)}`,
      };
    case "punch-hole":
      return {
        frame: `${rect(0, 0, g.width, g.height, 44, "#202225")}${rect(2, 2, g.width - 4, g.height - 4, 42, "none", ` stroke="#44484f" stroke-width="2"`)}${screen}`,
        front: `<circle cx="${x + w / 2}" cy="${y + 18}" r="8" fill="#0b0c0e"/>${rect(x + w / 2 - 54, y + h - 12, 108, 4, 2, t.ink, ' fill-opacity="0.5"')}`,
      };
    case "home-button":
      return {
        frame: `${bezel}${screen}${t.status === "android" ? androidKeys : homeButton}${rect(g.width / 2 - 34, 46, 68, 7, 3.5, "#0b0c0e")}<circle cx="${g.width / 2 - 60}" cy="49.5" r="6" fill="#0b0c0e"/>`,
        front: "",
      };
  }
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
  const t = theme;
  const g = device === "phone" ? PHONES[t.era] : WIDE[device];
  const { x, y, w, h, r } = g.screen;
  const clip = `${name}-screen`;
  const tabs = blocks.find((block) => block.kind === "tabs")?.parts ?? [];
  const url = blocks.find((block) => block.kind === "url");
  const side = device !== "phone" && tabs.length > 0;
  const sideWidth = side ? 240 : 0;
  const contentLeft = x + sideWidth + g.pad;
  const contentRight = x + w - g.pad;
  const bottom = y + h - g.bottom - (device === "phone" && tabs.length > 0 ? 70 : 0) - 10;
  const areaTop = y + g.top + 8;
  const firstKind = blocks.find((block) => block.kind !== "url" && block.kind !== "tabs")?.kind;
  const band = device === "phone" && t.header !== undefined && (firstKind === "top" || firstKind === "back");
  const z = g.scale;
  const drawn = drawBlocks(
    name,
    device,
    blocks.filter((block) => block.kind !== "url" && block.kind !== "tabs"),
    t,
    { x: 0, y: 0, w: (contentRight - contentLeft) / z, bottom: (bottom - areaTop) / z },
    1,
  );
  const body =
    z === 1
      ? `<g transform="translate(${contentLeft} ${areaTop})">${drawn}</g>`
      : `<g transform="translate(${contentLeft} ${areaTop}) scale(${z})">${drawn}</g>`;
  let frame: string;
  let chrome = "";
  let front = "";
  if (device === "desktop") {
    // A 2019 browser: its tab strip with the product's tab, then the address bar.
    frame = `${rect(0.5, 0.5, g.width - 1, g.height - 1, r, t.background, ` stroke="#c9ced6"`)}`;
    const address = url ? first(url.parts) : product;
    chrome = `${rect(0.5, 0.5, g.width - 1, 84, r, "#dee1e6")}${rect(0.5, 44, g.width - 1, 41, 0, "#ffffff")}<line x1="0" y1="85.5" x2="${g.width}" y2="85.5" stroke="#d0d4da"/>${["#ff5f57", "#febc2e", "#28c840"].map((color, i) => `<circle cx="${26 + i * 22}" cy="22" r="7" fill="${color}"/>`).join("")}<path d="M100 44v-26a8 8 0 0 1 8-8h224a8 8 0 0 1 8 8v26z" fill="#ffffff"/>${rect(116, 18, 18, 18, 4, t.accent)}${text(144, 33, product, { size: 15, weight: 500, fill: "#3c4043" })}${icon("x", 312, 20, 14, "#5f6368", name)}${icon("arrow-left", 24, 54, 20, "#5f6368", name)}${icon("arrow-right", 58, 54, 20, "#bdc1c6", name)}${icon("rotate-cw", 92, 54, 20, "#5f6368", name)}${rect(132, 50, 1180, 30, 15, "#f1f3f4")}${icon("lock", 148, 57, 16, "#188038", name)}${text(174, 70, address, { size: 16, fill: "#202124" })}`;
  } else if (device === "tablet") {
    frame = `${rect(0, 0, g.width, g.height, 34, "#202225")}${rect(2, 2, g.width - 4, g.height - 4, 32, "none", ` stroke="#44484f" stroke-width="2"`)}${rect(x, y, w, h, r, t.background)}`;
    chrome = statusBar(device, g, t, t.ink, name);
    front = rect(x + w / 2 - 60, y + h - 10, 120, 4, 2, t.ink, ' fill-opacity="0.5"');
  } else {
    const hardware = phoneHardware(t, g);
    frame = hardware.frame;
    front = hardware.front;
    const headerBand = band && t.header ? rect(x, y, w, areaTop + 60 - y, 0, t.header.fill) : "";
    chrome = `${headerBand}${statusBar(device, g, t, band && t.header ? t.header.ink : t.ink, name)}`;
  }
  const sideBarSvg = side
    ? sideBar(product, tabs, t, x, y + (device === "desktop" ? 86 : g.top), y + h, name)
    : "";
  const tabBarSvg = device === "phone" && tabs.length > 0 ? tabBar(tabs, t, g, name) : "";
  const inner = `<defs><clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath></defs><g font-family="${t.font}" fill="${t.ink}">${frame}<g clip-path="url(#${clip})">${chrome}${sideBarSvg}${body}${tabBarSvg}${front}</g></g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${g.width} ${g.height}" width="${g.width}" height="${g.height}" role="img"><title>${escapeXml(title)}</title>${inner}</svg>\n`;
  return { svg, inner, width: g.width, height: g.height };
}
