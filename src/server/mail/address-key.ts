import "server-only";

/** Google's consumer mail: both domains are one set of mailboxes, and dots in the local part are ignored. */
const GMAIL = "gmail.com";
const GMAIL_DOMAINS: ReadonlySet<string> = new Set([GMAIL, "googlemail.com"]);

/**
 * One mailbox however it is spelled, for the abuse limits only (mail is always sent to the address as
 * typed): trimmed, NFC, lower-cased, without a "+tag" after the local part, and at Gmail without dots and
 * with googlemail.com read as gmail.com (A.na+x@GoogleMail.com → ana@gmail.com). The limits count by this
 * key, so another spelling of an address does not start a fresh count.
 *
 * The +tag goes at every domain: Gmail, Outlook, iCloud, Fastmail, Proton and most company servers deliver
 * "name+anything" to "name", so keeping tags would hand a script unlimited fresh counts on any of them.
 * Where "+" is part of a distinct mailbox (rare), those mailboxes share one count: strict, never loose.
 * Dots are dropped at Gmail only; elsewhere "a.b" and "ab" are different people.
 *
 * Idempotent (addressKey(addressKey(x)) === addressKey(x)), so a key stored by an earlier, coarser
 * version of this function can be brought to today's by passing it through again (sameMailbox).
 */
export function addressKey(address: string): string {
  const normalized = address.trim().normalize("NFC").toLowerCase();
  const at = normalized.lastIndexOf("@");
  if (at < 0) return normalized;
  let local = normalized.slice(0, at);
  let domain = normalized.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    // The tag is cut first: in "a.+b" the dot belongs to the mailbox, the "+b" does not.
    local = local.replaceAll(".", "");
    domain = GMAIL;
  }
  return `${local}@${domain}`;
}

/**
 * SQL LIKE patterns of the stored keys, written before Gmail spellings were folded, that may name `key`'s
 * mailbox: for ana@gmail.com, a dotted Gmail key (a.na@gmail.com) or a googlemail.com one. A key in
 * today's form never matches them, so once such rows have aged out of a count's window the patterns find
 * nothing. A count by key also reads the rows these match and keeps those for which sameMailbox holds.
 * Empty for every other domain, whose keys are what they were.
 */
export function legacyKeyPatterns(key: string): readonly string[] {
  return key.endsWith(`@${GMAIL}`) ? [`%.%@${GMAIL}`, "%@googlemail.com"] : [];
}

/** Whether a stored key (of any version of addressKey) names the mailbox of today's `key`. */
export function sameMailbox(storedKey: string, key: string): boolean {
  return addressKey(storedKey) === key;
}
