// Part of `npm run build`: encodes every image variant the pages link to into public/_ipx/ (gitignored).
import { join } from "node:path";
import { PRERENDERED_DIR, prerenderVariants } from "../src/server/images/prerender";

const started = performance.now();
const { files, bytes } = await prerenderVariants(join(import.meta.dirname, ".."));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `images: ${files} variants (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${PRERENDERED_DIR}/ in ${seconds} s`,
);
