import "server-only";
/**
 * One mailbox however it is spelled: trimmed, NFC, lower-cased, and without a "+tag" after the local
 * part (Ana@Example.com and ana+2@example.com reach the same inbox at nearly every provider). The abuse
 * limits count by this key, so another spelling of an address does not start a fresh count; people who
 * share a tagged mailbox share its count, which errs on the strict side.
 */
export function addressKey(address: string): string {
  const normalized = address.trim().normalize("NFC").toLowerCase();
  const at = normalized.lastIndexOf("@");
  if (at < 0) return normalized;
  const local = normalized.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}${normalized.slice(at)}`;
}
