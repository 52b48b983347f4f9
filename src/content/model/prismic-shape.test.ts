import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import type { StoredDocument } from "@/content/service/types";
import { quote } from "./fields";
import { fromPrismicShape } from "./prismic-shape";
import { schemasByType } from "./types";

const projectRoot = join(import.meta.dirname, "../../..");
let store: ContentStore;

beforeAll(async () => {
  store = await loadContentStore(join(projectRoot, "content"));
});

interface Insight {
  sign: string;
}

interface InsightSlice {
  slice_type: string;
  variation: string;
  primary: { boxes: Insight[] };
}

/** A service's data insights: its Figures slice's boxes. */
const isInsightSlice = (slice: unknown): slice is InsightSlice =>
  (slice as InsightSlice).slice_type === "figures" && (slice as InsightSlice).variation === "dataInsights";

/** The data insights of a case or a service: the lists whose boxes choose a sign (Select "+", "−", ""). */
function insightsOf(document: StoredDocument): Insight[] {
  const data = document.data as { data_insights?: Insight[]; slices?: unknown[] };
  return data.data_insights ?? data.slices?.find(isInsightSlice)?.primary.boxes ?? [];
}

/** A service's data with its data insight boxes replaced. */
function withInsights(data: Record<string, unknown>, boxes: unknown[]): Record<string, unknown> {
  const slices = (data.slices as unknown[]).map((slice) =>
    isInsightSlice(slice) ? { ...slice, primary: { ...slice.primary, boxes } } : slice,
  );
  return { ...data, slices };
}

/** The document as hosted Prismic answers it: the empty sign is null (an empty Select), not "". */
function withNullSigns(document: StoredDocument): StoredDocument {
  const nulled = (boxes: Insight[]) => boxes.map((box) => (box.sign === "" ? { ...box, sign: null } : box));
  const data = { ...document.data };
  if (Array.isArray(data.data_insights))
    return { ...document, data: { ...data, data_insights: nulled(data.data_insights as Insight[]) } };
  if (Array.isArray(data.slices))
    return { ...document, data: withInsights(data, nulled(insightsOf(document))) };
  return document;
}

describe("an empty choice: '' in content/, null from hosted Prismic", () => {
  it("reads the twelve documents with an unsigned data insight the same from either", () => {
    const unsigned = store.master.filter((document) => insightsOf(document).some((box) => box.sign === ""));
    // itau in both languages and five blockchain services in both: the figures that are not a change.
    expect(unsigned).toHaveLength(12);
    for (const document of unsigned) {
      const schema = schemasByType[document.type as "case_study" | "service"];
      const embedded = schema.parse(document);
      const hosted = schema.parse(withNullSigns(document));
      expect(JSON.stringify(withNullSigns(document).data), document.id).toContain('"sign":null');
      expect(hosted.data, document.id).toEqual(embedded.data);
      expect(
        insightsOf(hosted as StoredDocument).some((box) => box.sign === ""),
        document.id,
      ).toBe(true);
    }
  });

  it("reads null as '' only where the model allows '', and refuses it where a value is required", () => {
    const service = store.master.find((document) => document.type === "service");
    if (!service) throw new Error("content/ has services");
    const box = { sign: null, number: "19", unit: null, title: "Faster", copy: "Onboarding" };
    const boxes = insightsOf(service).map(() => box);
    const read = schemasByType.service.shape.data;
    const insightsRead = (data: unknown) =>
      (data as { slices: unknown[] }).slices.find(isInsightSlice)?.primary.boxes[0];
    expect(insightsRead(read.parse(withInsights(service.data, boxes)))).toEqual({
      ...box,
      sign: "",
      unit: "",
    });
    // A title may not be empty: null stays null, and the model refuses it.
    const untitled = boxes.map(() => ({ ...box, title: null }));
    expect(read.safeParse(withInsights(service.data, untitled)).success).toBe(false);
  });

  it("reads an optional object Prismic answers empty as absent: no item, or one item of empty fields", () => {
    // An optional quote: in Prismic, a group that does not repeat.
    const schema = z.object({ quote: quote.optional() });
    const read = (value: unknown) => schema.safeParse(fromPrismicShape(schema, { quote: value }));
    for (const empty of [[], [{}], [{ quote: null, author: null, role: null }], null]) {
      const parsed = read(empty);
      expect(parsed.success && parsed.data.quote, JSON.stringify(empty)).toBeUndefined();
    }
    expect(read([{ quote: "It worked.", author: null, role: null }]).success).toBe(false);
    expect(read([{ quote: "It worked.", author: "Ana", role: null }]).data?.quote).toEqual({
      quote: "It worked.",
      author: "Ana",
      role: "",
    });
  });
});
