// npm run art:check — measures the case screens in public/images/cases/screens/ as they are now
// (scripts/art/measure-screen.ts): refuses text below 9 px on a 360 px phone, text running into text and
// blank area above 30 %; then the case covers in each place the site shows them (text below 9 px),
// prints a report per screen, writes the contact sheets (.cache/contact-sheets/) and exits 1 on a refusal.
import { join } from "node:path";
import { writeContactSheets } from "./contact-sheet";
import {
  checkCoverFiles,
  checkScreenFiles,
  formatCoverReport,
  formatReport,
  pageLayout,
} from "./measure-screen";

const projectRoot = join(import.meta.dirname, "..", "..");
try {
  const layout = await pageLayout(projectRoot);
  const results = await checkScreenFiles(projectRoot, { layout });
  console.log(formatReport(results, layout));
  const covers = await checkCoverFiles(projectRoot, layout);
  console.log(`\n${formatCoverReport(covers)}`);
  const sheets = await writeContactSheets(projectRoot, results);
  console.log(`\nContact sheets: ${sheets.join(", ")}`);
  if ([...results, ...covers].some((result) => result.refused.length > 0)) process.exit(1);
} catch (error) {
  console.error(`art:check: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
