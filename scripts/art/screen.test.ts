import { describe, expect, it } from "vitest";
import { parseScreenLine, screenBlocks } from "../../src/content/model/screen-layout";
import { drawScreen } from "./screen";
import { wrap } from "./screen-kit";

const theme = { accent: "#5b3df5", onAccent: "#ffffff", tint: "#efebff" };

describe("a product screen drawn from its description", () => {
  it("draws every line as text the page can translate, escaped, in the device's frame", () => {
    const blocks = screenBlocks([
      "back: Send bitcoin",
      "steps: 2/3",
      "amount: 0.0125 BTC | ≈ US$ 812.40",
      "row: Network fee | US$ 1.20",
      "alert: This address is on Ethereum <not> Bitcoin & would be lost",
      "",
      "button: Review & send",
      "tabs: *Wallet | Activity | Settings",
    ]);
    const { svg, width, height } = drawScreen("ank-send-en", "phone", blocks, theme, "ank");
    expect([width, height]).toEqual([414, 868]);
    expect(svg).toContain(">Send bitcoin</text>");
    expect(svg).toContain(">0.0125 BTC</text>");
    expect(svg).toContain("Review &amp; send");
    expect(svg).toContain("&lt;not&gt;");
    expect(svg).toContain(">Wallet</text>");
    expect(svg).not.toContain("<image");
  });

  it("refuses a screen whose blocks do not fit, naming the block", () => {
    const blocks = screenBlocks(["camera: Point at the QR", "keypad:", "qr: Scan"]);
    expect(() => drawScreen("too-much", "phone", blocks, theme, "ank")).toThrow(/too-much: .*"(keypad|qr)"/);
  });

  it("wraps long text by words", () => {
    const lines = wrap(
      "Your recovery phrase is the only way back into this wallet if you lose the phone",
      350,
      15,
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(
      "Your recovery phrase is the only way back into this wallet if you lose the phone",
    );
  });
});

describe("a screen's description", () => {
  it("names what is wrong with a line an editor wrote", () => {
    expect(parseScreenLine("buton: Send")).toMatchObject({ problem: expect.stringContaining("block kind") });
    expect(parseScreenLine("row: Fee")).toMatchObject({ problem: expect.stringContaining('"row:" takes 2') });
    expect(parseScreenLine("steps: two of three")).toMatchObject({ problem: expect.stringContaining("2/3") });
    expect(parseScreenLine("chart: Sales | 1 2 x")).toMatchObject({
      problem: expect.stringContaining("numbers"),
    });
    expect(parseScreenLine("stat: Total | $ 48,210 | +12%")).toEqual({
      kind: "stat",
      parts: ["Total", "$ 48,210", "+12%"],
    });
  });
});
