import "server-only";
import { BlockList, isIP } from "node:net";

/**
 * Who stands between the visitor and this server, as the operator says in TRUSTED_PROXIES:
 * nobody (the socket's peer is the visitor), a number of proxy hops on private addresses (a load balancer
 * in the same network: 1), or the proxies' address ranges (CIDR list). Anything a client sends in
 * X-Forwarded-For beyond what a trusted proxy appended is the client's own word and is never believed.
 */
export type TrustedProxies =
  | { readonly kind: "none" }
  | { readonly kind: "hops"; readonly count: number }
  | { readonly kind: "ranges"; readonly list: BlockList; readonly text: string };

export const NO_TRUSTED_PROXIES: TrustedProxies = { kind: "none" };

/** Longest address kept as a bucket key: an IPv6 address with a zone fits; junk is cut. */
const MAX_ADDRESS_LENGTH = 64;
/** X-Forwarded-For entries looked at, from the right: more proxies than this is not a real chain. */
const MAX_HOPS = 32;

/**
 * Parses the setting: empty → none; a whole number → that many hops; otherwise a comma-separated
 * list of addresses or CIDR ranges (`10.0.0.0/8, 192.168.1.7, fd00::/8`). Returns an error message
 * for anything else, so a typo fails at start instead of trusting the wrong party.
 */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies | string {
  const text = setting?.trim() ?? "";
  if (text === "" || text === "0") return NO_TRUSTED_PROXIES;
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    return count <= MAX_HOPS ? { kind: "hops", count } : `at most ${MAX_HOPS} hops`;
  }
  const list = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address = "", prefixText, extra] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return `not an address or CIDR range: "${entry}"`;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefixText === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
    if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) return `bad prefix length in "${entry}"`;
    list.addSubnet(address, prefix, type);
  }
  return { kind: "ranges", list, text };
}

/** `::ffff:203.0.113.7` (how Node reports IPv4 peers on a dual-stack socket) → `203.0.113.7`. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\](?::\d+)?$/, "$1");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).slice(0, MAX_ADDRESS_LENGTH);
}

/**
 * Where a proxy counted by hops may be: loopback, RFC 1918, CGNAT (100.64/10, where some clouds put their
 * load balancers), link-local, unique-local IPv6, and the IPv4-mapped forms of the IPv4 ranges. Nobody on
 * the internet connects from these, so a hop count cannot be claimed by a client that reaches an instance
 * directly.
 */
const PRIVATE_RANGES: readonly (readonly [string, number])[] = [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["100.64.0.0", 10],
];
const PRIVATE_ADDRESSES = (() => {
  const list = new BlockList();
  for (const [address, prefix] of PRIVATE_RANGES) {
    list.addSubnet(address, prefix, "ipv4");
    list.addSubnet(`::ffff:${address}`, 96 + prefix, "ipv6");
  }
  list.addAddress("::1", "ipv6");
  list.addSubnet("fc00::", 7, "ipv6");
  list.addSubnet("fe80::", 10, "ipv6");
  return list;
})();

/** A loopback, private, CGNAT or link-local address (IPv4, IPv6 or IPv4-mapped); false for anything else. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  try {
    return PRIVATE_ADDRESSES.check(address, family === 4 ? "ipv4" : "ipv6");
  } catch {
    return false;
  }
}

/** The setting in one line for the start log: whose X-Forwarded-For the server believes. */
export function describeTrustedProxies(proxies: TrustedProxies): string {
  switch (proxies.kind) {
    case "none":
      return "trusting no proxy: the client is the socket's peer, X-Forwarded-For is ignored";
    case "hops":
      return `trusting X-Forwarded-For from ${proxies.count} hop(s) on private addresses (loopback, RFC 1918, 100.64/10, link-local, fc00::/7); from any other peer the client is the socket's peer`;
    case "ranges":
      return `trusting X-Forwarded-For from ${proxies.text
        .split(",")
        .map((entry) => entry.trim())
        .join(", ")}`;
  }
}

/**
 * Whether connections from this peer carry many clients (a trusted proxy): such a peer is exempt from the
 * per-address connection cap, since its clients are told apart by X-Forwarded-For.
 */
export function isTrustedPeer(proxies: TrustedProxies, socketAddress: string): boolean {
  const address = normaliseAddress(socketAddress);
  if (proxies.kind === "hops") return isPrivateAddress(address);
  return isTrusted(proxies, address);
}

function isTrusted(proxies: TrustedProxies, address: string): boolean {
  if (proxies.kind !== "ranges") return false;
  const family = isIP(address);
  if (family === 0) return false;
  return proxies.list.check(address, family === 4 ? "ipv4" : "ipv6");
}

export interface Hop {
  /** The socket's peer address, as Node reports it. */
  readonly socketAddress: string | undefined;
  /** The X-Forwarded-For header(s) as received (undefined when absent). */
  readonly forwardedFor: string | string[] | undefined;
  /** The X-Forwarded-Proto header as received. */
  readonly forwardedProto: string | string[] | undefined;
  /** Whether this server itself was reached over TLS. */
  readonly encrypted: boolean;
}

export interface ResolvedClient {
  /** The visitor's address: the key of every per-client limit. */
  readonly address: string;
  /** The scheme the visitor used: the edge's word when the peer is a trusted proxy, else this socket's. */
  readonly https: boolean;
}

function forwardedEntries(header: string | string[] | undefined): string[] {
  const joined = Array.isArray(header) ? header.join(",") : (header ?? "");
  const entries = joined
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return entries.slice(-MAX_HOPS).map(normaliseAddress);
}

/**
 * The client behind the chain: the socket's peer when no proxy is trusted; otherwise the right-most
 * hop that is not a trusted proxy (ranges), or the hop `count` places left of the socket (hops), where
 * each of the `count` proxies must be on a private address (isPrivateAddress): the first hop that is not
 * is the client. A peer that is not believed to be a proxy is the client, whatever its headers say.
 * A chain shorter than the trusted proxies claim yields its left-most entry.
 */
export function resolveClient(hop: Hop, proxies: TrustedProxies): ResolvedClient {
  const socket = normaliseAddress(hop.socketAddress ?? "") || "unknown";
  const peerTrusted =
    proxies.kind === "hops"
      ? proxies.count > 0 && isPrivateAddress(socket)
      : proxies.kind === "ranges" && isTrusted(proxies, socket);
  if (!peerTrusted) return { address: socket, https: hop.encrypted };

  const chain = [...forwardedEntries(hop.forwardedFor), socket];
  let address: string;
  if (proxies.kind === "hops") {
    // chain[index] is the hop believed so far to be the next proxy, from the socket leftwards.
    let index = chain.length - 1;
    let proxiesPassed = 0;
    while (proxiesPassed < proxies.count && index > 0 && isPrivateAddress(chain[index] ?? "")) {
      index -= 1;
      proxiesPassed += 1;
    }
    address = chain[index] ?? socket;
  } else {
    let index = chain.length - 1;
    while (index > 0 && isTrusted(proxies, chain[index] ?? "")) index--;
    address = chain[index] ?? socket;
  }
  return { address: address || socket, https: hop.encrypted || firstProtoIsHttps(hop.forwardedProto) };
}

function firstProtoIsHttps(header: string | string[] | undefined): boolean {
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0];
  return first?.trim().toLowerCase() === "https";
}
