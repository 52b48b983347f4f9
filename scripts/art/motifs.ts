// The site's abstract compositions in the brand palette, drawn in a 1200x900 box and deterministic per name.
export const INK = "#14110f";
export const PAPER = "#f5f1ea";
export const DEEP = "#ebe4d8";
export const EMBER = "#ec4312";
export const W = 1200;
export const H = 900;

/** A small seeded generator, so each name always draws the same picture. */
export function random(seed: string): () => number {
  let state = [...seed].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0,
    2166136261,
  );
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function orbits(next: () => number): string {
  const cx = 620 + next() * 200;
  const cy = 420 + next() * 120;
  const rings = Array.from({ length: 7 }, (_, i) => {
    const r = 90 + i * 70;
    const dash = i % 2 === 0 ? "" : ` stroke-dasharray="${round(4 + next() * 10)} ${round(8 + next() * 14)}"`;
    return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="none" stroke="${INK}" stroke-opacity="${round(0.18 + i * 0.05)}" stroke-width="2"${dash}/>`;
  }).join("");
  const arc = (r: number, start: number, sweep: number) => {
    const a = (start * Math.PI) / 180;
    const b = ((start + sweep) * Math.PI) / 180;
    return `<path d="M${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))} A${r} ${r} 0 ${sweep > 180 ? 1 : 0} 1 ${round(cx + r * Math.cos(b))} ${round(cy + r * Math.sin(b))}" fill="none" stroke="${EMBER}" stroke-width="14" stroke-linecap="round"/>`;
  };
  return `${rings}${arc(230, next() * 360, 80 + next() * 60)}${arc(370, next() * 360, 40 + next() * 50)}<circle cx="${round(cx)}" cy="${round(cy)}" r="42" fill="${EMBER}"/>`;
}

function dots(next: () => number): string {
  const cells: string[] = [];
  for (let x = 0; x < 16; x += 1) {
    for (let y = 0; y < 12; y += 1) {
      const lit = next() > 0.86;
      const r = lit ? 16 : 5 + next() * 4;
      cells.push(
        `<circle cx="${90 + x * 68}" cy="${80 + y * 68}" r="${round(r)}" fill="${lit ? EMBER : INK}" fill-opacity="${lit ? 1 : 0.22}"/>`,
      );
    }
  }
  return cells.join("");
}

function bands(next: () => number): string {
  return Array.from({ length: 9 }, (_, i) => {
    const x = -300 + i * 190 + next() * 40;
    const fill = i === 3 || i === 6 ? EMBER : i % 2 ? INK : DEEP;
    return `<rect x="${round(x)}" y="-200" width="${round(70 + next() * 70)}" height="1400" rx="40" fill="${fill}" transform="rotate(-28 ${W / 2} ${H / 2})"/>`;
  }).join("");
}

function blocks(next: () => number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const w = 260 + next() * 380;
    const h = 90 + next() * 60;
    const x = 120 + next() * (W - w - 240);
    const y = 110 + i * 120;
    const fill = i === 2 ? EMBER : i % 2 ? INK : DEEP;
    return `<rect x="${round(x)}" y="${y}" width="${round(w)}" height="${round(h)}" rx="${round(h / 2)}" fill="${fill}"/>`;
  }).join("");
}

function waves(next: () => number): string {
  return Array.from({ length: 8 }, (_, i) => {
    const y = 160 + i * 85;
    const amp = 30 + next() * 60;
    const phase = next() * W;
    const points = Array.from({ length: 25 }, (_, k) => {
      const x = k * 50;
      return `${x},${round(y + Math.sin((x + phase) / 130) * amp)}`;
    });
    const stroke = i === 4 ? EMBER : INK;
    return `<polyline points="${points.join(" ")}" fill="none" stroke="${stroke}" stroke-opacity="${i === 4 ? 1 : 0.35}" stroke-width="${i === 4 ? 12 : 4}" stroke-linecap="round"/>`;
  }).join("");
}

const motifs = [orbits, dots, bands, blocks, waves];

/** The shapes of one composition (no background), seeded by its name. */
export function motif(name: string, index: number): string {
  const draw = motifs[index % motifs.length] ?? orbits;
  return draw(random(name));
}

/** A flat vector illustration: the motif on paper. */
export function art(name: string, index: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${name}</title><rect width="${W}" height="${H}" fill="${PAPER}"/>${motif(name, index)}</svg>\n`;
}
