// npm run images:manifest — writes src/content/image-manifest.json (size, format, transparency of every
// file in public/images/) for the image component; `npm run content:check` fails while it is out of date.
import { join } from "node:path";
import { writeImageManifest } from "../src/server/images/manifest-builder";

const count = await writeImageManifest(join(import.meta.dirname, ".."));
console.log(`images: ${count} entries in src/content/image-manifest.json`);
