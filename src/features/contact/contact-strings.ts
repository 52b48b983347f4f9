import type { Messages } from "@/i18n/messages";

/**
 * The contact page's messages as its client components receive them. The thank-you travels apart
 * (ThankYouStrings): its countdown is formatted on the server, not sent as a raw message; the answers to
 * a post without JavaScript (noScript) stay on the server.
 */
export type ContactStrings = Omit<Messages["Contact"], "thanks" | "noScript">;

/** Said by the server about a post of the form without JavaScript; the island shows what it is given. */
export type NoScriptStrings = Messages["Contact"]["noScript"];
