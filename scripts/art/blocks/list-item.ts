// item: Ana | Sent today | −$ 20, a list row: a round lead (an icon, a merchant's colour mark or the
// person's initials), the title and a detail, and a trailing figure ("+" for money coming in). A leading
// "*" highlights the row.
import { random } from "../motifs";
import { icon, initials, lead } from "../screen-icons";
import { GREEN, rect, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";
import { LISTED } from "./listed";

export const drawItem: BlockDrawer = (ctx, block) => {
  const { t, x, w, index, dark } = ctx;
  const [a = "", b = "", c = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const highlight = a.startsWith("*");
  const { label: title, icon: leadIcon, mark } = lead(highlight ? a.slice(1).trim() : a);
  const trailing = c ? ctx.tw(c, 15, true) + 12 : 0;
  ctx.room(index, title, 56 + Math.max(ctx.tw(title, 15, true), ctx.tw(b, 13)) + trailing, w);
  if (highlight) out.push(rect(x - 8, y + 2, w + 16, 60, Math.min(ctx.radius, 14), t.tint));
  const cx = x + 20;
  const cy = y + 32;
  if (mark) {
    out.push(rect(cx - 20, cy - 20, 40, 40, 10, mark));
    out.push(text(cx, cy + 5, initials(title), { size: 14, weight: 700, fill: "#ffffff", anchor: "middle" }));
  } else if (leadIcon) {
    out.push(`<circle cx="${cx}" cy="${cy}" r="20" fill="${highlight ? t.accent : t.tint}"/>`);
    out.push(icon(leadIcon, cx - 10, cy - 10, 20, highlight ? t.onAccent : t.accent, ctx.where(index)));
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
  if (LISTED.has(ctx.nextKind) && !highlight && !(ctx.next?.parts[0] ?? "").startsWith("*"))
    out.push(`<line x1="${x + 54}" y1="${y + 63.5}" x2="${x + w}" y2="${y + 63.5}" stroke="${t.line}"/>`);
  y += 64;
  return { svg: out, y };
};
