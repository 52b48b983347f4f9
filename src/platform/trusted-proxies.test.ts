import { describe, expect, it } from "vitest";
import {
  type Hop,
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
