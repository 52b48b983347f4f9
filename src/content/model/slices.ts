import { z } from "zod";
import {
  dataInsight,
  documentLink,
  fact,
  filledRichText,
  glyphName,
  imageField,
  keyText,
  titledText,
  videoEmbed,
} from "./fields";
import { unwrapped } from "./prismic-shape";

/**
 * The slice library: the sections an editor composes a page from, drawn from the site's own (a page
 * hero, a titled text, a quote, figures, a grid of benefits, questions and answers, a video, a call to
 * action). Each slice is Prismic's shared slice: an id, variations (a layout each, with the fields it
 * shows), and the fields of each variation's `primary` (lists are groups inside it, as Slice Machine
 * models them now; the older repeatable `items` zone is not used).
 *
 * The one description of every slice: `npm run content:types` writes Prismic's models from it
 * (src/slices/<slice>/model.json), the documents parse with it, and the components in src/slices/ render
 * what it parsed. A slice in a document has Prismic's shape on both content services:
 * `{ slice_type, variation, primary, items, id?, slice_label?, version? }`.
 */

export interface SliceVariationDef {
  /** What the editor reads in the Page Builder's list of variations. */
  readonly name: string;
  readonly description: string;
  readonly primary: z.ZodRawShape;
}

export interface SharedSliceDef<
  Id extends string = string,
  Variations extends Record<string, SliceVariationDef> = Record<string, SliceVariationDef>,
> {
  readonly id: Id;
  readonly name: string;
  readonly description: string;
  readonly variations: Variations;
}

/** The envelope Prismic gives every slice of a zone, besides its own fields. */
const sliceEnvelope = {
  id: z.string().min(1).optional(),
  slice_label: z.string().nullable().optional(),
  version: z.string().optional(),
  // Shared slices keep their lists in groups of `primary`: the legacy zone is always empty.
  items: z.array(z.unknown()).max(0, "this slice keeps its lists in its fields, not in items").optional(),
};

/** One variation's slice as a document holds it. */
function variationSchema<Id extends string, Variation extends string, Primary extends z.ZodRawShape>(
  id: Id,
  variation: Variation,
  primary: Primary,
) {
  return z.object({
    slice_type: z.literal(id),
    variation: z.literal(variation),
    primary: z.object(primary),
    ...sliceEnvelope,
  });
}

type VariationSchemas<Id extends string, Variations extends Record<string, SliceVariationDef>> = {
  [Variation in keyof Variations & string]: ReturnType<
    typeof variationSchema<Id, Variation, Variations[Variation]["primary"]>
  >;
}[keyof Variations & string];

function sharedSlice<Id extends string, Variations extends Record<string, SliceVariationDef>>(
  definition: SharedSliceDef<Id, Variations>,
): SharedSliceDef<Id, Variations> & { readonly schemas: readonly VariationSchemas<Id, Variations>[] } {
  const schemas = Object.entries(definition.variations).map(([variation, { primary }]) =>
    variationSchema(definition.id, variation, primary),
  ) as unknown as VariationSchemas<Id, Variations>[];
  return { ...definition, schemas };
}

/** Text an editor may leave empty: Prismic answers it `null`, read as "". */
const optionalText = z.string();

export const heroSlice = sharedSlice({
  id: "hero",
  name: "Hero",
  description: "A page's opening: a kicker, its one h1 title and a short introduction.",
  variations: {
    default: {
      name: "Default",
      description: "Title and introduction across the page, nothing beside them.",
      primary: { kicker: keyText, title: keyText, description: optionalText },
    },
    withImage: {
      name: "With image",
      description: "Title and introduction beside an image the editor uploads.",
      primary: { kicker: keyText, title: keyText, description: optionalText, image: imageField },
    },
  },
});

export const richTextSlice = sharedSlice({
  id: "rich_text",
  name: "Rich text",
  description: "A titled section of running text: paragraphs, lists, links, images.",
  variations: {
    default: {
      name: "Default",
      description: "A kicker and title on the left, the text on the right.",
      primary: { kicker: keyText, title: keyText, body: filledRichText },
    },
    twoColumns: {
      name: "Two columns",
      description: "A kicker and title on the left, two short paragraphs side by side on the right.",
      primary: { kicker: keyText, title: keyText, body: filledRichText },
    },
    wide: {
      name: "Wide heading",
      description:
        "The heading takes five twelfths of the row and the text starts lower: a service's approach.",
      primary: { kicker: keyText, title: keyText, body: filledRichText },
    },
    withKeywords: {
      name: "With keywords",
      description: "The text under its heading, and a short list of keywords beside it: a case's project.",
      primary: {
        kicker: keyText,
        title: keyText,
        body: filledRichText,
        keywords_title: keyText,
        keywords: z
          .array(z.object({ keyword: keyText }))
          .min(1)
          .max(16),
      },
    },
  },
});

export const quoteSlice = sharedSlice({
  id: "quote",
  name: "Quote",
  description: "A client's words, with who said them.",
  variations: {
    default: {
      name: "Default",
      description: "The quote large, its author and role under it.",
      primary: { quote: keyText, author: keyText, role: optionalText },
    },
  },
});

export const figuresSlice = sharedSlice({
  id: "figures",
  name: "Figures",
  description: "Key figures: headline numbers, or data insight boxes with a sign, a unit and a comment.",
  variations: {
    default: {
      name: "Key figures",
      description: "Up to four headline numbers with their labels, on ink.",
      primary: { title: keyText, figures: z.array(fact).min(1).max(4) },
    },
    dataInsights: {
      name: "Data insights",
      description: "Boxes of a signed figure, its unit, a title and a comment.",
      primary: { kicker: keyText, title: keyText, boxes: z.array(dataInsight).min(1).max(6) },
    },
  },
});

export const benefitGridSlice = sharedSlice({
  id: "benefit_grid",
  name: "Benefit grid",
  description: "A titled grid of short cards: benefits, steps, deliverables.",
  variations: {
    default: {
      name: "Default",
      description: "Two or three cards a row, each a title and a sentence or two.",
      primary: { kicker: keyText, title: keyText, cards: z.array(titledText).min(2).max(9) },
    },
    numbered: {
      name: "Numbered",
      description: "Numbered boxes under a rule, three a row: a service's key business benefits.",
      primary: { kicker: keyText, title: keyText, cards: z.array(titledText).min(2).max(9) },
    },
    steps: {
      name: "Steps",
      description: "Numbered steps, two a row, each number beside its title: a case's process.",
      primary: { kicker: keyText, title: keyText, cards: z.array(titledText).min(2).max(9) },
    },
    ruled: {
      name: "Ruled",
      description: "Titled points under a rule, three a row, without a box: a case's improvements.",
      primary: { kicker: keyText, title: keyText, cards: z.array(titledText).min(1).max(9) },
    },
    clientProjects: {
      name: "Client projects",
      description: "A statement of what we do, then a row of projects, each with its client's name.",
      primary: {
        kicker: keyText,
        title: keyText,
        list_title: keyText,
        cards: z
          .array(z.object({ client: keyText, title: keyText, text: keyText }))
          .min(2)
          .max(9),
      },
    },
  },
});

export const faqSlice = sharedSlice({
  id: "faq",
  name: "FAQ",
  description: "Questions and their answers, each opened on its own.",
  variations: {
    default: {
      name: "Default",
      description: "An accordion of questions; every answer readable without a script.",
      primary: {
        kicker: keyText,
        title: keyText,
        questions: z.array(z.object({ question: keyText, answer: filledRichText })).min(1),
      },
    },
  },
});

export const callToActionSlice = sharedSlice({
  id: "call_to_action",
  name: "Call to action",
  description: "A closing invitation: the 20-minute consultation, or a page of the site.",
  variations: {
    default: {
      name: "Book a consultation",
      description: "Opens the 20-minute consultation (the contact page without a script).",
      primary: { title: keyText, text: keyText, label: keyText },
    },
    toPage: {
      name: "To a page",
      description: "Leads to a page of the site the editor links.",
      primary: { title: keyText, text: keyText, label: keyText, link: documentLink },
    },
  },
});

export const imageGallerySlice = sharedSlice({
  id: "image_gallery",
  name: "Image gallery",
  description: "Photographs or illustrations with their captions: a workshop, a team, a finished piece.",
  variations: {
    default: {
      name: "Default",
      description: "Two to nine images, two or three a row, each with a caption under it.",
      primary: {
        kicker: keyText,
        title: keyText,
        images: z
          .array(z.object({ image: imageField, caption: optionalText }))
          .min(2)
          .max(9),
      },
    },
  },
});

export const videoSlice = sharedSlice({
  id: "video",
  name: "Video",
  description: "A talk, a demo or a walkthrough on YouTube or Vimeo, played in the page.",
  variations: {
    default: {
      name: "Default",
      description:
        "A kicker and title, the video in a 16:9 frame that loads as the visitor reaches it, a caption under it.",
      primary: { kicker: keyText, title: keyText, video: videoEmbed, caption: optionalText },
    },
  },
});

export const awardStripSlice = sharedSlice({
  id: "award_strip",
  name: "Award strip",
  description: "Recognitions in a row, as the awards page lists them: the award, who gave it, the year.",
  variations: {
    default: {
      name: "Default",
      description: "A kicker and title, then two to eight awards, newest first.",
      primary: {
        kicker: keyText,
        title: keyText,
        awards: z
          .array(
            z.object({
              award: keyText,
              organisation: keyText,
              year: z.number().int().min(2000).max(2100),
            }),
          )
          .min(2)
          .max(8),
      },
    },
  },
});

export const iconSetSlice = sharedSlice({
  id: "icon_set",
  name: "Icon set",
  description: "A product's icons, drawn by the site, beside the text that explains them.",
  variations: {
    default: {
      name: "Default",
      description:
        "The heading and text on the left, six to sixteen icons in a grid on the right, on a tint.",
      primary: {
        kicker: keyText,
        title: keyText,
        body: filledRichText,
        icons: z
          .array(z.object({ icon: glyphName }))
          .min(6)
          .max(16),
      },
    },
  },
});

export const servicesSliderSlice = sharedSlice({
  id: "services_slider",
  name: "Services slider",
  description: "Featured services one card at a time: two pills, a title, a description and a link each.",
  variations: {
    default: {
      name: "Default",
      description:
        "A kicker and title, then the cards in a row the visitor moves by buttons, arrow keys or a swipe (never by itself).",
      primary: {
        kicker: keyText,
        title: keyText,
        items: z
          .array(
            z.object({
              pill_1: keyText,
              pill_2: keyText,
              title: keyText,
              description: keyText,
              link: documentLink,
            }),
          )
          .min(2)
          .max(8),
      },
    },
  },
});

export const listingSlice = sharedSlice({
  id: "listing",
  name: "Listing",
  description: "The site's own pages in a section: its industries, its case studies or its latest articles.",
  variations: {
    industries: {
      name: "Industries",
      description: "A heading and a sentence beside every industry page, each a link.",
      primary: { kicker: keyText, title: keyText, text: keyText },
    },
    cases: {
      name: "Case studies",
      description: "Every case study's card, newest first, and a link to the cases page.",
      primary: { kicker: keyText, title: keyText },
    },
    insights: {
      name: "Latest articles",
      description: "The three latest articles' cards, and a link to the insights page.",
      primary: { kicker: keyText, title: keyText },
    },
  },
});

/** The frame a product screen is drawn in. */
const device = z.enum(["phone", "tablet", "desktop"]);

export const screenGallerySlice = sharedSlice({
  id: "screen_gallery",
  name: "Screen gallery",
  description: "Product screens in their device frames, as the case studies show them.",
  variations: {
    default: {
      name: "Default",
      description: "Phones side by side, a wider screen on a row of its own; each opens large.",
      primary: {
        kicker: keyText,
        title: keyText,
        // A screen whose image an editor has not uploaded yet (Prismic's `{}`) is not shown.
        screens: z
          .array(z.object({ device, caption: optionalText, image: imageField.optional() }))
          .min(1)
          .max(12),
      },
    },
  },
});

export const beforeAfterSlice = sharedSlice({
  id: "before_after",
  name: "Before and after",
  description: "One screen before and after a redesign, in the same place; the reader switches between them.",
  variations: {
    default: {
      name: "Default",
      description: "The two screens in one frame, with a Before / After switch that needs no script.",
      primary: {
        kicker: keyText,
        title: keyText,
        device,
        before_image: imageField,
        before_caption: optionalText,
        after_image: imageField,
        after_caption: optionalText,
      },
    },
  },
});

/** Every slice an editor can put on a page, in the order the Page Builder lists them. */
export const sliceLibrary = [
  heroSlice,
  richTextSlice,
  quoteSlice,
  figuresSlice,
  benefitGridSlice,
  faqSlice,
  screenGallerySlice,
  beforeAfterSlice,
  imageGallerySlice,
  iconSetSlice,
  videoSlice,
  awardStripSlice,
  servicesSliderSlice,
  listingSlice,
  callToActionSlice,
] as const;

export type LibrarySlice = (typeof sliceLibrary)[number];

/** One slice of a zone as a document holds it: any variation of any slice of the library. */
type StoredSlice = z.infer<LibrarySlice["schemas"][number]>;

/** One slice of a zone, as parsed: with its id. */
export type SliceData = StoredSlice & { readonly id: string };

/** The slice of a given id, narrowed to its variations. */
export type SliceOf<Id extends SliceData["slice_type"]> = Extract<SliceData, { slice_type: Id }>;

const sliceSchemas = sliceLibrary.flatMap((slice) => slice.schemas as readonly z.ZodType[]);

/**
 * A slice zone: slices of the library, in order. A slice without an id (a file written by hand) gets one
 * from its place, so the zone's components have stable keys.
 */
const zone = z
  .array(z.union(sliceSchemas as unknown as [z.ZodType<StoredSlice>, ...z.ZodType<StoredSlice>[]]))
  .min(1, "a page needs at least one slice");

export const sliceZone = zone.transform((slices): SliceData[] =>
  slices.map((slice, index) => ({ ...slice, id: slice.id ?? `${slice.slice_type}-${index + 1}` })),
);

/** Whether a field of the model is a slice zone (Prismic's Slices field). */
export function isSliceZone(schema: z.ZodType): boolean {
  return unwrapped(schema) === zone;
}
