// npm run art — writes the site's images into public/images/: vector illustrations (one per service family,
// industry and landing page); for the home hero and every insight cover, raster masters rendered from the
// same compositions (JPEG, 2048 px); a transparent device cut-out per case (PNG); and each case study's
// product screens and cover, drawn per language from the screens its documents describe (SVG).
// Deterministic per name and content. Ends by rewriting the image manifest (src/content/image-manifest.json),
// then measures the case screens it drew as a 360 px phone shows them (scripts/art/measure-screen.ts, the
// same check as `npm run art:check`), writes their contact sheets to .cache/contact-sheets/ and exits 1
// when a screen is refused (text below 9 px, text running into text, too much blank area) or a cover's
// text is below 9 px where a phone shows it.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writeImageManifest } from "../src/server/images/manifest-builder";
import { drawCaseScreens } from "./art/case-screens";
import { CONTACT_SHEETS_FOLDER, writeContactSheets } from "./art/contact-sheet";
import { device } from "./art/device";
import {
  checkCoverFiles,
  checkScreenFiles,
  formatCoverReport,
  formatReport,
  pageLayout,
} from "./art/measure-screen";
import { art } from "./art/motifs";
import { photo } from "./art/photo";

const projectRoot = join(import.meta.dirname, "..");
const root = join(projectRoot, "public", "images");
/**
 * The documents of a type in content/, by the group name their files share in both languages (the English
 * uid): the demo content's industries, cases and articles are the editors' documents, not a list in code.
 */
async function groupsOf(type: string): Promise<string[]> {
  const files = await readdir(join(projectRoot, "content", "documents", type));
  return [...new Set(files.map((file) => file.split(".")[0] ?? file))].sort();
}
/** The service families' groups in the order their documents give (`position`), as the site lists them. */
async function familyGroups(): Promise<string[]> {
  const groups = await groupsOf("service_family");
  const positions = await Promise.all(
    groups.map(async (group) => {
      const file = join(projectRoot, "content", "documents", "service_family", `${group}.en-us.json`);
      const document = JSON.parse(await readFile(file, "utf8")) as { data?: { position?: unknown } };
      const position = document.data?.position;
      return typeof position === "number" ? position : Number.MAX_SAFE_INTEGER;
    }),
  );
  return groups
    .map((group, index) => ({ group, position: positions[index] ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.position - b.position)
    .map(({ group }) => group);
}

// One illustration per service family and industry, one cover per insight article, one device cut-out per case.
const [familyGroupsInOrder, insightGroups, industryGroups, caseGroups] = await Promise.all([
  familyGroups(),
  groupsOf("insight"),
  groupsOf("industry"),
  groupsOf("case_study"),
]);

type Picture = readonly [path: string, render: () => string | Promise<Buffer>];
const pictures: Picture[] = [
  ...familyGroupsInOrder.map(
    (family, index): Picture => [`services/${family}.svg`, () => art(family, index)],
  ),
  ...industryGroups.map(
    (industry, index): Picture => [`industries/${industry}.svg`, () => art(industry, index + 2)],
  ),
  ["services/index.svg", () => art("services-index", 3)],
  ["industries/index.svg", () => art("industries-index", 1)],
  ...["cases", "insights", "approach", "culture", "careers", "awards", "legal"].map(
    (page, index): Picture => [`pages/${page}.svg`, () => art(`page-${page}`, index + 2)],
  ),
  ["home/hero.jpg", () => photo("lumbre-home", 0)],
  ...caseGroups.map(
    (item, index): Picture => [`cases/${item}-device.png`, () => device(`case-${item}`, index + 1)],
  ),
  ...insightGroups.map((group, index): Picture => [`insights/${group}.jpg`, () => photo(group, index)]),
  ...(await drawCaseScreens(projectRoot)).map(({ path, svg }): Picture => [path, () => svg]),
];

// Files these folders no longer get (an old cover, a screen renamed in the content) would linger in the
// manifest: they go.
const written = new Set(pictures.map(([path]) => path));
for (const folder of ["home", "cases", "cases/screens", "insights"]) {
  for (const file of await readdir(join(root, folder), { withFileTypes: true }).catch(() => [])) {
    if (file.isFile() && !written.has(`${folder}/${file.name}`)) await rm(join(root, folder, file.name));
  }
}
// `npm run art -- cases/` redraws only the images under that folder (the case screens after a content edit).
const only = process.argv[2];
// Two at a time: each raster keeps libvips busy on both cores already.
const queue = pictures.filter(([path]) => only === undefined || path.startsWith(only));
const drawn = queue.length;
const drawnScreens = new Set(
  queue.flatMap(([path]) => (path.startsWith("cases/screens/") ? [path.slice("cases/screens/".length)] : [])),
);
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
console.log(
  `art: ${drawn} of ${pictures.length} images drawn in public/images/, ${entries} in the image manifest`,
);
// After the manifest, so that a refused screen still leaves public/ and the manifest consistent: the
// drawings are there to look at (the contact sheets show them), the run just does not pass.
if (drawnScreens.size > 0) {
  const layout = await pageLayout(projectRoot);
  const results = await checkScreenFiles(projectRoot, { only: drawnScreens, layout });
  const sheets = await writeContactSheets(projectRoot, results);
  console.log(`\n${formatReport(results, layout)}`);
  console.log(
    `art: ${sheets.length - 1} contact sheet(s) in ${CONTACT_SHEETS_FOLDER.join("/")}/ (index.html)`,
  );
  const covers = await checkCoverFiles(projectRoot, layout);
  console.log(`\n${formatCoverReport(covers)}`);
  const refused = results.filter((result) => result.refused.length > 0).length;
  const refusedCovers = covers.filter((result) => result.refused.length > 0).length;
  if (refused > 0 || refusedCovers > 0) {
    console.error(
      `art: ${refused} of ${results.length} case screens and ${refusedCovers} of ${covers.length} cover placements refused (see above)`,
    );
    process.exit(1);
  }
}
