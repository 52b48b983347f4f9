// npm run art — writes the site's images into public/images/: vector illustrations (one per service family,
// industry and landing page) and, for the home hero and every case and insight cover, raster masters
// rendered from the same compositions (JPEG, 2048 px) plus a transparent device cut-out per case (PNG).
// Deterministic per name. Ends by rewriting the image manifest (src/content/image-manifest.json).
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { cases, industries, serviceFamilies } from "../src/i18n/service-catalogue";
import { writeImageManifest } from "../src/server/images/manifest-builder";
import { device } from "./art/device";
import { art } from "./art/motifs";
import { photo } from "./art/photo";

const projectRoot = join(import.meta.dirname, "..");
const root = join(projectRoot, "public", "images");
// One cover per insight article (both languages share the group name of their files).
const insightGroups = [
  ...new Set(
    (await readdir(join(projectRoot, "content", "documents", "insight"))).map(
      (file) => file.split(".")[0] ?? file,
    ),
  ),
].sort();

type Picture = readonly [path: string, render: () => string | Promise<Buffer>];
const pictures: Picture[] = [
  ...serviceFamilies.map(
    (family, index): Picture => [`services/${family.en}.svg`, () => art(family.en, index)],
  ),
  ...industries.map(
    (industry, index): Picture => [`industries/${industry.en}.svg`, () => art(industry.en, index + 2)],
  ),
  ["services/index.svg", () => art("services-index", 3)],
  ["industries/index.svg", () => art("industries-index", 1)],
  ...["cases", "insights", "approach", "culture", "careers", "awards", "legal"].map(
    (page, index): Picture => [`pages/${page}.svg`, () => art(`page-${page}`, index + 2)],
  ),
  ["home/hero.jpg", () => photo("lumbre-home", 0)],
  ...cases.flatMap((item, index): Picture[] => [
    [`cases/${item.en}.jpg`, () => photo(`case-${item.en}`, index + 1)],
    [`cases/${item.en}-device.png`, () => device(`case-${item.en}`, index + 1)],
  ]),
  ...insightGroups.map((group, index): Picture => [`insights/${group}.jpg`, () => photo(group, index)]),
];

// The covers used to be vectors; their old files would only linger in the manifest.
for (const folder of ["home", "cases", "insights"]) {
  for (const file of await readdir(join(root, folder)).catch(() => [])) {
    if (file.endsWith(".svg")) await rm(join(root, folder, file));
  }
}
// Two at a time: each raster keeps libvips busy on both cores already.
const queue = [...pictures];
await Promise.all(
  [0, 1].map(async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      const [path, render] = picture;
      await mkdir(join(root, path, ".."), { recursive: true });
      await writeFile(join(root, path), await render());
    }
  }),
);
const entries = await writeImageManifest(projectRoot);
console.log(`art: ${pictures.length} images in public/images/, ${entries} in the image manifest`);
