import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SliceZone } from "@prismicio/react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type SliceData, sliceLibrary, sliceZone } from "@/content/model/slices";
import type { Locale } from "@/i18n/locales";
import { sliceFolder } from "./folders";
import { components } from "./index";

/** Each slice's mocks (src/slices/<slice>/mocks.json): one slice per variation and language. */
async function mocksOf(id: string): Promise<unknown[]> {
  return JSON.parse(
    await readFile(join(import.meta.dirname, sliceFolder(id), "mocks.json"), "utf8"),
  ) as unknown[];
}

async function render(slices: unknown[], locale: Locale): Promise<string> {
  return renderParsed(sliceZone.parse(slices), locale);
}

/** Slices as they are, past the model's checks: what a component does with content that skipped them. */
async function renderParsed(slices: SliceData[], locale: Locale): Promise<string> {
  const stream = await renderToReadableStream(
    <SliceZone slices={slices} components={components} context={{ locale }} />,
  );
  await stream.allReady;
  return new Response(stream).text();
}

const localeOf = (id: string): Locale => (id.endsWith("-es") ? "es" : "en");

describe("the slice library", () => {
  it("has mocks of every variation in both languages, each valid for the model", async () => {
    for (const slice of sliceLibrary) {
      const mocks = await mocksOf(slice.id);
      const parsed = sliceZone.parse(mocks);
      for (const variation of Object.keys(slice.variations)) {
        const languages = parsed
          .filter((mock) => mock.variation === variation)
          .map((mock) => localeOf(mock.id));
        expect(languages.sort(), `${slice.id} ${variation}`).toEqual(["en", "es"]);
      }
    }
  });

  for (const slice of sliceLibrary) {
    it(`renders each variation of ${slice.id} on the server, every text of its mock shown`, async () => {
      for (const mock of sliceZone.parse(await mocksOf(slice.id))) {
        const html = await render([mock], localeOf(mock.id));
        // Every text field of the mock is copy the page shows; `device` chooses a frame, it is no copy.
        const texts = Object.entries(mock.primary)
          .filter(([name, value]) => name !== "device" && typeof value === "string")
          .map(([, value]) => value as string);
        for (const text of texts) expect(html, `${mock.id}: ${text}`).toContain(htmlText(text));
        expect(html, mock.id).not.toContain("style=");
      }
    });
  }

  it("gives the page its h1 in a first hero only; a later hero is a section's h2", async () => {
    const [hero] = sliceZone.parse(await mocksOf("hero"));
    const [quote] = sliceZone.parse(await mocksOf("quote"));
    const first = await render([hero, quote], "en");
    expect(first.match(/<h1/g)).toHaveLength(1);
    const later = await render([quote, hero], "en");
    expect(later).not.toContain("<h1");
    expect(later).toContain("<h2");
  });

  it("opens the consultation from the default call to action, and the linked page from toPage", async () => {
    const mocks = sliceZone.parse(await mocksOf("call_to_action"));
    const consultation = mocks.find((mock) => mock.id === "call_to_action$default-es");
    const toPage = mocks.find((mock) => mock.id === "call_to_action$toPage-es");
    expect(await render([consultation], "es")).toMatch(
      /href="\/es\/contacto\/"[^>]*data-consultation-trigger/,
    );
    expect(await render([toPage], "es")).toContain('href="/es/casos-de-estudio/"');
    // The linked page was unpublished since: the consultation rather than a 404.
    const broken = sliceZone
      .parse(
        JSON.parse(
          JSON.stringify(await mocksOf("call_to_action")).replaceAll(
            '"lang":"es-ar"',
            '"lang":"es-ar","isBroken":true',
          ),
        ),
      )
      .filter((mock) => mock.id === "call_to_action$toPage-es");
    expect(broken).toHaveLength(1);
    const html = await render(broken, "es");
    expect(html).not.toContain("casos-de-estudio");
    expect(html).toMatch(/href="\/es\/contacto\/"[^>]*data-consultation-trigger/);
  });
});

describe("the video slice", () => {
  it("plays the video in a lazy 16:9 frame the site builds from the address, never the provider's html", async () => {
    const mocks = sliceZone.parse(await mocksOf("video"));
    const english = mocks.find((mock) => mock.id === "video$default-en");
    const spanish = mocks.find((mock) => mock.id === "video$default-es");
    if (english?.slice_type !== "video" || spanish?.slice_type !== "video") throw new Error("no video mocks");

    const html = await render([english], "en");
    expect(html).toMatch(/<section aria-labelledby="slice-1-video"/);
    expect(html).toContain('<h2 id="slice-1-video"');
    const frame = html.match(/<iframe[^>]*>/)?.[0] ?? "";
    expect(frame).toContain('src="https://www.youtube-nocookie.com/embed/RlQEoJaLQRA"');
    expect(frame).toContain('loading="lazy"');
    expect(frame).toContain('allow="encrypted-media; picture-in-picture; fullscreen"');
    expect(frame).toContain(`title="${htmlText(english.primary.video.title ?? "")}"`);
    expect(html).toMatch(/<div class="[^"]*aspect-video[^"]*rounded-3xl[^"]*">\s*<iframe/);
    expect(html).toContain(
      `<figcaption class="mt-4 max-w-prose text-muted">${htmlText(english.primary.caption)}`,
    );
    // The oEmbed html the mock carries, as Prismic serves it, is not in the page: one frame, the site's.
    expect(html.match(/<iframe/g)).toHaveLength(1);
    expect(html).not.toContain("youtube.com/embed/");
    expect(html).not.toContain("<script");

    const vimeo = await render([spanish], "es");
    expect(vimeo).toContain('src="https://player.vimeo.com/video/68470326"');
    expect(vimeo).toContain(`title="${htmlText(spanish.primary.video.title ?? "")}"`);
  });

  it("names the frame by the slice's title when the provider gave the video none, and shows no empty caption", async () => {
    const [mock] = sliceZone.parse(await mocksOf("video"));
    if (mock?.slice_type !== "video") throw new Error("no video mock");
    const untitled = {
      ...mock,
      primary: { ...mock.primary, caption: "", video: { embed_url: "https://youtu.be/RlQEoJaLQRA" } },
    };
    const html = await render([untitled], "en");
    expect(html).toContain(`title="${htmlText(mock.primary.title)}"`);
    expect(html).not.toContain("<figcaption");
  });

  it("links to a video of a provider it cannot frame, which the model refuses, and never frames it", async () => {
    const [mock] = sliceZone.parse(await mocksOf("video"));
    if (mock?.slice_type !== "video") throw new Error("no video mock");
    const elsewhere = (embed_url: string): SliceData =>
      ({
        ...mock,
        primary: {
          ...mock.primary,
          video: { embed_url, title: "A talk", html: "<script>alert(1)</script>" },
        },
      }) as SliceData;
    expect(sliceZone.safeParse([elsewhere("https://www.dailymotion.com/video/x8abc12")]).success).toBe(false);

    const linked = await renderParsed([elsewhere("https://www.dailymotion.com/video/x8abc12")], "en");
    expect(linked).not.toContain("<iframe");
    expect(linked).not.toContain("<script");
    expect(linked).toMatch(
      /<a href="https:\/\/www\.dailymotion\.com\/video\/x8abc12" rel="noopener noreferrer"[^>]*>Watch “A talk”<\/a>/,
    );

    const script = await renderParsed([elsewhere("javascript:alert(1)")], "es");
    expect(script).not.toContain("<iframe");
    expect(script).not.toContain("javascript:");
    expect(script).toContain("Mirá “A talk”");
  });
});

function htmlText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
