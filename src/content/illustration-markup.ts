import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Elements and attributes a generated illustration never has: anything that could run or fetch. */
const UNSAFE = /<(?:script|foreignObject|image|use|a|style|iframe)\b|\son[a-z]+\s*=|href\s*=|url\(/i;
const MAX_BYTES = 16 * 1024;

const cache = new Map<string, string | null>();

/**
 * The markup of one of the site's generated SVG illustrations (public/images/…, `npm run art`), made
 * decorative for inlining: no title, no role, hidden from assistive technology. Null when the file is not
 * a small, plain SVG (the caller then draws it as an image). Read once per process, as pages render.
 */
export function decorativeSvgMarkup(src: string, publicDir = join(process.cwd(), "public")): string | null {
  const key = `${publicDir}\0${src}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  let markup: string | null = null;
  if (/^\/images\/[a-z0-9/_-]+\.svg$/.test(src) && !src.includes("..")) {
    try {
      const text = readFileSync(join(publicDir, src), "utf8");
      if (text.length <= MAX_BYTES && text.startsWith("<svg") && !UNSAFE.test(text)) {
        markup = text
          .replace(/<title>[^<]*<\/title>/g, "")
          .replace(/^<svg\b([^>]*)>/, (_, attributes: string) => {
            const kept = attributes.replace(/\s(?:role|width|height|class|aria-[a-z]+)="[^"]*"/g, "");
            return `<svg${kept} aria-hidden="true" focusable="false" class="block h-auto w-full">`;
          });
      }
    } catch {
      markup = null;
    }
  }
  cache.set(key, markup);
  return markup;
}
