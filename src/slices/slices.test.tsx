import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SliceZone } from "@prismicio/react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sliceLibrary, sliceZone } from "@/content/model/slices";
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
  const stream = await renderToReadableStream(
    <SliceZone slices={sliceZone.parse(slices)} components={components} context={{ locale }} />,
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

function htmlText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}
