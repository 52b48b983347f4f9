// What each block's drawing (./*.ts) is given: the screen it is on (its name, look and device, and the
// measures every block shares) and its own place (the column, the top, the blocks around it).
import type { ScreenBlock, ScreenDevice } from "../../../src/content/model/screen-layout";
import { type ProductTheme, textWidth, wrap } from "../screen-kit";

export interface BlockContext {
  /** The screen's name: it seeds the random shapes, prefixes the ids and names the screen in errors. */
  readonly name: string;
  readonly t: ProductTheme;
  /** The scale of the display text on a wide screen. */
  readonly s: number;
  readonly wide: boolean;
  /** The product draws its lists and tiles on cards lighter than its background. */
  readonly onCards: boolean;
  /** Dark products (ank) need their own tones for callouts, avatars and incoming money. */
  readonly dark: boolean;
  readonly radius: number;
  /** The current column's left edge and width (a wide screen may split into two). */
  readonly x: number;
  readonly w: number;
  /** The top of the block. */
  readonly y: number;
  readonly index: number;
  readonly previousKind: string;
  readonly next: ScreenBlock | undefined;
  readonly nextKind: string;
  /** How wide text is drawn in the product's font. */
  tw(content: string, size: number, bold?: boolean): number;
  lines(content: string, width: number, size: number, bold?: boolean): string[];
  /** A button's or a field's label as the product writes it (the older looks in capitals). */
  label(content: string): string;
  /** Text that would run into its neighbour is the description's problem: say which, and where. */
  room(index: number, what: string, needed: number, available: number): void;
  /** The block named for an icon that does not exist. */
  where(index: number): string;
}

/** A block drawn: its SVG, and where the next block starts. */
export interface BlockDrawing {
  readonly svg: readonly string[];
  readonly y: number;
}

export type BlockDrawer = (ctx: BlockContext, block: ScreenBlock) => BlockDrawing;

/** The half of the context that is the same for every block of a screen. */
export type ScreenContext = Omit<
  BlockContext,
  "x" | "w" | "y" | "index" | "previousKind" | "next" | "nextKind"
>;

export function screenContext(name: string, device: ScreenDevice, t: ProductTheme, s: number): ScreenContext {
  return {
    name,
    t,
    s,
    wide: device !== "phone",
    onCards: t.background !== t.card,
    dark: Number.parseInt(t.background.slice(1, 3), 16) < 0x40,
    radius: Math.min(t.radius, 24),
    tw: (content, size, bold = false) => textWidth(content, size, bold) * t.widthFactor,
    lines: (content, width, size, bold = false) => wrap(content, width / t.widthFactor, size, bold),
    label: (content) => (t.legacy ? content.toUpperCase() : content),
    room: (index, what, needed, available) => {
      if (needed > available) {
        throw new Error(
          `${name}: block ${index + 1} ("${what}") needs about ${Math.round(needed)} points of width and has ${Math.round(available)}: shorten it`,
        );
      }
    },
    where: (index) => `${name}: block ${index + 1}`,
  };
}
