// A device cut-out (PNG with real transparency): a tablet showing a case's art, with its own soft shadow,
// so it sits on any background. Used inside case studies, and it keeps the PNG fallback path real.
import sharp from "sharp";
import { H, INK, motif, PAPER, W } from "./motifs";

export const DEVICE_WIDTH = 1600;
export const DEVICE_HEIGHT = 1200;

function tablet(name: string, index: number): string {
  const x = 140;
  const y = 70;
  const w = DEVICE_WIDTH - 2 * x;
  const h = Math.round((w - 72) * (H / W)) + 72;
  const screen = { x: x + 36, y: y + 36, w: w - 72, h: h - 72 };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DEVICE_WIDTH} ${DEVICE_HEIGHT}" width="${DEVICE_WIDTH}" height="${DEVICE_HEIGHT}">
<defs>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="28"/></filter>
  <linearGradient id="rim" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#3a332e"/><stop offset="1" stop-color="${INK}"/>
  </linearGradient>
  <linearGradient id="glare" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.04"/>
    <stop offset="0.46" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient>
  <clipPath id="screen"><rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" rx="14"/></clipPath>
</defs>
<ellipse cx="${DEVICE_WIDTH / 2}" cy="${y + h + 12}" rx="${w / 2 - 40}" ry="34" fill="${INK}" fill-opacity="0.42" filter="url(#shadow)"/>
<rect x="${x + 24}" y="${y + 40}" width="${w - 48}" height="${h - 20}" rx="60" fill="${INK}" fill-opacity="0.28" filter="url(#shadow)"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="56" fill="url(#rim)"/>
<rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" rx="53" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="2"/>
<g clip-path="url(#screen)">
  <svg x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${H}" fill="${PAPER}"/>${motif(name, index)}
  </svg>
  <rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" fill="url(#glare)"/>
</g>
<circle cx="${x + 18}" cy="${y + h / 2}" r="5" fill="#4a423c"/>
</svg>`;
}

/** A PNG master of the device, transparent around it and in its shadow. */
export async function device(name: string, index: number): Promise<Buffer> {
  return sharp(Buffer.from(tablet(name, index)))
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: true, quality: 92, effort: 8 })
    .toBuffer();
}
