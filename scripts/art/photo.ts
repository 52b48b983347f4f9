// Raster masters rendered from the vector art: the same composition lit, with depth and film grain, so
// covers read as rendered imagery rather than flat vectors.
import sharp from "sharp";
import { DEEP, EMBER, H, INK, motif, PAPER, random, W } from "./motifs";

export const PHOTO_WIDTH = 2048;
export const PHOTO_HEIGHT = Math.round((PHOTO_WIDTH * H) / W);

function scene(name: string, index: number): string {
  const next = random(`${name}-light`);
  const lightX = round(0.15 + next() * 0.3);
  const lightY = round(0.1 + next() * 0.2);
  const tilt = round(-10 + next() * 20);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
<defs>
  <linearGradient id="backdrop" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="${PAPER}"/><stop offset="0.62" stop-color="${DEEP}"/><stop offset="1" stop-color="#d9cfbf"/>
  </linearGradient>
  <radialGradient id="light" cx="${lightX}" cy="${lightY}" r="0.9">
    <stop offset="0" stop-color="#fffaf0" stop-opacity="0.6"/><stop offset="0.5" stop-color="#fffaf0" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="glow" cx="0.72" cy="0.62" r="0.45">
    <stop offset="0" stop-color="${EMBER}" stop-opacity="0.16"/><stop offset="1" stop-color="${EMBER}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.78">
    <stop offset="0.55" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity="0.38"/>
  </radialGradient>
  <filter id="defocus" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
    <feDropShadow dx="12" dy="26" stdDeviation="14" flood-color="#2b1d12" flood-opacity="0.34"/>
  </filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#backdrop)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<g filter="url(#defocus)" opacity="0.4" transform="translate(600 450) scale(1.45) rotate(${tilt}) translate(-600 -450)">${motif(`${name}-far`, index + 2)}</g>
<g filter="url(#shadow)">${motif(name, index)}</g>
<rect width="${W}" height="${H}" fill="url(#light)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Monochrome film grain at the master's size, soft enough to survive (and not bloat) compression. */
async function grain(seedText: string): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: "gaussian", mean: 128, sigma: 22 + (seedText.length % 5) },
    },
  })
    .greyscale()
    .blur(0.6)
    .png()
    .toBuffer();
  return noise;
}

/** A JPEG master of the composition (about 2048 px wide). */
export async function photo(name: string, index: number): Promise<Buffer> {
  const lit = await sharp(Buffer.from(scene(name, index)))
    .png()
    .toBuffer();
  return sharp(lit)
    .composite([{ input: await grain(name), blend: "soft-light" }])
    .jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}
