import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressKey, legacyKeyPatterns, sameMailbox } from "./address-key";

/** What the limits counted by before Gmail spellings were folded: case, NFC and +tags only. */
function previousKey(address: string): string {
  const normalized = address.trim().normalize("NFC").toLowerCase();
  const at = normalized.lastIndexOf("@");
  if (at < 0) return normalized;
  const local = normalized.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}${normalized.slice(at)}`;
}

/** A LIKE pattern with only `%` wildcards, as legacyKeyPatterns writes them. */
function like(pattern: string, value: string): boolean {
  const source = pattern
    .split("%")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`, "s").test(value);
}

describe("addressKey", () => {
  it("gives every spelling of one Gmail mailbox one key: dots, case, +tags and googlemail.com", () => {
    const spellings = [
      "ana.lopez@gmail.com",
      "analopez@gmail.com",
      "a.n.a.l.o.p.e.z@gmail.com",
      "Ana.Lopez@GMAIL.com",
      " analopez+promo@gmail.com ",
      "ana.lopez+x.y@googlemail.com",
      "AnaLopez@GoogleMail.com",
      "a.nalopez+@gmail.com",
    ];
    expect(new Set(spellings.map(addressKey))).toEqual(new Set(["analopez@gmail.com"]));
  });

  it("drops a +tag at any domain, and keeps dots where they name another mailbox", () => {
    expect(addressKey("Ana+work@Example.com")).toBe("ana@example.com");
    expect(addressKey("ana.lopez@example.com")).toBe("ana.lopez@example.com");
    expect(addressKey("ana.lopez@outlook.com")).not.toBe(addressKey("analopez@outlook.com"));
    // Not Gmail, though the name contains it.
    expect(addressKey("a.na@notgmail.com")).toBe("a.na@notgmail.com");
    expect(addressKey("a.na@gmail.com.evil.example")).toBe("a.na@gmail.com.evil.example");
  });

  it("is idempotent, and folds a key stored by the previous version into today's", () => {
    const local = fc.stringMatching(/^[A-Za-z0-9.+_-]{1,12}$/);
    const domain = fc.constantFrom("gmail.com", "GoogleMail.com", "example.com", "Outlook.COM");
    fc.assert(
      fc.property(local, domain, (name, host) => {
        const address = `${name}@${host}`;
        const key = addressKey(address);
        expect(addressKey(key)).toBe(key);
        expect(sameMailbox(previousKey(address), key)).toBe(true);
      }),
    );
  });
});

describe("legacyKeyPatterns", () => {
  it("match the previous version's keys of a Gmail mailbox and never a key in today's form", () => {
    const patterns = legacyKeyPatterns("analopez@gmail.com");
    const matches = (storedKey: string) => patterns.some((pattern) => like(pattern, storedKey));
    for (const old of ["ana.lopez@gmail.com", "analopez@googlemail.com", "a.na.lopez@googlemail.com"]) {
      expect(matches(old), old).toBe(true);
      expect(sameMailbox(old, "analopez@gmail.com"), old).toBe(true);
    }
    expect(matches("analopez@gmail.com")).toBe(false);
    expect(matches("someone@gmail.com")).toBe(false);
    expect(legacyKeyPatterns("ana@example.com")).toEqual([]);
  });
});
