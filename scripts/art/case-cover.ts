// A case study's cover: its product's own screens, in their frames, on the site's paper. One per language,
// since the screens carry their interface text.
import { EMBER, INK, PAPER } from "./motifs";
import type { ScreenDrawing } from "./screen";
import { escapeXml, type ProductTheme } from "./screen-kit";

export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 1200;

interface Placed {
  readonly drawing: ScreenDrawing;
  readonly x: number;
  readonly y: number;
  /** Drawn height; the width follows the drawing's proportions. */
  readonly height: number;
}

function place({ drawing, x, y, height }: Placed): string {
  const width = (drawing.width / drawing.height) * height;
  const shadow = `<ellipse cx="${x + width / 2}" cy="${y + height + 6}" rx="${width * 0.46}" ry="${Math.max(14, height * 0.03)}" fill="${INK}" fill-opacity="0.3" filter="url(#cover-shadow)"/>`;
  return `${shadow}<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 ${drawing.width} ${drawing.height}" aria-hidden="true">${drawing.inner}</svg>`;
}

/**
 * The case's wide screen (desktop, tablet) with its last phone in front of it, or else its last three
 * phones, the middle one raised: the page lists the screens from 01 right under the cover, so the cover
 * opens on the end of the story instead of repeating its beginning. Everything, the backdrop's circles
 * included, stays inside the middle 16:9 band, where the case page crops the cover.
 */
export function caseCover(title: string, screens: readonly ScreenDrawing[], theme: ProductTheme): string {
  const wide = screens.find((screen) => screen.width > screen.height);
  const phones = screens.filter((screen) => screen.width < screen.height);
  const placed: Placed[] = [];
  if (wide) {
    const height = (1040 / wide.width) * wide.height;
    placed.push({ drawing: wide, x: 150, y: 600 - height / 2 - 20, height });
    const phone = phones[phones.length - 1];
    if (phone) placed.push({ drawing: phone, x: 1090, y: 330, height: 680 });
  } else {
    const height = 700;
    const width = phones[0] ? (phones[0].width / phones[0].height) * height : 340;
    const gap = 70;
    const row = phones.slice(-3);
    const left = COVER_WIDTH / 2 - (row.length * width + (row.length - 1) * gap) / 2;
    row.forEach((drawing, i) => {
      placed.push({ drawing, x: left + i * (width + gap), y: i === 1 ? 190 : 250, height });
    });
  }
  const backdrop = `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${PAPER}"/><circle cx="1190" cy="520" r="310" fill="${theme.accent}" fill-opacity="0.16"/><circle cx="400" cy="760" r="260" fill="${EMBER}" fill-opacity="0.12"/><path d="M-40 1010 C 420 860, 1180 1120, 1660 900" fill="none" stroke="${EMBER}" stroke-width="10" stroke-linecap="round" stroke-opacity="0.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img"><title>${escapeXml(title)}</title><defs><filter id="cover-shadow" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="18"/></filter></defs>${backdrop}${placed.map(place).join("")}</svg>\n`;
}
