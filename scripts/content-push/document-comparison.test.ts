import type { PrismicDocument } from "@prismicio/client";
import { describe, expect, it } from "vitest";
import { sameDocument } from "./document-comparison";

/** A landing page as the Document API serves it: ids and versions on its slices, empty fields in Prismic's shapes. */
function served(slices: readonly Record<string, unknown>[]): PrismicDocument {
  return {
    id: "ZZpageZZpageZZpa",
    uid: "offer",
    url: null,
    type: "landing_page",
    href: "",
    tags: [],
    first_publication_date: "2026-01-01T12:00:00+0000",
    last_publication_date: "2026-01-01T12:00:00+0000",
    slugs: [],
    linked_documents: [],
    lang: "en-us",
    alternate_languages: [],
    data: { title: "Offer", slices },
  };
}

const heroServed = {
  id: "hero$3f2b6a8e-3d0c-4f43-9d1e-0b6b0c6f3a11",
  slice_type: "hero",
  slice_label: null,
  variation: "default",
  version: "initial",
  primary: { kicker: "Offer", title: "A sprint", description: null },
  items: [],
};

/** The same slice as a content file holds it: no id, no version, an empty description as "". */
const heroWanted = {
  slice_type: "hero",
  variation: "default",
  primary: { kicker: "Offer", title: "A sprint", description: "" },
};

const wanted = (slices: readonly Record<string, unknown>[]) => ({
  uid: "offer",
  tags: [],
  data: { title: "Offer", slices },
});

describe("sameDocument with slices", () => {
  it("is the same document whatever id and version Prismic gave its slices", () => {
    expect(sameDocument(served([heroServed]), wanted([heroWanted]))).toBe(true);
    expect(sameDocument(served([heroServed]), wanted([{ ...heroWanted, id: "hero$other", items: [] }]))).toBe(
      true,
    );
  });

  it("differs when a slice's fields, variation, type or order differ", () => {
    const changed = { ...heroWanted, primary: { ...heroWanted.primary, title: "A longer sprint" } };
    expect(sameDocument(served([heroServed]), wanted([changed]))).toBe(false);
    expect(sameDocument(served([heroServed]), wanted([{ ...heroWanted, variation: "withImage" }]))).toBe(
      false,
    );
    const quoteServed = {
      ...heroServed,
      id: "quote$1",
      slice_type: "quote",
      primary: { quote: "Good.", author: "Ana", role: null },
    };
    const quoteWanted = {
      slice_type: "quote",
      variation: "default",
      primary: { quote: "Good.", author: "Ana" },
    };
    expect(sameDocument(served([heroServed, quoteServed]), wanted([heroWanted, quoteWanted]))).toBe(true);
    expect(sameDocument(served([heroServed, quoteServed]), wanted([quoteWanted, heroWanted]))).toBe(false);
    expect(sameDocument(served([heroServed, quoteServed]), wanted([heroWanted]))).toBe(false);
  });
});

describe("sameDocument with embeds", () => {
  const video = (embed: Record<string, unknown>) => ({
    slice_type: "video",
    variation: "default",
    primary: { kicker: "Talks", title: "Design", caption: "", video: embed },
  });
  /** As the Document API serves an embed the push wrote as its address: with the provider's oEmbed data. */
  const servedEmbed = {
    embed_url: "https://vimeo.com/68470326",
    type: "video",
    version: "1.0",
    provider_name: "Vimeo",
    provider_url: "https://vimeo.com/",
    html: '<iframe src="https://player.vimeo.com/video/68470326"></iframe>',
    width: 480,
    height: 270,
  };

  it("is the same embed when its address is, whatever oEmbed data Prismic added", () => {
    const there = served([{ ...heroServed, id: "video$1", ...video(servedEmbed) }]);
    expect(sameDocument(there, wanted([video({ embed_url: servedEmbed.embed_url })]))).toBe(true);
    expect(sameDocument(there, wanted([video({ embed_url: "https://vimeo.com/1" })]))).toBe(false);
  });

  it("compares a rich text's embed block whole: its oEmbed data is what was written", () => {
    const block = (title: string) => [{ type: "embed", oembed: { ...servedEmbed, title } }];
    const there = served([]);
    there.data = { title: "Offer", body: block("A talk") };
    expect(
      sameDocument(there, { uid: "offer", tags: [], data: { title: "Offer", body: block("A talk") } }),
    ).toBe(true);
    expect(
      sameDocument(there, { uid: "offer", tags: [], data: { title: "Offer", body: block("Another talk") } }),
    ).toBe(false);
  });
});
