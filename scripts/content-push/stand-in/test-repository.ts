import type { PrismicStandInOptions } from "./prismic-stand-in";

/** The stand-in tests' repository: its name and the tokens of its four APIs. */
export const testRepository = {
  repositoryName: "lumbre-test",
  writeToken: "write-token",
  customTypesToken: "custom-types-token",
  accessToken: "access-token",
} satisfies PrismicStandInOptions;

/** A custom type of the smallest kind the tests write documents of: a uid and a title. */
export const noteType = {
  id: "note",
  label: "Note",
  repeatable: true,
  status: true,
  json: { Main: { uid: { type: "UID" }, title: { type: "Text" } } },
};
