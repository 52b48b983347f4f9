import { z } from "zod";
import { fromPrismicShape } from "./prismic-shape";

/**
 * The envelope every content document shares, as the content API returns it: id, uid, type, lang, tags,
 * publication dates, alternate languages, data.
 */
export function documentSchema<Type extends string, Data extends z.ZodType>(type: Type, data: Data) {
  return z.object({
    id: z.string().min(1),
    uid: z.string().min(1).nullable(),
    type: z.literal(type),
    lang: z.enum(["en-us", "es-ar"]),
    tags: z.array(z.string()),
    first_publication_date: z.string().nullable(),
    last_publication_date: z.string().nullable(),
    alternate_languages: z.array(
      z.object({ id: z.string(), lang: z.string(), type: z.string(), uid: z.string().optional() }),
    ),
    // Documents from hosted Prismic wrap objects and plain lists in groups (see prismic-shape.ts).
    data: z.preprocess((value) => fromPrismicShape(data, value), data),
  });
}
