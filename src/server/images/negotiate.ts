import "server-only";
import type { OutputFormat } from "./modifiers";
import type { SourceFormat } from "./source-path";

/** Media types the Accept header lists with a non-zero weight (`image/*` and `*\/*` do not promise AVIF). */
function accepted(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(",")) {
    const [type = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (weight && Number(weight.slice(2)) === 0) continue;
    if (type) types.add(type.trim());
  }
  return types;
}

/** `f_auto`: the smallest format the browser says it takes, else the source's own (PNG keeps transparency). */
export function negotiateFormat(accept: string | null, source: Exclude<SourceFormat, "svg">): OutputFormat {
  const types = accepted(accept ?? "");
  if (types.has("image/avif")) return "avif";
  if (types.has("image/webp")) return "webp";
  return source === "png" ? "png" : "jpeg";
}

/** The format a request produces: the one asked for, else the source's (WebP and AVIF sources stay as they are). */
export function outputFormat(
  asked: OutputFormat | "auto" | undefined,
  accept: string | null,
  source: Exclude<SourceFormat, "svg">,
): OutputFormat {
  if (asked === "auto") return negotiateFormat(accept, source);
  return asked ?? source;
}
