import { describe, expect, it } from "vitest";
import { customTypeOf } from "../../src/content/model/prismic-types";
import { localeProblems, repeatabilityProblems } from "./repository-checks";

const site = ["en-us", "es-ar"];

describe("the repository's locales against the site's", () => {
  it("accepts en-us as master with es-ar beside it, marked or (an older root) first", () => {
    const marked = [
      { id: "es-ar", name: "Spanish - Argentina" },
      { id: "en-us", name: "English - United States", is_master: true },
    ];
    expect(localeProblems({ languages: marked }, site)).toEqual([]);
    expect(localeProblems({ languages: [{ id: "en-us" }, { id: "es-ar" }] }, site)).toEqual([]);
  });

  it("takes the first locale as master when none is marked, and names a master that is not en-us", () => {
    const problems = localeProblems({ languages: [{ id: "es-ar" }, { id: "en-us" }] }, site);
    expect(problems[0]).toMatch(/master locale is Spanish - Argentina \(es-ar\)/);
  });

  it("tells a repository without en-us to add it before setting it as master", () => {
    const problems = localeProblems({ languages: [{ id: "fr-fr", name: "French - France" }] }, site);
    expect(problems[0]).toMatch(/master locale is French - France \(fr-fr\)/);
    expect(problems[2]).toMatch(/add English - United States \(en-us\), then click "Set as master"/);
    expect(problems[3]).toMatch(/no locale Spanish - Argentina \(es-ar\)/);
  });

  it("says so of a repository with no locale at all, and of a root that lists none", () => {
    expect(localeProblems({ languages: [] }, site)[0]).toMatch(/has no locale yet/);
    expect(localeProblems({ refs: [] }, site)[0]).toMatch(/names no locales/);
  });
});

describe("the repository's custom types against the model's", () => {
  it("names a type whose repeatability differs either way, and not a new or matching one", () => {
    const wanted = [
      customTypeOf("approach", { repeatable: false }),
      customTypeOf("insight", { repeatable: true }),
      customTypeOf("culture", { repeatable: false }),
    ];
    const existing = [
      { id: "approach", repeatable: true },
      { id: "insight", repeatable: false },
      { id: "culture", repeatable: false },
    ];
    const problems = repeatabilityProblems(existing, wanted);
    expect(problems.filter((line) => /^ {2}\w+: /.test(line))).toEqual([
      "  approach: repeatable in the repository, single in the site (one document per language, no UID: an editor cannot add a second one)",
      "  insight: single in the repository, repeatable in the site",
    ]);
    expect(repeatabilityProblems([], wanted)).toEqual([]);
  });
});
