import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import type { ShareCard } from "./share-cards";
import { SHARE_IMAGE } from "./share-image-path";

/** The brand's colours (src/app/globals.css). */
const color = {
  ink: "#14110f",
  paper: "#f5f1ea",
  ember: "#ec4312",
  muted: "#5b544e",
  mutedOnInk: "#b3aaa0",
  line: "#d9d0c3",
  lineOnInk: "#3a332e",
};

const DISPLAY = "Bricolage Grotesque";
const TEXT = "Inter";

// Static weights: the image renderer reads TTF, OTF and WOFF, not the site's variable WOFF2 files.
const fontFiles = [
  { name: DISPLAY, weight: 600, file: "bricolage-grotesque/files/bricolage-grotesque-latin-600-normal.woff" },
  { name: DISPLAY, weight: 700, file: "bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff" },
  { name: TEXT, weight: 500, file: "inter/files/inter-latin-500-normal.woff" },
  { name: TEXT, weight: 600, file: "inter/files/inter-latin-600-normal.woff" },
] as const;

let fonts: Promise<{ name: string; data: Buffer; weight: 600 | 700 | 500; style: "normal" }[]> | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    fontFiles.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: "normal" as const,
      data: await readFile(join(process.cwd(), "node_modules", "@fontsource", file)),
    })),
  );
  return fonts;
}

/** Long titles get smaller type so that every title fits in at most four lines. */
export function titleSize(title: string): number {
  const length = title.length;
  if (length <= 18) return 128;
  if (length <= 32) return 104;
  if (length <= 56) return 84;
  if (length <= 90) return 68;
  return 56;
}

function ShareCardView({ card }: { readonly card: ShareCard }) {
  const dark = card.tone === "ink";
  const text = dark ? color.paper : color.ink;
  const quiet = dark ? color.mutedOnInk : color.muted;
  const rule = dark ? color.lineOnInk : color.line;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        // The padding is inside the 1200 x 630 card.
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        padding: "64px 72px 56px",
        background: dark ? color.ink : color.paper,
        color: text,
        fontFamily: TEXT,
        position: "relative",
      }}
    >
      {/* The ember: a glowing disc in the corner with a faint halo. */}
      <div
        style={{
          position: "absolute",
          top: -190,
          right: -190,
          width: 520,
          height: 520,
          borderRadius: 9999,
          border: `2px solid ${rule}`,
          display: "flex",
        }}
      />
      <div
        style={{
          position: "absolute",
          top: -110,
          right: -110,
          width: 360,
          height: 360,
          borderRadius: 9999,
          backgroundImage: `radial-gradient(circle at 35% 65%, #ff7a45 0%, ${color.ember} 45%, #c23309 100%)`,
          display: "flex",
        }}
      />
      <div style={{ display: "flex", alignItems: "center", gap: 20, maxWidth: 860 }}>
        <div style={{ width: 48, height: 3, background: color.ember, display: "flex" }} />
        <div
          style={{
            fontSize: 22,
            fontWeight: 600,
            letterSpacing: "0.14em",
            textTransform: "uppercase",
            color: quiet,
          }}
        >
          {card.kicker}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          fontFamily: DISPLAY,
          fontWeight: 600,
          fontSize: titleSize(card.title),
          lineHeight: 0.98,
          letterSpacing: "-0.035em",
          maxWidth: 880,
          marginTop: "auto",
          marginBottom: 44,
          textWrap: "balance",
        }}
      >
        {card.title}
      </div>
      <div
        style={{
          display: "flex",
          alignItems: "flex-end",
          justifyContent: "space-between",
          borderTop: `2px solid ${rule}`,
          paddingTop: 28,
        }}
      >
        <div
          style={{
            display: "flex",
            alignItems: "flex-start",
            fontFamily: DISPLAY,
            fontWeight: 700,
            fontSize: 52,
            lineHeight: 1,
            letterSpacing: "-0.03em",
          }}
        >
          lumbre
          <div
            style={{
              width: 15,
              height: 15,
              marginTop: 7,
              marginLeft: 4,
              borderRadius: 9999,
              background: color.ember,
              display: "flex",
            }}
          />
        </div>
        <div style={{ display: "flex", fontSize: 22, fontWeight: 500, color: quiet, paddingBottom: 4 }}>
          {card.footnote}
        </div>
      </div>
    </div>
  );
}

/** One page's 1200 x 630 PNG share image: its title on the brand, in the display face. */
export async function renderShareImage(card: ShareCard): Promise<Response> {
  // satori lays the card out as SVG (text as paths, in the brand's fonts); resvg draws it as a PNG.
  const svg = await satori(<ShareCardView card={card} />, {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts: await loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
  return new Response(new Uint8Array(png), {
    headers: {
      "content-type": "image/png",
      // A share image changes only with a publish, which renders it again under the same name.
      "cache-control": "public, immutable, no-transform, max-age=31536000",
    },
  });
}
