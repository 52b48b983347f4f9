// The JavaScript a page loads as it arrives: the scripts its HTML lists (modern browsers skip noModule
// ones), each gzipped as the server sends it.
import { gzipSync } from "node:zlib";

export async function pageJavaScript(pageUrl: string): Promise<{ gzipBytes: number; files: number }> {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((source): source is string => source !== undefined);
  const unique = [...new Set(sources)];
  const sizes = await Promise.all(
    unique.map(async (source) => {
      const response = await fetch(new URL(source, pageUrl));
      if (!response.ok) throw new Error(`${source} answered ${response.status}`);
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).byteLength;
    }),
  );
  return { gzipBytes: sizes.reduce((sum, size) => sum + size, 0), files: unique.length };
}
