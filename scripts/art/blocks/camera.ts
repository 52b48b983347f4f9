// camera: Point at the QR / camera: Fit your ID | id, a viewfinder over a blurred counter: framing a QR
// code (with the torch and gallery buttons), or an ID card with glare on it; the caption under it.
import { icon } from "../screen-icons";
import { type ProductTheme, qrModules, rect, round, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawCamera: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = "", b = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const cw = ctx.wide ? Math.min(w, 520) : w;
  const idCard = b.toLowerCase() === "id";
  const ch = idCard ? 250 : 264;
  out.push(rect(x, y, cw, ch, Math.min(ctx.radius, 20), "#1b1e23"));
  // A blurred counter or desk behind the target, so the viewfinder reads as a live camera.
  out.push(rect(x, y + ch * 0.62, cw, ch * 0.38, 0, "#2a2520"));
  const viewfinder = { x, y, cw, ch, t, where: ctx.where(index) };
  out.push(...(idCard ? idCardTarget(viewfinder) : qrTarget(viewfinder, `${ctx.name}-cam-${index}`)));
  const caption = ctx.lines(a, cw - 40, 14);
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
  return { svg: out, y };
};

interface Viewfinder {
  readonly x: number;
  readonly y: number;
  readonly cw: number;
  readonly ch: number;
  readonly t: ProductTheme;
  readonly where: string;
}

/** An ID card in a dashed frame: photo, lines of print, and glare on the date of birth. */
function idCardTarget({ x, y, cw, ch, t, where }: Viewfinder): string[] {
  const out: string[] = [];
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
    icon("user-round", fx + 18 + fw * 0.135 - 22, fy + 40 + fh * 0.25 - 22, 44, "#ffffff", where, 1.5),
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
  return out;
}

/** A QR code in the frame's corners, with the torch and gallery buttons at the bottom. */
function qrTarget({ x, y, cw, ch, t, where }: Viewfinder, seed: string): string[] {
  const out: string[] = [];
  const fx = x + cw / 2 - 90;
  const fy = y + 36;
  const corner = (px: number, py: number, dx: number, dy: number) =>
    `<path d="M${px} ${py + dy * 26}V${py}H${px + dx * 26}" fill="none" stroke="${t.accent}" stroke-width="5" stroke-linecap="round"/>`;
  out.push(rect(fx + 14, fy + 14, 152, 152, 8, "#ffffff", ` fill-opacity="0.92"`));
  out.push(qrModules(seed, fx + 24, fy + 24, 132));
  out.push(
    corner(fx, fy, 1, 1),
    corner(fx + 180, fy, -1, 1),
    corner(fx, fy + 180, 1, -1),
    corner(fx + 180, fy + 180, -1, -1),
  );
  out.push(icon("flashlight", x + cw - 52, y + ch - 52, 26, "#ffd54a", where));
  out.push(icon("image", x + 26, y + ch - 52, 26, "#ffffff", where));
  return out;
}
