// The icons of the product screens: Lucide (lucide-static, ISC), read from its SVG files and inlined as
// paths, so a drawing stays one self-contained SVG and every action reads as what it does.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const iconFolder = join(
  dirname(createRequire(import.meta.url).resolve("lucide-static/package.json")),
  "icons",
);
const cache = new Map<string, string>();

/** The shapes of one Lucide icon (its 24×24 children), or an error naming the icon and the screen. */
function shapes(icon: string, where: string): string {
  const known = cache.get(icon);
  if (known !== undefined) return known;
  if (!/^[a-z0-9-]+$/.test(icon)) throw new Error(`${where}: "${icon}" is not an icon name`);
  let source: string;
  try {
    source = readFileSync(join(iconFolder, `${icon}.svg`), "utf8");
  } catch {
    throw new Error(`${where}: there is no Lucide icon "${icon}" (see lucide.dev/icons)`);
  }
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(source)?.[1] ?? "";
  const inner = body
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\s*\n\s*/g, "")
    .replace(/\s*\/>/g, "/>");
  cache.set(icon, inner);
  return inner;
}

/** An icon of `size` points with its top left at x, y, stroked in `color` (Lucide's 2-point line, scaled). */
export function icon(
  name: string,
  x: number,
  y: number,
  size: number,
  color: string,
  where: string,
  strokeWidth = 2,
): string {
  const scale = Math.round((size / 24) * 1000) / 1000;
  return `<g transform="translate(${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${shapes(name, where)}</g>`;
}

/**
 * A label that may start with an icon or a mark, as the content writes it: `[send] Transfer` (a Lucide
 * icon), `[#e4002b] Personal` (a merchant's colour mark, drawn with its initials), or plain `Transfer`.
 */
export interface Lead {
  readonly label: string;
  readonly icon?: string;
  readonly mark?: string;
}

export function lead(part: string): Lead {
  const match = /^\[([^\]]+)\]\s*(.*)$/.exec(part);
  if (!match) return { label: part };
  const token = match[1] ?? "";
  const label = match[2] ?? "";
  return token.startsWith("#") ? { label, mark: token } : { label, icon: token };
}

const PREFIXES = /^(to|from|para|de|a)\s+/i;
const PARTICLES = new Set(["de", "da", "do", "del", "la", "dos", "das", "y", "e"]);

/** A person's initials from the row's title: "To Sofía Paz" → "SP", "Para Lucía Romero" → "LR". */
export function initials(title: string): string {
  const name = title.replace(PREFIXES, "").replace(/[^\p{L}\s.'-]/gu, " ");
  const words = name.split(/\s+/).filter((word) => word !== "" && !PARTICLES.has(word.toLowerCase()));
  const firstWord = words[0] ?? "";
  const lastWord = words.length > 1 ? (words[words.length - 1] ?? "") : "";
  return `${[...firstWord][0] ?? "·"}${[...lastWord][0] ?? ""}`.toUpperCase();
}
