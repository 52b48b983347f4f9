import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../client";
import { customTypes } from "../model/prismic-types";
import { singleTypes } from "../model/types";

/**
 * Which types the site reads as singles is taken from the site's own reads, not from a list kept for the
 * test: every query of queries.ts runs against a content client that answers nothing and notes what it was
 * asked. A type read with `getSingle` must be a single type (one document per language, no uid), or an
 * editor's duplicate on hosted Prismic would be read in place of the page.
 */
const asked = vi.hoisted(() => ({ single: new Set<string>(), byUid: new Set<string>() }));

vi.mock("../source", () => {
  const nothing = { page: 1, results_per_page: 0, results_size: 0, total_results_size: 0, total_pages: 0 };
  const client: Partial<ContentClient> = {
    getSingle: async (type) => {
      asked.single.add(type);
      return undefined;
    },
    getByUID: async (type) => {
      asked.byUid.add(type);
      return undefined;
    },
    getAllByType: async () => [],
    query: async () => ({ ...nothing, next_page: null, prev_page: null, results: [] }),
    queryFirst: async () => undefined,
    getByID: async () => undefined,
    getApi: async () => ({ experiments: { draft: [], running: [] } }) as never,
  };
  return { contentClient: client };
});

/**
 * Each query, given "en" for every argument: it is a locale and could be a uid, so a query of (locale) and
 * one of (uid, locale) both read in a real language. One that fails after reading has still been noted.
 */
async function runEveryQuery(): Promise<void> {
  const queries: Record<string, unknown> = await import("../queries");
  const calls = Object.values(queries).filter((value) => typeof value === "function");
  expect(calls.length).toBeGreaterThan(10);
  // The footer's settings read logs its failure to read; here nothing answers, so it would say so each time.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  for (const call of calls as ((...args: unknown[]) => unknown)[]) {
    try {
      await call("en", "en");
    } catch {
      // Nothing answered: a page without its document is the query's own business, not this test's.
    }
  }
  vi.restoreAllMocks();
}

describe("the types the site reads with getSingle", () => {
  it("are single types: not repeatable, no UID field, in the model and in customtypes/", async () => {
    await runEveryQuery();
    expect(asked.single.size).toBeGreaterThan(0);
    const generated = new Map(customTypes().map((type) => [type.id, type]));
    for (const type of asked.single) {
      const file = JSON.parse(
        await readFile(join(import.meta.dirname, "../../../customtypes", type, "index.json"), "utf8"),
      ) as { repeatable: boolean; json: { Main: Record<string, { type: string }> } };
      for (const model of [generated.get(type), file]) {
        expect(model?.repeatable, `${type} is repeatable`).toBe(false);
        expect(
          Object.values(model?.json.Main ?? {}).some((field) => field.type === "UID"),
          `${type} has a UID field`,
        ).toBe(false);
      }
    }
    // The model's single types are what the site reads that way, no more (a single nothing reads is a
    // type an editor fills for nothing), and none of them is looked up by uid.
    expect([...asked.single].sort()).toEqual([...singleTypes].sort());
    expect([...asked.byUid].filter((type) => asked.single.has(type))).toEqual([]);
  });
});
