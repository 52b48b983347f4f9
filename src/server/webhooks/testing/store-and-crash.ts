// A server process that dies at the worst moment, for the outbox's crash test: it stores a contact
// lead (and so its lead.created event) and says "committed"; with "mid-delivery" it then starts
// delivering the event. The test SIGKILLs it and checks that another process still delivers the event.
// argv[2]: JSON { config: DatabaseConfig, urls: string (LEAD_WEBHOOK_URLS), secret, mode }.
import "server-only";
import { parseReceivers } from "@/platform/webhook-receivers";
import { openDatabase } from "@/server/db/database";
import { storeContactLead } from "@/server/leads/lead-store";
import { createWebhookWorker } from "../webhook-channel";

const input = JSON.parse(process.argv[2] ?? "{}") as {
  config: Parameters<typeof openDatabase>[0];
  urls: string;
  secret: string;
  mode: "after-commit" | "mid-delivery";
};
const receivers = parseReceivers(input.urls);
if (typeof receivers === "string") throw new Error(receivers);
const db = openDatabase(input.config);
const now = new Date();
await storeContactLead(
  db,
  {
    locale: "es",
    topic: "general",
    name: "Ana",
    email: "ana@example.com",
    message: "Un mensaje de prueba.",
    page: "/es/contacto/",
  },
  {
    route: "contact",
    idempotencyKey: undefined,
    rawBody: "{}",
    teamEmail: "team@lumbre.test",
    now,
    receivers,
  },
);
process.stdout.write("committed\n");
if (input.mode === "mid-delivery") {
  await createWebhookWorker({ db, receivers, secret: input.secret, timeoutMs: 60_000 }).runOnce();
}
setInterval(() => {}, 60_000);
