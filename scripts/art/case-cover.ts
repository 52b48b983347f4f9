// A case study's cover: its product's own screens, in their frames, on the site's paper. One per language,
// since the screens carry their interface text. Two compositions in one file, chosen by the width the
// cover is shown at (a media query inside the SVG: it answers to the image's own width, in every place
// the cover appears, listings, cards and the case's hero): the scene of several screens where the cover
// is shown large, and a close-up of one phone where it is shown small, so its text still reads (at least
// MIN_TEXT_PX as a 360 px phone shows it; `npm run art:check` measures it in each place).
import { contentArea, MIN_TEXT_PX, textRuns } from "./measure-screen";
import { EMBER, INK, PAPER } from "./motifs";
import type { ScreenDrawing } from "./screen";
import { escapeXml, type ProductTheme, round } from "./screen-kit";

export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 1200;
/**
 * From this width (CSS px, as shown) the cover shows its scene; below it, the close-up. The scene's
 * screens are a fifth of their size or less: their text reads only on a large hero, not on a card.
 */
export const COVER_SCENE_MIN_WIDTH = 800;
/**
 * The narrowest the close-up is drawn to stay legible at (CSS px): under the content column of a 360 px
 * phone (319 px), so a cover shown a little narrower still keeps its text at MIN_TEXT_PX.
 */
export const COVER_DETAIL_MIN_WIDTH = 300;
/**
 * Where the close-up's screen content starts (below its status bar): a third down the middle 16:9 band
 * the case page crops the cover to (y 150-1050), so the frame's top shows above it and the screen's first
 * blocks below.
 */
const DETAIL_CONTENT_TOP = 420;

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
  // The phone the scene puts in front (else its wide screen) is the one the close-up shows.
  const featured = wide ? (phones[phones.length - 1] ?? wide) : (placed[1]?.drawing ?? placed[0]?.drawing);
  const detail = featured ? closeUp(featured, theme) : "";
  // Without media queries (resvg, an old reader) the scene shows: the close-up is hidden until asked for.
  const style = `<style>.cover-detail{display:none}@media (max-width: ${COVER_SCENE_MIN_WIDTH - 0.02}px){.cover-scene{display:none}.cover-detail{display:inline}}</style>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img"><title>${escapeXml(title)}</title>${style}<defs><filter id="cover-shadow" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="18"/></filter></defs>${backdrop}<g class="cover-scene">${placed.map(place).join("")}</g>${detail}</svg>\n`;
}

/**
 * One screen large enough that its smallest text is MIN_TEXT_PX when the cover is shown
 * COVER_DETAIL_MIN_WIDTH wide: the top of the phone, its island or notch and its first blocks, across the
 * cover, cut by the cover's edges. Its ids are renamed, so the copy in the scene and this one never share a clip path.
 */
function closeUp(drawing: ScreenDrawing, theme: ProductTheme): string {
  const smallest = Math.min(...textRuns(drawing.svg).map((run) => run.size));
  const shown = COVER_DETAIL_MIN_WIDTH / COVER_WIDTH;
  // A little over the limit, so rounding in a browser never takes the text under it.
  const scale = Number.isFinite(smallest) ? (MIN_TEXT_PX * 1.03) / (smallest * shown) : 1;
  const width = drawing.width * scale;
  const height = drawing.height * scale;
  const x = (COVER_WIDTH - width) / 2;
  const y = DETAIL_CONTENT_TOP - contentArea(drawing.svg).box.y * scale;
  const inner = drawing.inner
    .replace(/\bid="([^"]+)"/g, 'id="$1-detail"')
    .replace(/url\(#([^)]+)\)/g, "url(#$1-detail)");
  const halo = `<circle cx="${COVER_WIDTH / 2}" cy="${Math.max(y, 0) + 40}" r="520" fill="${theme.accent}" fill-opacity="0.14"/>`;
  return `<g class="cover-detail">${halo}<svg x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" viewBox="0 0 ${drawing.width} ${drawing.height}" aria-hidden="true">${inner}</svg></g>`;
}
