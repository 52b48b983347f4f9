import { z } from "zod";
import { safeEmbed } from "@/content/embeds";
import {
  PRISMIC_IMAGE_EXTENSIONS,
  PRISMIC_IMAGE_ORIGIN,
  parsePrismicImageUrl,
  prismicImageFormat,
} from "@/content/prismic-image-url";

/** Reusable field shapes of the content model (Prismic's field JSON). */

export const keyText = z.string().trim().min(1);

/** Meta titles and descriptions: the limits search engines show without truncating. */
export const metaTitle = keyText.max(60, "at most 60 characters");
export const metaDescription = keyText.max(160, "at most 160 characters");

export const documentLink = z.object({
  link_type: z.literal("Document"),
  id: z.string().min(1),
  type: z.string().optional(),
  uid: z.string().optional(),
  lang: z.string().optional(),
  // Where its type's pages are, from the routes the content client gives the API (none in a file); the
  // link resolver places it (a page its content puts elsewhere included).
  url: z.string().nullable().optional(),
  // The linked document is not published (the API says so when it resolves routes).
  isBroken: z.boolean().optional(),
});

/** An address a page links out to: a web page, never a script (javascript:, data:) that a link would run. */
export const webUrl = z.url({ protocol: /^https?$/ });

/** Web links open pages, mail or phone: never a script (javascript:, data:) that a link would run. */
export const webLink = z.object({
  link_type: z.literal("Web"),
  url: z.url({ protocol: /^(?:https?|mailto|tel)$/ }),
  target: z.literal("_blank").optional(),
});

export const link = z.discriminatedUnion("link_type", [
  documentLink,
  webLink,
  z.object({ link_type: z.literal("Any") }),
]);

const span = z
  .object({
    start: z.number().int().nonnegative(),
    end: z.number().int().nonnegative(),
    type: z.enum(["strong", "em", "hyperlink", "label"]),
    data: z.unknown().optional(),
  })
  .refine((value) => value.type !== "hyperlink" || link.safeParse(value.data).success, {
    message: "a hyperlink span needs a document or web link (http, https, mailto, tel)",
    path: ["data"],
  });

const textBlock = z.object({
  type: z.enum([
    "heading1",
    "heading2",
    "heading3",
    "heading4",
    "heading5",
    "heading6",
    "paragraph",
    "preformatted",
    "list-item",
    "o-list-item",
  ]),
  text: z.string(),
  spans: z.array(span),
  direction: z.enum(["ltr", "rtl"]).optional(),
});

const siteImagePath = /^\/images\/[a-z0-9/_.-]+$/;

/** A hosted image must be one the renderer can size: on Prismic's CDN, in a format it knows by extension. */
function isPrismicImage(url: string): boolean {
  const parsed = parsePrismicImageUrl(url);
  return parsed !== undefined && prismicImageFormat(parsed) !== undefined;
}

/**
 * An image: one of the site's own (`/images/…`) or one hosted Prismic serves from its CDN. Prismic's `id`
 * and `edit` keys are left out: nothing renders them.
 */
export const imageField = z.object({
  url: z
    .string()
    .refine(
      (url) => siteImagePath.test(url) || isPrismicImage(url),
      `a path under /images/ (the site's own images) or an image on ${PRISMIC_IMAGE_ORIGIN}/<repository>/<file> (${PRISMIC_IMAGE_EXTENSIONS.join(", ")})`,
    ),
  alt: z.string().nullable(),
  copyright: z.string().nullable().optional(),
  dimensions: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
});

/** An editor's label: rendered as a class name, so one token. */
const cssClassName = z.string().regex(/^[A-Za-z][\w-]*$/, "one class name: letters, digits, - and _");

/** An image block: its label becomes a class, its linkTo a link; a linked image needs alt text. */
const imageBlock = imageField
  .extend({
    type: z.literal("image"),
    label: cssClassName.nullable().optional(),
    linkTo: link.optional(),
  })
  .refine((block) => !block.linkTo || block.linkTo.link_type === "Any" || Boolean(block.alt?.trim()), {
    message: "a linked image needs alt text (it names the link)",
    path: ["alt"],
  });

const embedBlock = z.object({
  type: z.literal("embed"),
  oembed: z.object({
    embed_url: webUrl,
    type: z.string(),
    provider_name: z.string().nullable().optional(),
    html: z.string().nullable().optional(),
    title: z.string().nullable().optional(),
  }),
});

const VIDEO_RULE =
  "the address of a YouTube or Vimeo video (https://www.youtube.com/watch?v=…, https://youtu.be/…, https://vimeo.com/…): the site frames no other provider";

/**
 * A video: Prismic's Embed field, as its APIs answer a filled one, the address the editor pasted
 * (`embed_url`) with the provider's oEmbed data (`type`, `provider_name`, `title`, `html`, sizes, a
 * thumbnail…); empty, it is `{}`. The site keeps the address, the provider's name and the video's title:
 * the oEmbed `html` is never rendered, the site builds the player's iframe from the address
 * (content/embeds.ts), so only a provider it can frame is taken.
 */
export const videoEmbed = z.object({
  embed_url: z.string({ error: VIDEO_RULE }).refine((url) => safeEmbed(url) !== undefined, VIDEO_RULE),
  type: z.string().optional(),
  provider_name: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
});

/** The labels an editor can put on a passage: "highlight" marks one (components/rich-text). */
export const richTextLabels = ["highlight"] as const;

/** One block of rich text: Prismic's StructuredText field holds a list of them. */
export const richTextBlock = z.discriminatedUnion("type", [textBlock, imageBlock, embedBlock]);

export const richText = z.array(richTextBlock);
export const filledRichText = richText.min(1, "must not be empty");

/**
 * A data insight box: sign, number, unit, title, copy — e.g. "+", "19", "%". A figure that went down takes
 * the minus sign "−" (U+2212): a hyphen is shorter, sits too high beside the digits and is not read as minus.
 */
export const dataInsight = z.object({
  sign: z.enum(["+", "−", ""], { error: 'one of "+", "−" (the minus sign U+2212, not a hyphen) or empty' }),
  number: z.string().regex(/^\d+(?:\.\d+)?$/, "digits, e.g. 19 or 7.4"),
  unit: z.string(),
  title: keyText,
  copy: keyText,
});

export const quote = z.object({ quote: keyText, author: keyText, role: z.string() });

/** The head of every page document. */
export const pageMeta = { title: keyText, meta_title: metaTitle, meta_description: metaDescription };

const UID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Filter tags: a service family and an industry, by their English document's uid. Editors add both, so
 * the names are content, checked against the documents by checkContent (./check-content.ts), not a list
 * in code.
 */
export const familySlug = z.string().regex(UID, "a service family document's English uid");
export const industrySlug = z.string().regex(UID, "an industry document's English uid");

/** A headline figure ("15+", "years in business"). */
export const fact = z.object({ value: keyText, label: keyText });

/** A titled paragraph: principles, steps, perks, improvements. */
export const titledText = z.object({ title: keyText, text: keyText });

/** A lowercase slug, for ids that end up in URLs and fragments. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a lowercase slug, e.g. senior-product-designer");

/** The line icons an icon set (a case's iconography) can show (drawn by components/ui/glyph.tsx). */
export const glyphName = z.enum([
  "wallet",
  "shield",
  "key",
  "send",
  "receive",
  "card",
  "chart",
  "bell",
  "lock",
  "user",
  "qr",
  "coins",
  "bank",
  "phone",
  "search",
  "calendar",
]);
