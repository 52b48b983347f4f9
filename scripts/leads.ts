// npm run leads -- --since 7d [--csv] — the leads and bookings of a period, read from the site's database
// (DATABASE_URL, else the SQLite file SQLITE_PATH), as a table or as CSV.
import { closeDatabase, getDatabase } from "../src/server/db";
import {
  formatCsv,
  formatTable,
  loadHeldMails,
  loadReport,
  parseReportArgs,
  USAGE,
} from "../src/server/leads/report";

const options = parseReportArgs(process.argv.slice(2), new Date());
if ("error" in options) {
  console.error(`leads: ${options.error}\n${USAGE}`);
  process.exit(2);
}
try {
  const db = await getDatabase();
  try {
    const rows = await loadReport(db, options.since);
    if (options.csv) process.stdout.write(formatCsv(rows));
    else process.stdout.write(formatTable(rows, options.since, await loadHeldMails(db, options.since)));
  } finally {
    await closeDatabase();
  }
} catch (error) {
  console.error(`leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
