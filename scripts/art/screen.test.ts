import { describe, expect, it } from "vitest";
import { parseScreenLine, screenBlocks } from "../../src/content/model/screen-layout";
import { textCollisions } from "./measure-screen";
import { drawScreen } from "./screen";
import { initials } from "./screen-icons";
import { wrap } from "./screen-kit";
import { productTheme } from "./screen-themes";

const theme = productTheme("ank", false);

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

  it("labels a chart's bars so no two dates run into each other, the last one always shown", () => {
    // Mercado Pago's weekly chart: six dates under narrow bars in the tablet's half column.
    const blocks = screenBlocks([
      "top: Sales summary",
      "title: Thursday, November 17",
      "stat: Total sales | $186,420 | +12%",
      "stat: Payments | 74 | +9%",
      "text: You sold 12% more than last Thursday, with 6 more payments.",
      "split:",
      "chart: Thursdays, last 6 weeks (thousands of $) | 142 151 139 160 166 186 | Oct 13, Oct 20, Oct 27, Nov 3, Nov 10, Nov 17",
      "column:",
      "title: By channel",
      "item: [qr-code] QR payments | 41 payments | $98,240",
      "tabs: *[chart-column] Sales | [hand-coins] Charge | [link] Links | [list] Activity | [user] Account",
    ]);
    const { svg } = drawScreen("mp-chart-en", "tablet", blocks, productTheme("mercadopago", false), "mp");
    expect(textCollisions(svg)).toEqual([]);
    expect(svg).toContain(">Nov 17</text>");
    // Room for every label on a phone-wide chart: none is dropped.
    const phone = drawScreen(
      "mp-chart-phone-en",
      "phone",
      screenBlocks(["chart: Sales | 3 5 8 | Mon, Tue, Wed"]),
      productTheme("mercadopago", false),
      "mp",
    );
    for (const day of ["Mon", "Tue", "Wed"]) expect(phone.svg).toContain(`>${day}</text>`);
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

describe("the product's own look", () => {
  it("takes people's initials from the name, not from the row's first word", () => {
    expect(initials("To Sofía Paz")).toBe("SP");
    expect(initials("Para Lucía Romero")).toBe("LR");
    expect(initials("From Martín Ruiz")).toBe("MR");
    expect(initials("Ana Beatriz Souza")).toBe("AS");
    expect(initials("Edenor")).toBe("E");
  });

  it("draws Lucide icons as paths, and names a screen whose icon does not exist", () => {
    const blocks = screenBlocks([
      "item: *[zap] Standard fee | About 30 seconds | US$ 1.84",
      "tabs: *[wallet] Wallet | [settings] Settings",
    ]);
    const { svg } = drawScreen("icons", "phone", blocks, theme, "ank");
    expect(svg).toMatch(
      /<g transform="translate\([^)]*\) scale\([^)]*\)" fill="none" stroke="[^"]+"[^>]*><path d="/,
    );
    expect(svg).not.toContain(">S</text>");
    expect(() =>
      drawScreen("broken", "phone", screenBlocks(["item: [no-such-icon] Fee"]), theme, "ank"),
    ).toThrow(/broken: .*no Lucide icon "no-such-icon"/);
  });

  it("draws a phone of the product's year and an older look for its before screen", () => {
    const lines = screenBlocks(["top: Home", "text: Accounts"]);
    const shipped = drawScreen("itau-now", "phone", lines, productTheme("itau", false), "Itaú").svg;
    const before = drawScreen("itau-then", "phone", lines, productTheme("itau", true), "Itaú").svg;
    // 2019: a home button, no Dynamic Island (a 124 × 34 pill at the top of the screen).
    expect(shipped).toContain('r="30"');
    expect(shipped).not.toContain('width="124" height="34"');
    expect(drawScreen("ank-now", "phone", lines, theme, "ank").svg).toContain('width="124" height="34"');
    // The older look writes section headers in capitals on a grey band.
    expect(before).toContain(">ACCOUNTS</text>");
    expect(shipped).not.toContain(">ACCOUNTS</text>");
  });

  it("draws the same bytes for the same description", () => {
    const blocks = screenBlocks(["map: Av. Rivadavia 6120", "chart: Sales | 1 2 3 | Mon, Tue, Wed"]);
    const mp = productTheme("mercadopago", false);
    expect(drawScreen("same", "phone", blocks, mp, "Mercado Pago").svg).toBe(
      drawScreen("same", "phone", blocks, mp, "Mercado Pago").svg,
    );
  });
});
