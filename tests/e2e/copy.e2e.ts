import { spanishButtonProblem } from "../../src/i18n/button-labels";
import { expect, test } from "./fixtures";

/**
 * Copy rules that hold on every page of the sitemap, in the HTML the server sends (issue 30):
 * - a section's kicker (the small uppercase line over a heading) never repeats its heading: not the same
 *   words, and not words the heading already contains ("Open positions | Open positions");
 * - on Spanish pages, every button and every link drawn as one starts with an infinitive, never a voseo
 *   imperative (the site's writing guide; src/i18n/button-labels.ts).
 */

const CONCURRENCY = 8;

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ");

/** The text of a piece of HTML, without its tags. */
const text = (html: string) =>
  decode(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** Lower-case words, letters and digits only, padded so that a match is on whole words. */
const words = (value: string) =>
  ` ${value
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * Each kicker and the heading it introduces: an uppercase <p> with wide tracking, followed by the next
 * heading with nothing but opening tags between (SectionHeading, PageHero and the views' own kickers).
 */
const KICKER =
  /<p class="(?=[^"]*\btracking-widest\b)(?=[^"]*\buppercase\b)[^"]*"[^>]*>((?:(?!<\/p>)[\s\S])*)<\/p>(?:\s*<(?!h[1-6]\b)[a-z][^>]*>)*\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\2>/g;

function kickerRepeats(html: string): { kicker: string; title: string; repeats: boolean }[] {
  return [...html.matchAll(KICKER)].map((match) => {
    const kicker = text(match[1] ?? "");
    const title = text(match[3] ?? "");
    const [k, t] = [words(kicker), words(title)];
    return { kicker, title, repeats: k.trim() !== "" && (t.includes(k) || k.includes(t)) };
  });
}

/**
 * Buttons that act, and links drawn as pills with a semibold label (calls to action), outside the
 * navigation. Not the controls whose label is a value, not an action: toggles (aria-pressed), tabs,
 * options and disclosures (aria-expanded: "Servicios ▾" names what it shows).
 */
function actionLabels(html: string): string[] {
  const withoutNav = html.replace(/<nav\b[\s\S]*?<\/nav>/g, "");
  const buttons = [...withoutNav.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)]
    .filter(
      ([, attributes = ""]) =>
        !/\baria-(?:pressed|expanded|selected)=|\brole="(?:tab|radio|option)"/.test(attributes),
    )
    .map((m) => m[2] ?? "");
  const pills = [...withoutNav.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter(([, attributes = ""]) => {
      const classes = /\bclass="([^"]*)"/.exec(attributes)?.[1] ?? "";
      return (
        /\brounded-full\b/.test(classes) &&
        /\bfont-semibold\b/.test(classes) &&
        !attributes.includes("data-locale-switch")
      );
    })
    .map((m) => m[2] ?? "");
  return [...buttons, ...pills].map(text).filter((label) => /\p{L}/u.test(label));
}

async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

test("the rules refuse what issue 30 found", () => {
  const section = (kicker: string, title: string) =>
    `<div><p class="flex items-center gap-3 text-sm font-semibold tracking-widest uppercase"><span aria-hidden="true" class="h-px w-10 bg-ember"></span>${kicker}</p><h2 id="x" class="mt-5">${title}</h2></div>`;
  expect(kickerRepeats(section("Open positions", "Open positions"))).toEqual([
    { kicker: "Open positions", title: "Open positions", repeats: true },
  ]);
  expect(kickerRepeats(section("Insights", "Data insights"))[0]?.repeats).toBe(true);
  expect(kickerRepeats(section("Join the team", "Open positions"))[0]?.repeats).toBe(false);
  expect(spanishButtonProblem("Agendá 20 min")).toBeDefined();
});

test("no kicker repeats its heading, and Spanish buttons start with an infinitive, on every page", async ({
  request,
}) => {
  test.setTimeout(150_000);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const pages = [
    ...new Set(
      [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(decode(match[1] ?? "")).pathname,
      ),
    ),
  ];
  expect(pages.length).toBeGreaterThan(100);

  const repeats: string[] = [];
  const voseo: string[] = [];
  let kickers = 0;
  let spanishLabels = 0;
  await eachLimited(pages, async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const { kicker, title, repeats: repeated } of kickerRepeats(html)) {
      kickers += 1;
      if (repeated) repeats.push(`${path}: "${kicker}" over "${title}"`);
    }
    if (!path.startsWith("/es/")) return;
    for (const label of actionLabels(html)) {
      spanishLabels += 1;
      const problem = spanishButtonProblem(label);
      if (problem) voseo.push(`${path}: ${problem}`);
    }
  });
  // The patterns still find what they look for: a change of markup cannot make this pass by finding nothing.
  expect(kickers).toBeGreaterThan(pages.length);
  expect(spanishLabels).toBeGreaterThan(pages.length / 2);
  expect([...new Set(repeats)].sort(), "kickers that repeat their heading").toEqual([]);
  expect([...new Set(voseo)].sort(), "Spanish buttons that are not infinitives").toEqual([]);
});

test("@both-viewports the Spanish archive's no-filter options agree with their labels (Industrias: Todas)", async ({
  page,
}) => {
  await page.goto("/es/servicios/");
  const filters = page.getByRole("form", { name: "Filtrar el archivo" });
  for (const [label, all] of [
    ["Servicios", "Todos"],
    ["Industrias", "Todas"],
    ["Año", "Todos"],
  ] as const) {
    await expect(filters.getByRole("combobox", { name: label }).locator("option").first()).toHaveText(all);
  }
});
