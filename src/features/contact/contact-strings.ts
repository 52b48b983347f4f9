import type { Messages } from "@/i18n/messages";

/**
 * The contact page's messages as its client components receive them. The thank-you travels apart
 * (ThankYouStrings): its countdown is formatted on the server, not sent as a raw message.
 */
export type ContactStrings = Omit<Messages["Contact"], "thanks">;
