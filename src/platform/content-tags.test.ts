import { describe, expect, it } from "vitest";
import { editTags, membershipTags, searchReadTags } from "./content-tags";

const service = { id: "svc", type: "service", uid: "ux-audits", data: { title: "UX audits", rank: 2 } };

describe("what a search read and what a publish changed, in the same words", () => {
  it("names the documents a lookup found, and nothing it did not list", () => {
    expect(
      searchReadTags({ q: '[[at(my.service.uid,"ux-audits")]]', orderings: undefined, documents: [service] }),
    ).toEqual(["svc", "doc:service"]);
  });

  it("names a found document's translations: its page names their paths, which a webhook for one changes", () => {
    const english = { ...service, alternate_languages: [{ id: "svc-es", type: "service", lang: "es-ar" }] };
    const tags = searchReadTags({
      q: '[[at(my.service.uid,"ux-audits")]]',
      orderings: undefined,
      documents: [english],
    });
    // Prismic's webhook after the Spanish uid changed names the Spanish document alone.
    expect(tags).toEqual(["svc", "doc:service", "svc-es"]);
  });

  it("names a list's type and the fields it is filtered and sorted by", () => {
    const tags = searchReadTags({
      q: '[[at(document.type,"insight")][at(my.insight.category,"data")]]',
      orderings: "[my.insight.date desc,document.first_publication_date]",
      documents: [{ id: "a1", type: "insight" }],
    });
    expect(tags.sort()).toEqual([
      "a1",
      "doc:insight",
      "field:insight.category",
      "field:insight.date",
      "field:insight.document.first_publication_date",
      "type:insight",
    ]);
  });

  it("meets a bounded list when a field it sorts by changes, and not when another field does", () => {
    const list = searchReadTags({
      q: '[[at(document.type,"service")]]',
      orderings: "[my.service.rank]",
      documents: [{ id: "first", type: "service" }],
    });
    const reordered = editTags(service, { ...service, data: { ...service.data, rank: 1 } });
    const retitled = editTags(service, { ...service, data: { ...service.data, title: "UX reviews" } });
    expect(reordered.some((tag) => list.includes(tag))).toBe(true);
    expect(retitled.some((tag) => list.includes(tag) && tag !== "doc:service")).toBe(false);
  });

  it("counts a document added or removed against every listing of its type", () => {
    expect(membershipTags(service)).toEqual(["svc", "type:service", "doc:service"]);
  });
});
