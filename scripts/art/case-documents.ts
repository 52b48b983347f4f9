// The case study documents as the art pipeline reads them (content/documents/case_study/*.json): the one
// place that lists them and tells their language. Each reader checks the part of their shape it uses.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { type ScreenDevice, screenDevices } from "../../src/content/model/screen-layout";

/**
 * Every case document in `schema`'s shape with its language and file name, in file-name order; one of
 * another shape stops with its file.
 */
export async function readCaseDocuments<Schema extends z.ZodType<object>>(
  projectRoot: string,
  schema: Schema,
): Promise<(z.infer<Schema> & { readonly language: "en" | "es"; readonly file: string })[]> {
  const folder = join(projectRoot, "content", "documents", "case_study");
  const documents: (z.infer<Schema> & { readonly language: "en" | "es"; readonly file: string })[] = [];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith(".json")).sort()) {
    const parsed = schema.safeParse(JSON.parse(await readFile(join(folder, file), "utf8")));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`content/documents/case_study/${file}: ${issue?.path.join(".")}: ${issue?.message}`);
    }
    const language = file.endsWith(".es-ar.json") ? "es" : "en";
    documents.push(Object.assign({}, parsed.data, { language, file } as const));
  }
  return documents;
}

/** An image field as the art pipeline reads it: `{}` is an editor's image still to upload. */
const storyImage = z.object({ url: z.string().optional(), alt: z.string().nullable().optional() });

const gallerySlice = z.object({
  slice_type: z.literal("screen_gallery"),
  primary: z.object({
    screens: z.array(z.object({ device: z.enum(screenDevices), image: storyImage.optional() })),
  }),
});

const comparisonSlice = z.object({
  slice_type: z.literal("before_after"),
  primary: z.object({
    device: z.enum(screenDevices),
    before_image: storyImage.optional(),
    after_image: storyImage.optional(),
  }),
});

const otherSlice = z.object({
  slice_type: z.string().refine((type) => type !== "screen_gallery" && type !== "before_after"),
});

/** A case's slice zone, as far as its screens go: the galleries and the before/after comparisons. */
export const caseStory = z.array(z.union([gallerySlice, comparisonSlice, otherSlice]));

/** Where a case page shows a screen: in a gallery, in a comparison. */
export type ScreenPlace = "grid" | "comparison";

/** A screen of a case's story, as the art pipeline draws and measures it. */
export interface StoryScreen {
  /** Its name in the file's name, /images/cases/screens/<uid>-<key>.<language>.svg (the file's, otherwise). */
  readonly key: string;
  readonly device: ScreenDevice;
  readonly url: string;
  readonly alt: string | null | undefined;
  /** The "before" side of a comparison: drawn in the product's older look. */
  readonly before: boolean;
  readonly places: readonly ScreenPlace[];
}

/**
 * Every screen a case's slices show, once each in the order the page first shows it, with the places it
 * is shown in (a shipped screen is often in the gallery and, redesigned, in a comparison too). A screen
 * whose image is left empty is an editor's still to upload: not drawn, not measured.
 */
export function storyScreens(
  uid: string,
  language: "en" | "es",
  slices: z.infer<typeof caseStory>,
): StoryScreen[] {
  const byUrl = new Map<string, Omit<StoryScreen, "places"> & { places: Set<ScreenPlace> }>();
  const note = (
    image: z.infer<typeof storyImage> | undefined,
    device: ScreenDevice,
    before: boolean,
    place: ScreenPlace,
  ) => {
    const url = image?.url;
    if (!url) return;
    const file = url.slice(url.lastIndexOf("/") + 1).replace(`.${language}.svg`, "");
    const key = file.startsWith(`${uid}-`) ? file.slice(uid.length + 1) : file;
    const screen = byUrl.get(url) ?? { key, device, url, alt: image.alt, before, places: new Set() };
    screen.places.add(place);
    byUrl.set(url, screen);
  };
  for (const slice of slices) {
    if ("primary" in slice && slice.slice_type === "screen_gallery") {
      for (const screen of slice.primary.screens) note(screen.image, screen.device, false, "grid");
    } else if ("primary" in slice && slice.slice_type === "before_after") {
      note(slice.primary.before_image, slice.primary.device, true, "comparison");
      note(slice.primary.after_image, slice.primary.device, false, "comparison");
    }
  }
  const order: readonly ScreenPlace[] = ["grid", "comparison"];
  return [...byUrl.values()].map((screen) => ({
    ...screen,
    places: order.filter((place) => screen.places.has(place)),
  }));
}
