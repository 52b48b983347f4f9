import "server-only";
import { z } from "zod/mini";
import { readSliceZone, type SliceData } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { apiMessage } from "@/server/http/api-messages";
import { guardJsonPost } from "@/server/http/guard";
import { jsonResponse } from "@/server/http/json-response";
import { createRouteLimiter, type RouteLimiter } from "@/server/http/rate-limit";

/**
 * The Page Builder sends the slice zone again as an editor types (throttled by Prismic's simulator), so
 * the limit is a typist's, not a form's.
 */
const SIMULATOR_RATE_LIMIT = { burst: 30, perSecond: 5 };
/** A long landing page's slices, rich text included, with room to spare; the guard answers 413 past it. */
const MAX_BODY_BYTES = 256 * 1024;
/** More slices than any page needs: a bound on the render, whatever is sent. */
const MAX_SLICES = 40;

const simulatorBody = z.object({
  locale: z.enum(["en", "es"]),
  slices: z.array(z.unknown()).check(z.maxLength(MAX_SLICES)),
});

export interface SliceSimulatorHandlerOptions {
  /** The slices as the page shows them: server-rendered HTML. */
  readonly render: (slices: readonly SliceData[], locale: Locale) => Promise<string>;
  readonly limiter?: RouteLimiter;
}

/**
 * POST /api/slice-simulator: the slices an editor is building, rendered by the site's own components on
 * the server, for the simulator page to show in the Page Builder's frame (no slice component runs in the
 * browser). Slices that do not fit the library are answered 422 with what is wrong, in the editor's
 * language; nothing is stored.
 */
export function createSliceSimulatorHandler(
  options: SliceSimulatorHandlerOptions,
): (request: Request) => Promise<Response> {
  const limiter = options.limiter ?? createRouteLimiter(SIMULATOR_RATE_LIMIT, undefined, "slice-simulator");
  return async (request) => {
    const guarded = await guardJsonPost(request, {
      schema: simulatorBody,
      limiter,
      maxBytes: MAX_BODY_BYTES,
    });
    if (guarded.outcome !== "accepted") {
      return guarded.outcome === "rejected" ? guarded.response : jsonResponse({ html: "" }, 200);
    }
    const { data, locale } = guarded;
    const zone = readSliceZone(data.slices);
    if (!zone.ok) {
      const problems = zone.problems.join("; ");
      return jsonResponse(
        {
          error: "slicesRefused",
          message: apiMessage(locale, "slicesRefused", { problems }),
          problems: zone.problems,
        },
        422,
        { "cache-control": "no-store" },
      );
    }
    return jsonResponse({ html: await options.render(zone.slices, data.locale) }, 200, {
      "cache-control": "no-store",
    });
  };
}
