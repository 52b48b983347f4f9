import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadContentStore } from "./content-store";
import { writeTestContent } from "./test-content";

let content: Awaited<ReturnType<typeof writeTestContent>>;
beforeEach(async () => {
  content = await writeTestContent();
});
afterEach(async () => {
  await content.cleanup();
});

const SPRING = "2027-03-01T09:00:00Z";
const emailOf = (documents: readonly { type: string; lang: string; data: Record<string, unknown> }[]) =>
  documents.find((document) => document.type === "settings" && document.lang === "en-us")?.data.company_email;

describe("scheduled releases in the embedded content service", () => {
  it("keeps a release apart until its date, then makes its documents part of master", async () => {
    const before = await loadContentStore(content.root, new Date(Date.parse(SPRING) - 1000));
    expect(emailOf(before.master)).toBe("hello@lumbre.studio");
    expect(before.releases.map((release) => release.id).sort()).toEqual(["launch", "spring"]);

    const after = await loadContentStore(content.root, new Date(SPRING));
    expect(emailOf(after.master)).toBe("spring@lumbre.studio");
    // The Spanish document the release did not change stays as it was.
    expect(after.master.find((d) => d.type === "settings" && d.lang === "es-ar")?.data.company_email).toBe(
      "hola@lumbre.studio",
    );
    expect(after.releases.map((release) => release.id)).toEqual(["launch"]);
    // Its date is still known, for the server that publishes releases at their time.
    expect(after.scheduledTimes).toEqual([Date.parse(SPRING)]);
    // A new master ref: every client (and the poll) sees that the content changed, and old release refs expire.
    expect(after.masterRef).not.toBe(before.masterRef);
    expect(after.releases[0]?.ref.endsWith(`~${after.masterRef}`)).toBe(true);
  });

  it("lays due releases over master in the order of their dates", async () => {
    await writeFile(
      join(content.root, "releases/launch/release.json"),
      JSON.stringify({ label: "Launch", scheduledAt: "2027-03-02T09:00:00+0000" }),
    );
    const store = await loadContentStore(content.root, new Date("2027-04-01T00:00:00Z"));
    expect(emailOf(store.master)).toBe("launch@lumbre.studio");
    expect(store.releases).toEqual([]);
    // The running experiment's variation B was the launch release: it reads master now.
    expect(store.experiments.running[0]?.variations.map((variation) => variation.ref)).toEqual([
      store.masterRef,
      store.masterRef,
    ]);
  });

  it("refuses a release date it cannot read, naming the file", async () => {
    await writeFile(
      join(content.root, "releases/spring/release.json"),
      JSON.stringify({ label: "Spring", scheduledAt: "next Tuesday" }),
    );
    await expect(loadContentStore(content.root)).rejects.toThrow(
      "content/releases/spring/release.json: scheduledAt",
    );
  });
});
