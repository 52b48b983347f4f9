import "server-only";
import type { SearchParams, StoredDocument } from "@/content/service/types";

/** Small in-memory document set shared by the query engine's unit tests. */

function paragraph(text: string) {
  return { type: "paragraph", text, spans: [] };
}

function makeDocument(
  fields: Partial<StoredDocument> & Pick<StoredDocument, "id" | "type" | "data">,
): StoredDocument {
  return {
    uid: null,
    lang: "en-us",
    tags: [],
    first_publication_date: null,
    last_publication_date: null,
    alternate_languages: [],
    ...fields,
  };
}

export const home = makeDocument({
  id: "page-home",
  uid: "home",
  type: "page",
  tags: ["Featured", "Home"],
  first_publication_date: "2024-03-04T10:30:00+0000",
  last_publication_date: "2024-03-06T10:30:00+0000",
  alternate_languages: [{ id: "page-inicio", uid: "inicio", type: "page", lang: "es-ar" }],
  data: {
    title: [{ type: "heading1", text: "Welcome home", spans: [] }],
    body: [
      {
        type: "paragraph",
        text: "Read our banana bread recipe.",
        spans: [
          { start: 9, end: 21, type: "hyperlink", data: { link_type: "Document", id: "article-1" } },
          { start: 0, end: 4, type: "strong" },
        ],
      },
    ],
    parent: { link_type: "Any" },
  },
});

export const about = makeDocument({
  id: "page-about",
  uid: "about",
  type: "page",
  tags: ["Company"],
  first_publication_date: "2023-12-23T08:00:00+0000",
  last_publication_date: "2023-12-23T08:00:00+0000",
  data: {
    title: [{ type: "heading1", text: "About the studio", spans: [] }],
    body: [paragraph("We design and build digital products.")],
    parent: { link_type: "Document", id: "page-home" },
  },
});

export const inicio = makeDocument({
  id: "page-inicio",
  uid: "inicio",
  type: "page",
  lang: "es-ar",
  first_publication_date: "2024-03-05T09:00:00+0000",
  last_publication_date: "2024-03-05T09:00:00+0000",
  alternate_languages: [{ id: "page-home", uid: "home", type: "page", lang: "en-us" }],
  data: {
    title: [{ type: "heading1", text: "Bienvenido", spans: [] }],
    body: [paragraph("Diseño y desarrollo.")],
    parent: { link_type: "Any" },
  },
});

export const bananaBread = makeDocument({
  id: "article-1",
  uid: "banana-bread",
  type: "article",
  tags: ["Recipe", "Featured"],
  first_publication_date: "2017-01-13T11:45:21+0000",
  last_publication_date: "2017-02-21T16:05:19+0000",
  data: {
    title: [{ type: "heading1", text: "Banana Bread", spans: [] }],
    body: [paragraph("A moist banana bread with a hint of apple."), paragraph("Bake for an hour.")],
    price: 12.5,
    published: "2017-01-13",
    featured: true,
    category: "baking",
    author: { link_type: "Document", id: "author-1" },
    topic: { link_type: "Document", id: "category-1" },
    gallery: [
      {
        caption: "Fresh from the oven",
        featured: true,
        photographer: { link_type: "Document", id: "author-1" },
      },
      { caption: "Sliced", featured: false, photographer: { link_type: "Any" } },
    ],
    location: { latitude: 48.8566, longitude: 2.3522 },
  },
});

export const applePie = makeDocument({
  id: "article-2",
  uid: "apple-pie",
  type: "article",
  tags: ["Recipe"],
  first_publication_date: "2017-05-18T22:15:00+0000",
  last_publication_date: "2017-05-18T22:15:00+0000",
  data: {
    title: [{ type: "heading1", text: "Apple Pie", spans: [] }],
    body: [paragraph("Classic apple pie with a buttery crust.")],
    price: 49.99,
    published: "2017-05-18",
    featured: false,
    category: "baking",
    author: { link_type: "Document", id: "author-gone" },
    topic: { link_type: "Document", id: "category-2" },
    gallery: [],
    location: { latitude: 48.8049, longitude: 2.1204 },
  },
});

export const cherryTart = makeDocument({
  id: "article-3",
  uid: "cherry-tart",
  type: "article",
  first_publication_date: "2018-08-05T00:00:00+0000",
  last_publication_date: "2018-08-06T00:00:00+0000",
  data: {
    title: [{ type: "heading1", text: "Cherry Tart", spans: [] }],
    body: [paragraph("")],
    price: null,
    published: null,
    featured: false,
    category: "",
    author: { link_type: "Document", id: "author-1" },
    topic: { link_type: "Any" },
    gallery: [{ caption: "", featured: false, photographer: { link_type: "Any" } }],
    location: {},
  },
});

export const jane = makeDocument({
  id: "author-1",
  uid: "jane",
  type: "author",
  first_publication_date: "2019-02-10T16:00:00+0000",
  last_publication_date: "2019-02-10T16:00:00+0000",
  data: {
    name: "Jane Doe",
    bio: [paragraph("Pastry chef."), paragraph("Loves apples.")],
    avatar: { url: "https://images.example/jane.png", alt: null, dimensions: { width: 10, height: 10 } },
  },
});

export const desserts = makeDocument({
  id: "category-1",
  uid: "desserts",
  type: "category",
  first_publication_date: "2020-06-01T12:00:00+0000",
  last_publication_date: "2020-06-01T12:00:00+0000",
  data: { name: "Desserts", parent: { link_type: "Document", id: "category-2" } },
});

export const food = makeDocument({
  id: "category-2",
  uid: "food",
  type: "category",
  data: { name: "Food", parent: { link_type: "Any" } },
});

export const settings = makeDocument({
  id: "settings",
  type: "settings",
  first_publication_date: "2021-01-01T00:00:00+0000",
  last_publication_date: "2021-01-01T00:00:00+0000",
  data: { company_email: "hello@example.com" },
});

export const allDocuments: readonly StoredDocument[] = [
  home,
  about,
  inicio,
  bananaBread,
  applePie,
  cherryTart,
  jane,
  desserts,
  food,
  settings,
];

export function searchParams(overrides: Partial<SearchParams> = {}): SearchParams {
  return { q: [], page: 1, pageSize: 20, ...overrides };
}

export const hrefFor = (document: StoredDocument): string => `https://cdn.test/search?id=${document.id}`;
