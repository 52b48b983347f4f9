import "server-only";
import { z } from "zod";

/**
 * The parts of the Content API v2 answers the client reads (the API root and a search page). Objects are
 * loose so fields the client does not use still reach the caller; missing optional parts get their defaults.
 */

const formFieldSchema = z.looseObject({
  type: z.string().optional(),
  multiple: z.boolean().default(false),
  default: z.string().optional(),
});

export const formSchema = z.looseObject({
  method: z.string().optional(),
  enctype: z.string().optional(),
  action: z.string().min(1),
  name: z.string().nullish(),
  rel: z.string().nullish(),
  fields: z.record(z.string(), formFieldSchema).default({}),
});

const refSchema = z.looseObject({
  id: z.string().optional(),
  ref: z.string().min(1),
  label: z.string().optional(),
  isMasterRef: z.boolean().default(false),
  scheduledAt: z.string().optional(),
});

const experimentSchema = z.looseObject({
  id: z.string().optional(),
  googleId: z.string().optional(),
  name: z.string().optional(),
  variations: z.array(
    z.looseObject({ id: z.string(), ref: z.string().min(1), label: z.string().optional() }),
  ),
});

export const apiRootSchema = z.looseObject({
  refs: z.array(refSchema),
  bookmarks: z.record(z.string(), z.string()).default({}),
  types: z.record(z.string(), z.string()).default({}),
  tags: z.array(z.string()).default([]),
  languages: z
    .array(z.looseObject({ id: z.string(), name: z.string().optional(), is_master: z.boolean().optional() }))
    .default([]),
  forms: z.record(z.string(), formSchema).default({}),
  // A repository without experiments simply runs none; v3 crashed on this, we do not.
  experiments: z
    .looseObject({
      draft: z.array(experimentSchema).default([]),
      running: z.array(experimentSchema).default([]),
    })
    .default({ draft: [], running: [] }),
});

const alternateLanguageSchema = z.looseObject({
  id: z.string(),
  uid: z.string().optional(),
  type: z.string(),
  lang: z.string(),
});

export const contentDocumentSchema = z.looseObject({
  id: z.string(),
  uid: z.string().nullable().default(null),
  url: z.string().nullable().default(null),
  type: z.string(),
  href: z.string().optional(),
  tags: z.array(z.string()).default([]),
  first_publication_date: z.string().nullable().default(null),
  last_publication_date: z.string().nullable().default(null),
  lang: z.string(),
  alternate_languages: z.array(alternateLanguageSchema).default([]),
  // The API leaves `data` out when it would be empty.
  data: z.record(z.string(), z.unknown()).default({}),
});

export const searchResponseSchema = z.looseObject({
  page: z.number(),
  results_per_page: z.number(),
  results_size: z.number(),
  total_results_size: z.number(),
  total_pages: z.number(),
  next_page: z.string().nullable().default(null),
  prev_page: z.string().nullable().default(null),
  results: z.array(contentDocumentSchema),
});

export const tagsSchema = z.array(z.string());

export type ApiRoot = z.output<typeof apiRootSchema>;
export type ApiForm = z.output<typeof formSchema>;
export type ApiRef = ApiRoot["refs"][number];
export type Experiment = ApiRoot["experiments"]["running"][number];
export type ContentDocument = z.output<typeof contentDocumentSchema>;
export type SearchResponse = z.output<typeof searchResponseSchema>;
