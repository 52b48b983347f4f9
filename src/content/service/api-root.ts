import "server-only";
import { type Access, listsRelease } from "./access";
import type { ContentStore } from "./content-store";
import { LANGUAGES } from "./content-store";

const SEARCH_FIELDS = [
  ["ref", "String", false],
  ["q", "String", true],
  ["lang", "String", false],
  ["page", "Integer", false, "1"],
  ["pageSize", "Integer", false, "20"],
  ["after", "String", false],
  ["fetch", "String", false],
  ["fetchLinks", "String", false],
  ["graphQuery", "String", false],
  ["orderings", "String", false],
  ["referer", "String", false],
] as const;

type Field = { type: string; multiple: boolean; default?: string };

/**
 * GET /api/v2, the API root: refs, forms with every field declared, experiments, languages. The refs are
 * those the caller may read: a visitor sees the master (and their preview's release), as hosted Prismic
 * shows releases only to token holders. Running experiments are listed to everyone, as Prismic does.
 */
export function apiRoot(store: ContentStore, origin: string, params: URLSearchParams, access: Access) {
  const fields: Record<string, Field> = Object.fromEntries(
    SEARCH_FIELDS.map(([name, type, multiple, value]) => [
      name,
      { type, multiple, ...(value ? { default: value } : {}) },
    ]),
  );
  // v3 clients copy form defaults into every search: that is how a token and routes reach /documents/search.
  // Only a valid token is echoed: a wrong one would only be carried into every search for nothing.
  const accessToken = access.kind === "token" ? access.token : undefined;
  if (accessToken) fields.access_token = { type: "String", multiple: false, default: accessToken };
  const routes = params.get("routes");
  if (routes) fields.routes = { type: "String", multiple: false, default: routes };

  const tags = [...new Set(store.master.flatMap((document) => document.tags))].sort();
  return {
    refs: [
      { id: "master", ref: store.masterRef, label: "Master", isMasterRef: true },
      ...store.releases
        .filter((release) => listsRelease(access, release.id))
        .map((release) => ({
          id: release.id,
          ref: release.ref,
          label: release.label,
          isMasterRef: false,
          ...(release.scheduledAt ? { scheduledAt: release.scheduledAt } : {}),
        })),
    ],
    integrationFieldsRef: null,
    bookmarks: store.bookmarks,
    types: store.types,
    languages: LANGUAGES,
    tags,
    forms: {
      everything: {
        method: "GET",
        enctype: "application/x-www-form-urlencoded",
        action: `${origin}/api/v2/documents/search`,
        fields,
      },
      tags: {
        method: "GET",
        enctype: "application/x-www-form-urlencoded",
        action: `${origin}/api/v2/tags`,
        fields: accessToken ? { access_token: fields.access_token } : {},
      },
    },
    experiments: {
      draft: store.experiments.draft.map(publicExperiment),
      running: store.experiments.running.map(publicExperiment),
    },
    oauth_initiate: `${origin}/auth`,
    oauth_token: `${origin}/auth/token`,
    version: store.masterRef.slice(0, 7),
    license: "All Rights Reserved",
  };
}

function publicExperiment(experiment: ContentStore["experiments"]["running"][number]) {
  return {
    id: experiment.id,
    googleId: experiment.googleId,
    name: experiment.name,
    variations: experiment.variations,
  };
}
