// npm run outbox [-- retry [--channel mail|webhook] | enable <receiver id>] — the outbox's state per
// channel and webhook receiver, its dead rows, and the commands to send them again.
import { closeDatabase, getDatabase } from "../src/server/db";
import {
  enableReceiver,
  formatOutboxReport,
  loadOutboxReport,
  OUTBOX_USAGE,
  parseOutboxArgs,
  retryDead,
} from "../src/server/outbox/admin";
import { WEBHOOK_GIVE_UP_MS } from "../src/server/webhooks/enqueue";
import { configuredReceivers } from "../src/server/webhooks/settings";

const command = parseOutboxArgs(process.argv.slice(2));
if ("error" in command) {
  console.error(`outbox: ${command.error}\n${OUTBOX_USAGE}`);
  process.exit(2);
}
try {
  const db = await getDatabase();
  try {
    const receivers = configuredReceivers();
    if (command.command === "report") {
      process.stdout.write(formatOutboxReport(await loadOutboxReport(db, receivers)));
    } else if (command.command === "retry") {
      const count = await retryDead(db, {
        now: new Date(),
        channel: command.channel,
        giveUpMs: WEBHOOK_GIVE_UP_MS,
      });
      console.log(
        `${count} dead row(s) put back; the running site's outbox workers send them at their next poll.`,
      );
    } else {
      const result = await enableReceiver(db, receivers, command.receiver);
      if (result === "unknown" || result === "ambiguous") {
        console.error(
          `outbox: ${result === "unknown" ? "no receiver in LEAD_WEBHOOK_URLS has" : "more than one receiver has"} the id ${command.receiver}`,
        );
        process.exit(2);
      }
      console.log(`${result.label} enabled. Its dead events: npm run outbox -- retry --channel webhook`);
    }
  } finally {
    await closeDatabase();
  }
} catch (error) {
  console.error(`outbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
