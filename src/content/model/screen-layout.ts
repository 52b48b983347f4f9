/**
 * A product screen of the demo content as the art pipeline's sources describe it (scripts/art/screens/,
 * one file per case document): one block per line, `kind: part | part`, in the screen's language.
 * `npm run art` draws the screen from these lines into the file the document's image field names; the
 * page shows that image like any other an editor uploads.
 *
 *   top: Send                     an app bar with a title          back: Send   the same, with a back arrow
 *   url: bank.example/home        a desktop browser's address      steps: 2/3   progress through a flow
 *   title: Write these words down a heading                        text: …      a paragraph
 *   amount: 0.0125 BTC | ≈ US$ 812 a large figure, with a line under it
 *   field: To | bc1q…7f3k          an input and its label          row: Fee | US$ 1.20   a key and a value
 *   item: Ana | Sent today | −$ 20 a list item: title, detail, trailing figure (a leading "*" highlights it)
 *   words: oak river …            a recovery phrase, numbered      keypad:      a numeric keypad
 *   notice: … / alert: … / success: …   a callout: attention, a stop, money arriving
 *   button: Continue / secondary: Not now   the primary and a secondary action
 *   qr: Scan to pay               a QR code with its caption       camera: Point at the QR   a viewfinder
 *   camera: Fit your ID | id      a viewfinder framing an ID card instead of a QR code
 *   chart: Sales (thousands) | 12 18 9 | Mon, Tue, Wed   bars with an axis, the last one highlighted;
 *                                 the optional third part labels the bars, separated by commas
 *   card: Arriba Visa | •••• 4821 | Debit   a payment card: its name, number and a corner label
 *   map: Av. Rivadavia 6120       a street map with a pin on the place named
 *   barcode: 83660000002-8 …      a bill's barcode as read, with its digits
 *   step: done | Sent | 3:32 pm   a timeline step: done, now or next, its name and when
 *   split: / column:              on a tablet or desktop, what follows goes in a left column, and after
 *                                 column: in a right one (a phone keeps one column)
 *   hero: key-round shield-check  an illustration: the first Lucide icon large, the others around it
 *   words: oak ••• ? …            in a recovery phrase, "•••" is a word not shown and "?" one to pick
 *   stat: Total sales | $ 48,210 | +12%   a figure tile (several in a row share it)
 *   tabs: *Home | Pay | Cards     the app's sections (bottom bar on a phone, side bar on a desktop), "*" = current
 *   shortcuts: Pix | Pay | Top up   a grid of shortcut buttons
 *
 * Items, shortcuts and tabs may start with a Lucide icon name in brackets (lucide.dev/icons), as in
 * `shortcuts: [send] Transfer | [receipt] Pay bill`, or an item with a merchant's colour mark, as in
 * `item: [#e4002b] Personal | Top-up`; an item without either shows the person's initials.
 */

import { z } from "zod";

export const screenDevices = ["phone", "tablet", "desktop"] as const;
export type ScreenDevice = (typeof screenDevices)[number];

/** How many `|`-separated parts each kind takes: [at least, at most]. */
const ARITY = {
  top: [1, 1],
  back: [1, 1],
  url: [1, 1],
  steps: [1, 1],
  title: [1, 1],
  text: [1, 1],
  amount: [1, 2],
  field: [2, 2],
  row: [2, 2],
  item: [1, 3],
  words: [1, 1],
  keypad: [0, 0],
  notice: [1, 1],
  alert: [1, 1],
  success: [1, 1],
  button: [1, 1],
  secondary: [1, 1],
  qr: [1, 1],
  camera: [1, 2],
  chart: [2, 3],
  stat: [2, 3],
  tabs: [2, 6],
  shortcuts: [2, 16],
  card: [2, 3],
  map: [1, 1],
  hero: [1, 1],
  step: [2, 3],
  barcode: [1, 1],
  split: [0, 0],
  column: [0, 0],
} as const satisfies Record<string, readonly [number, number]>;

export type ScreenBlockKind = keyof typeof ARITY;
export const screenBlockKinds = Object.keys(ARITY) as ScreenBlockKind[];

export interface ScreenBlock {
  readonly kind: ScreenBlockKind;
  readonly parts: readonly string[];
}

const isKind = (value: string): value is ScreenBlockKind => Object.hasOwn(ARITY, value);

/** One line of a screen's description, or what is wrong with it (for content:check). */
export function parseScreenLine(line: string): ScreenBlock | { readonly problem: string } {
  const match = /^\s*([a-z]+)\s*:(.*)$/.exec(line);
  const kind = match?.[1] ?? "";
  if (!match || !isKind(kind)) {
    return {
      problem: `"${line.slice(0, 40)}": start with a block kind (${screenBlockKinds.join(", ")}) and ":"`,
    };
  }
  const rest = (match[2] ?? "").trim();
  const parts = rest === "" ? [] : rest.split("|").map((part) => part.trim());
  const [least, most] = ARITY[kind];
  if (parts.length < least || parts.length > most || parts.some((part) => part === "")) {
    const wanted = least === most ? `${least}` : `${least} to ${most}`;
    return { problem: `"${kind}:" takes ${wanted} non-empty part${most === 1 ? "" : "s"} separated by "|"` };
  }
  if (kind === "steps" && !/^\d+\/\d+$/.test(parts[0] ?? "")) {
    return { problem: `"steps:" reads like 2/3` };
  }
  if (kind === "chart" && !/^\d+(?:\.\d+)?(?:\s+\d+(?:\.\d+)?){1,13}$/.test(parts[1] ?? "")) {
    return { problem: `"chart:" takes a label, then 2 to 14 numbers separated by spaces` };
  }
  if (kind === "camera" && parts.length === 2 && parts[1] !== "id") {
    return { problem: `"camera:" takes a caption, and "id" as a second part to frame an ID card` };
  }
  if (kind === "chart" && parts.length === 3) {
    const bars = (parts[1] ?? "").split(/\s+/).length;
    if ((parts[2] ?? "").split(",").length !== bars) {
      return { problem: `"chart:" labels its ${bars} bars with as many labels, separated by commas` };
    }
  }
  if (kind === "step" && !["done", "now", "next"].includes(parts[0] ?? "")) {
    return { problem: `"step:" starts with done, now or next` };
  }
  if (kind === "hero" && !/^[a-z0-9-]+(?:\s+[a-z0-9-]+){0,5}$/.test(parts[0] ?? "")) {
    return { problem: `"hero:" takes 1 to 6 Lucide icon names separated by spaces` };
  }
  if (kind === "words" && !/^\S+(?:\s+\S+){3,23}$/.test(parts[0] ?? "")) {
    return { problem: `"words:" takes 4 to 24 words separated by spaces` };
  }
  return { kind, parts };
}

/** Every line of a description as blocks; lines left blank are spacing and skipped. */
export function screenBlocks(lines: readonly string[]): ScreenBlock[] {
  return lines.flatMap((line) => {
    if (line.trim() === "") return [];
    const parsed = parseScreenLine(line);
    return "kind" in parsed ? [parsed] : [];
  });
}

/** One line of a description; a blank line is spacing. */
const screenLine = z.string().superRefine((line, context) => {
  if (line.trim() === "") return;
  const parsed = parseScreenLine(line);
  if ("problem" in parsed) context.addIssue({ code: "custom", message: parsed.problem });
});

/** A screen's description, one block per line. */
export const screenLayout = z.array(screenLine).min(1, "describe the screen, one block per line");
