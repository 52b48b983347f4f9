// Each product's look, so the screens read as the client's shipped app and not as one template in four
// colours: palette, type, shapes, the device of its year, and the older look its "before" screens had.
// Fonts are stacks that both resvg (DejaVu, Liberation) and visitors' browsers resolve, so the art pipeline
// and the page measure the same text.

/** The phone of a product's year: its cut-out or bezel and its status bar. */
export type PhoneEra = "island" | "notch" | "punch-hole" | "home-button";

export interface ProductTheme {
  readonly accent: string;
  readonly onAccent: string;
  readonly tint: string;
  /** The screen's page, the cards on it, its text and hairlines. */
  readonly background: string;
  readonly card: string;
  readonly ink: string;
  readonly muted: string;
  readonly line: string;
  readonly surface: string;
  readonly font: string;
  /** Headings and large figures. */
  readonly display: string;
  readonly displayWeight: number;
  /** Addresses, codes and recovery words. */
  readonly mono: string;
  /** How much wider or narrower than the kit's estimate the theme's text runs (condensed type: less). */
  readonly widthFactor: number;
  readonly radius: number;
  /** A coloured app bar under the status bar (Itaú's orange, Mercado Pago's blue), or none. */
  readonly header?: { readonly fill: string; readonly ink: string };
  readonly era: PhoneEra;
  readonly status: "ios" | "android";
  /** Avatar fills for people's initials, picked by name. */
  readonly avatars: readonly string[];
  /** Older screens: uppercase small labels, boxed fields, square tiles and grey bands. */
  readonly legacy: boolean;
}

const SANS_ARIAL = "Arial, 'Helvetica Neue', Helvetica, 'Liberation Sans', sans-serif";
const SANS_WIDE = "'Segoe UI', Roboto, 'DejaVu Sans', Verdana, sans-serif";
const MONO = "'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace";
const NARROW = "'Arial Narrow', 'Liberation Sans Narrow', 'Helvetica Neue', Arial, sans-serif";

const BASE = {
  background: "#ffffff",
  card: "#ffffff",
  ink: "#15171a",
  muted: "#5b6270",
  line: "#e3e6eb",
  surface: "#f4f5f7",
  font: SANS_ARIAL,
  display: SANS_ARIAL,
  displayWeight: 700,
  mono: MONO,
  widthFactor: 1,
  radius: 24,
  era: "island",
  status: "ios",
  avatars: ["#e8e2d6", "#dde7f0", "#e6efe2", "#f3e3dc"],
  legacy: false,
} as const satisfies Omit<ProductTheme, "accent" | "onAccent" | "tint">;

/** The shipped look of each product (the case's year), and its look before the redesign. */
const THEMES: Record<string, { readonly shipped: ProductTheme; readonly before: ProductTheme }> = {
  // 2024, a self-custody wallet: dark, violet, monospaced figures, on a current iPhone.
  ank: {
    shipped: {
      ...BASE,
      accent: "#7c6cff",
      onAccent: "#ffffff",
      tint: "#25204a",
      background: "#0e0d15",
      card: "#191824",
      ink: "#f3f1ff",
      muted: "#a9a5c2",
      line: "#2b2940",
      surface: "#1d1b2b",
      font: SANS_WIDE,
      display: SANS_WIDE,
      radius: 16,
      avatars: ["#3a2f86", "#21465c", "#4b2a55", "#2c4a3a"],
    },
    // The 2020 wallet: a light form of raw fields, in a developer's grey and blue.
    before: {
      ...BASE,
      accent: "#3d5afe",
      onAccent: "#ffffff",
      tint: "#e8ebff",
      background: "#eceff1",
      card: "#ffffff",
      ink: "#263238",
      muted: "#607d8b",
      line: "#b0bec5",
      surface: "#f5f7f8",
      radius: 2,
      era: "notch",
      header: { fill: "#263238", ink: "#ffffff" },
      legacy: true,
    },
  },
  // 2021, a remittance app: deep green, rounded, humanist type, a notch iPhone.
  arriba: {
    shipped: {
      ...BASE,
      accent: "#0b7a5c",
      onAccent: "#ffffff",
      tint: "#dff3ea",
      background: "#f6f8f5",
      card: "#ffffff",
      ink: "#0f2a22",
      muted: "#4f6a61",
      line: "#dbe5e0",
      surface: "#eef4f0",
      font: SANS_WIDE,
      display: SANS_WIDE,
      radius: 26,
      era: "notch",
      avatars: ["#cfeade", "#fde9c8", "#dfe4fb", "#f6dada"],
    },
    // 2019: a saturated green bar, bordered tiles in a busy grid, small type.
    before: {
      ...BASE,
      accent: "#2e9e4f",
      onAccent: "#ffffff",
      tint: "#ffffff",
      background: "#e9ecea",
      card: "#ffffff",
      ink: "#222222",
      muted: "#666666",
      line: "#c9cfcb",
      surface: "#f2f2f2",
      radius: 4,
      era: "home-button",
      status: "android",
      header: { fill: "#2e9e4f", ink: "#ffffff" },
      legacy: true,
    },
  },
  // 2019, a large bank: Itaú orange bar, navy ink, a home-button iPhone.
  itau: {
    shipped: {
      ...BASE,
      accent: "#ec7000",
      onAccent: "#ffffff",
      tint: "#fff0e2",
      background: "#f3f1ef",
      card: "#ffffff",
      ink: "#1f2b4d",
      muted: "#5f6a85",
      line: "#e4e0dc",
      surface: "#f7f5f3",
      radius: 8,
      era: "home-button",
      header: { fill: "#ec7000", ink: "#ffffff" },
      avatars: ["#dfe6f5", "#fde4cc", "#e4efe4", "#efe2ef"],
    },
    // 2016: a navy menu of products in condensed capitals, grey bands, square orange tiles.
    before: {
      ...BASE,
      accent: "#ec7000",
      onAccent: "#ffffff",
      tint: "#ec7000",
      background: "#e6e6e6",
      card: "#ffffff",
      ink: "#333333",
      muted: "#555555",
      line: "#cccccc",
      surface: "#003399",
      font: NARROW,
      display: NARROW,
      radius: 0,
      era: "home-button",
      status: "android",
      header: { fill: "#003399", ink: "#ffffff" },
      legacy: true,
    },
  },
  // 2022, payments for merchants: Mercado Pago blue bar on grey, white cards, an Android phone and tablet.
  mercadopago: {
    shipped: {
      ...BASE,
      accent: "#009ee3",
      onAccent: "#ffffff",
      tint: "#e3f4fc",
      background: "#ededed",
      card: "#ffffff",
      ink: "#1a1a1a",
      muted: "#5c5c5c",
      line: "#e6e6e6",
      surface: "#f5f5f5",
      radius: 6,
      era: "punch-hole",
      status: "android",
      header: { fill: "#009ee3", ink: "#ffffff" },
      avatars: ["#e3f4fc", "#fff6c2", "#e4f4e8", "#f8e1e6"],
    },
    before: {
      ...BASE,
      accent: "#009ee3",
      onAccent: "#ffffff",
      tint: "#e3f4fc",
      era: "home-button",
      status: "android",
      header: { fill: "#009ee3", ink: "#ffffff" },
      radius: 3,
      legacy: true,
    },
  },
};

const FALLBACK: ProductTheme = { ...BASE, accent: "#14110f", onAccent: "#ffffff", tint: "#ebe4d8" };

/** A product's look, shipped or before its redesign. */
export function productTheme(uid: string, before: boolean): ProductTheme {
  const themes = THEMES[uid];
  if (!themes) return FALLBACK;
  return before ? themes.before : themes.shipped;
}
