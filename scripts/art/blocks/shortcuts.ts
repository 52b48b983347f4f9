// shortcuts: [send] Transfer | [receipt] Pay bill, a grid of shortcut buttons, each an icon over its
// label; without icons they are choices to tap (words to pick, amounts), drawn as chips that wrap.
import type { ScreenBlock } from "../../../src/content/model/screen-layout";
import { icon, type Lead, lead } from "../screen-icons";
import { rect, text } from "../screen-kit";
import type { BlockContext, BlockDrawer, BlockDrawing } from "./block-context";

export const drawShortcuts: BlockDrawer = (ctx, block: ScreenBlock) => {
  const leads = block.parts.map(lead);
  return leads.every((part) => part.icon === undefined) ? chips(ctx, leads) : grid(ctx, leads);
};

function chips(ctx: BlockContext, leads: readonly Lead[]): BlockDrawing {
  const { t, x, w, index } = ctx;
  const out: string[] = [];
  let cx = x;
  let cy = ctx.y;
  for (const { label: chip } of leads) {
    const cw = ctx.tw(chip, 16, true) + 36;
    ctx.room(index, chip, cw, w);
    if (cx + cw > x + w) {
      cx = x;
      cy += 56;
    }
    out.push(
      rect(cx, cy, cw, 44, Math.min(ctx.radius, 22), t.surface, ` stroke="${t.line}" stroke-width="1.5"`),
    );
    out.push(
      text(cx + cw / 2, cy + 28, chip, {
        size: 16,
        weight: 600,
        anchor: "middle",
        family: ctx.dark ? t.mono : undefined,
      }),
    );
    cx += cw + 10;
  }
  return { svg: out, y: cy + 60 };
}

function grid(ctx: BlockContext, leads: readonly Lead[]): BlockDrawing {
  const { t, x, w, wide, index } = ctx;
  const out: string[] = [];
  let y = ctx.y;
  const columns = wide && w >= 560 ? 6 : 4;
  const cell = w / columns;
  // A label too long for its cell takes two lines, as the apps do, rather than a smaller size.
  const captions = leads.map(({ label: caption }) => {
    const split = ctx.tw(caption, 13) + 4 > cell ? ctx.lines(caption, cell - 4, 13) : [caption];
    for (const line of split) ctx.room(index, line, ctx.tw(line, 13) + 4, cell);
    return split;
  });
  const twoLines = captions.some((split) => split.length > 1);
  const pitch = (t.legacy ? 78 : 90) + (twoLines ? 16 : 0);
  leads.forEach(({ icon: glyph }, i) => {
    const split = captions[i] ?? [];
    const cx = x + (i % columns) * cell + cell / 2;
    const cy = y + Math.floor(i / columns) * pitch;
    const labelAt = (line: number) => cy + (t.legacy ? 60 : 74) + line * 16;
    if (t.legacy) {
      out.push(
        rect(
          cx - cell / 2 + 2,
          cy,
          cell - 4,
          72 + (twoLines ? 16 : 0),
          t.radius,
          t.card,
          ` stroke="${t.line}"`,
        ),
      );
      if (glyph) out.push(icon(glyph, cx - 13, cy + 11, 26, t.accent, ctx.where(index), 2.4));
      out.push(
        ...split.map((line, l) => text(cx, labelAt(l), line, { size: 13, anchor: "middle", fill: t.muted })),
      );
    } else {
      out.push(
        rect(
          cx - 27,
          cy + 2,
          54,
          52,
          Math.min(ctx.radius, 18),
          wide ? t.tint : ctx.onCards ? t.card : t.tint,
        ),
      );
      if (glyph) out.push(icon(glyph, cx - 13, cy + 15, 26, t.accent, ctx.where(index)));
      out.push(
        ...split.map((line, l) => text(cx, labelAt(l), line, { size: 13, weight: 500, anchor: "middle" })),
      );
    }
  });
  y += Math.ceil(leads.length / columns) * pitch + 4;
  return { svg: out, y };
}
