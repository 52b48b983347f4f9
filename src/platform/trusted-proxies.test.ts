import { describe, expect, it } from "vitest";
import {
  describeTrustedProxies,
  type Hop,
  isPrivateAddress,
  isTrustedPeer,
  NO_TRUSTED_PROXIES,
  normaliseAddress,
  parseTrustedProxies,
  resolveClient,
  type TrustedProxies,
} from "@/platform/trusted-proxies";

function setting(text: string | undefined): TrustedProxies {
  const parsed = parseTrustedProxies(text);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
}

function hop(socketAddress: string, forwardedFor?: string, forwardedProto?: string): Hop {
  return { socketAddress, forwardedFor, forwardedProto, encrypted: false };
}

describe("parseTrustedProxies", () => {
  it("reads nothing, a hop count or a list of addresses and ranges", () => {
    expect(setting(undefined).kind).toBe("none");
    expect(setting(" ").kind).toBe("none");
    expect(setting("0").kind).toBe("none");
    expect(setting("2")).toEqual({ kind: "hops", count: 2 });
    expect(setting("10.0.0.0/8, 192.168.1.7, fd00::/8").kind).toBe("ranges");
  });

  it("refuses what it cannot read, instead of trusting the wrong party", () => {
    for (const bad of ["yes", "10.0.0.0/33", "10.0.0.0/8/1", "fd00::/129", "example.com", "1.2.3", "99"]) {
      expect(typeof parseTrustedProxies(bad), bad).toBe("string");
    }
  });
});

describe("resolveClient", () => {
  it("takes the socket's peer when no proxy is trusted, whatever the headers say", () => {
    const client = resolveClient(hop("::ffff:203.0.113.9", "1.1.1.1, 2.2.2.2", "https"), setting(undefined));
    expect(client).toEqual({ address: "203.0.113.9", https: false });
  });

  it("with hops, takes the entry that many places left of the socket; forged entries further left are ignored", () => {
    const proxies = setting("1");
    expect(resolveClient(hop("10.0.0.2", "6.6.6.6, 203.0.113.9"), proxies).address).toBe("203.0.113.9");
    expect(resolveClient(hop("10.0.0.2", "203.0.113.9"), proxies).address).toBe("203.0.113.9");
    expect(resolveClient(hop("10.0.0.3", "6.6.6.6, 203.0.113.9, 10.0.0.2"), setting("2")).address).toBe(
      "203.0.113.9",
    );
    // A chain shorter than claimed: the left-most entry.
    expect(resolveClient(hop("10.0.0.2"), setting("3")).address).toBe("10.0.0.2");
  });

  it("with hops, believes a peer only on a private address: a client reaching the instance directly is its own address", () => {
    const proxies = setting("1");
    // The internet connecting straight to the instance, claiming to be someone else.
    expect(resolveClient(hop("203.0.113.9", "198.51.100.7"), proxies)).toEqual({
      address: "203.0.113.9",
      https: false,
    });
    expect(resolveClient(hop("::ffff:203.0.113.9", "1.1.1.1", "https"), proxies)).toEqual({
      address: "203.0.113.9",
      https: false,
    });
    expect(resolveClient(hop("2001:db8::7", "198.51.100.7"), proxies).address).toBe("2001:db8::7");
    // A load balancer on each kind of private address is believed.
    for (const peer of [
      "10.0.0.2",
      "172.31.255.1",
      "192.168.1.1",
      "127.0.0.1",
      "::ffff:127.0.0.1",
      "::1",
      "100.64.0.1",
      "169.254.1.1",
      "fd12:3456::1",
      "fe80::1",
      "::ffff:a00:2",
    ]) {
      expect(resolveClient(hop(peer, "198.51.100.7"), proxies).address, peer).toBe("198.51.100.7");
    }
  });

  it("with hops, believes each counted hop only on a private address; the first that is not is the client", () => {
    const proxies = setting("2");
    // A client that reached the private load balancer directly, past the edge: its address, as the load
    // balancer appended it, not what it wrote further left.
    expect(resolveClient(hop("10.0.0.3", "6.6.6.6, 203.0.113.9"), proxies).address).toBe("203.0.113.9");
    // Both hops private: the entry two places left of the socket.
    expect(resolveClient(hop("10.0.0.3", "6.6.6.6, 203.0.113.9, 10.0.0.2"), proxies).address).toBe(
      "203.0.113.9",
    );
    // An entry that is not an address is no proxy either.
    expect(resolveClient(hop("10.0.0.3", "6.6.6.6, not-an-address"), proxies).address).toBe("not-an-address");
  });

  it("with ranges, takes the right-most hop that is not a trusted proxy", () => {
    const proxies = setting("10.0.0.0/8, 127.0.0.1");
    expect(resolveClient(hop("127.0.0.1", "6.6.6.6, 203.0.113.9, 10.1.2.3"), proxies).address).toBe(
      "203.0.113.9",
    );
    // The peer is not a trusted proxy: its X-Forwarded-For is its own word.
    expect(resolveClient(hop("198.51.100.1", "203.0.113.9"), proxies).address).toBe("198.51.100.1");
    // Every hop trusted: the left-most.
    expect(resolveClient(hop("127.0.0.1", "10.0.0.9"), proxies).address).toBe("10.0.0.9");
  });

  it("believes X-Forwarded-Proto only from a trusted proxy: its first value, any case", () => {
    expect(resolveClient(hop("10.0.0.2", "203.0.113.9", "HTTPS, http"), setting("1")).https).toBe(true);
    expect(resolveClient(hop("10.0.0.2", "203.0.113.9", "http, https"), setting("1")).https).toBe(false);
    expect(resolveClient(hop("10.0.0.2", "203.0.113.9", "https"), setting(undefined)).https).toBe(false);
    expect(resolveClient({ ...hop("10.0.0.2"), encrypted: true }, setting(undefined)).https).toBe(true);
  });

  it("keeps bucket keys short whatever a proxy forwarded", () => {
    const client = resolveClient(hop("10.0.0.2", "x".repeat(10_000)), setting("1"));
    expect(client.address.length).toBeLessThanOrEqual(64);
    expect(normaliseAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
  });
});

describe("isPrivateAddress", () => {
  it("knows loopback, RFC 1918, CGNAT, link-local and unique-local addresses, and nothing public", () => {
    for (const address of [
      "10.255.0.1",
      "172.16.0.1",
      "192.168.0.1",
      "127.8.0.1",
      "100.127.255.254",
      "::1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of [
      "172.32.0.1",
      "100.128.0.1",
      "8.8.8.8",
      "2001:db8::1",
      "::ffff:8.8.8.8",
      "fec0::1",
      "unknown",
      "",
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe("describeTrustedProxies", () => {
  it("says in one line whose X-Forwarded-For is believed", () => {
    expect(describeTrustedProxies(setting(undefined))).toBe(
      "trusting no proxy: the client is the socket's peer, X-Forwarded-For is ignored",
    );
    expect(describeTrustedProxies(setting("1"))).toBe(
      "trusting X-Forwarded-For from 1 hop(s) on private addresses (loopback, RFC 1918, 100.64/10, link-local, fc00::/7); from any other peer the client is the socket's peer",
    );
    expect(describeTrustedProxies(setting("10.0.0.0/8,  fd00::/8"))).toBe(
      "trusting X-Forwarded-For from 10.0.0.0/8, fd00::/8",
    );
    for (const text of [undefined, "2", "10.0.0.0/8"])
      expect(describeTrustedProxies(setting(text))).not.toContain("\n");
  });
});

describe("isTrustedPeer", () => {
  it("exempts from the per-address connection cap only a peer the setting trusts", () => {
    const hops = parseTrustedProxies("1");
    const ranges = parseTrustedProxies("203.0.113.0/24");
    if (typeof hops === "string" || typeof ranges === "string") throw new Error("bad setting");
    expect(isTrustedPeer(hops, "10.0.0.7")).toBe(true);
    expect(isTrustedPeer(hops, "::ffff:10.0.0.7")).toBe(true);
    expect(isTrustedPeer(hops, "198.51.100.7")).toBe(false);
    expect(isTrustedPeer(ranges, "203.0.113.9")).toBe(true);
    expect(isTrustedPeer(ranges, "10.0.0.7")).toBe(false);
    expect(isTrustedPeer(NO_TRUSTED_PROXIES, "127.0.0.1")).toBe(false);
  });
});
