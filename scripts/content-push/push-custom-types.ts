/**
 * The models steps of content:push (issue 31): bring the repository's shared slices and custom types in
 * line with the ones `npm run content:types` generates (`sharedSlices` in
 * src/content/model/prismic-slices.ts and `customTypes` in src/content/model/prismic-types.ts, reused
 * here, not rebuilt), through Prismic's own Custom Types API client. The slices go first, so every slice
 * a page type's zone offers is in the repository before the type. Each step reads what the repository
 * has first, inserts the missing models and updates only the ones that differ, so a second run writes
 * nothing. Models in the repository but not in the site's are left alone: deleting a model Prismic may
 * hold documents for is an editor's decision, not a push's.
 */
import {
  PrismicError as ClientPrismicError,
  type CustomTypeModel,
  type SharedSliceModel,
} from "@prismicio/client";
import { type CustomTypesClient, PrismicError } from "@prismicio/custom-types-client";
import type { PrismicSharedSlice } from "../../src/content/model/prismic-slices";
import type { PrismicCustomType } from "../../src/content/model/prismic-types";
import { RepositoryMismatchError, repeatabilityProblems } from "./repository-checks";

export interface PushCustomTypesSummary {
  readonly inserted: readonly string[];
  readonly updated: readonly string[];
  readonly unchanged: readonly string[];
}

export interface PushCustomTypesOptions {
  readonly client: CustomTypesClient;
  readonly types: readonly PrismicCustomType[];
  readonly dryRun: boolean;
  readonly log: (line: string) => void;
}

/** Key order does not matter to Prismic, so two models are compared as sorted JSON. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === "object" && inner !== null && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * Only the fields the model sets are compared: Prismic may add its own (a hash, timestamps) to what
 * it returns, and those must not make every model look changed on every run.
 */
function differs(wanted: object, stored: object): boolean {
  const storedRecord = stored as Readonly<Record<string, unknown>>;
  return Object.entries(wanted).some(([key, value]) => canonical(value) !== canonical(storedRecord[key]));
}

/** One kind of model brought in line: what the repository has, what the site wants, how to write one. */
interface ModelsStep<Model extends { readonly id: string }> {
  /** "custom types", "shared slices": how the step's lines name them. */
  readonly kind: string;
  readonly stored: readonly { readonly id: string }[];
  readonly wanted: readonly Model[];
  readonly insert: (model: Model) => Promise<unknown>;
  readonly update: (model: Model) => Promise<unknown>;
  readonly dryRun: boolean;
  readonly log: (line: string) => void;
}

async function pushModels<Model extends { readonly id: string }>(
  step: ModelsStep<Model>,
): Promise<PushCustomTypesSummary> {
  const { kind, dryRun, log } = step;
  const existing = new Map(step.stored.map((model) => [model.id, model]));
  const inserted: string[] = [];
  const updated: string[] = [];
  const unchanged: string[] = [];
  const verb = dryRun ? "would " : "";
  for (const model of step.wanted) {
    const stored = existing.get(model.id);
    if (stored === undefined) {
      if (!dryRun) await step.insert(model);
      inserted.push(model.id);
      log(`${kind}: ${verb}insert ${model.id}`);
    } else if (differs(model, stored)) {
      if (!dryRun) await step.update(model);
      updated.push(model.id);
      log(`${kind}: ${verb}update ${model.id}`);
    } else {
      unchanged.push(model.id);
    }
  }
  log(
    dryRun
      ? `${kind}: ${inserted.length} to insert, ${updated.length} to update, ${unchanged.length} unchanged (dry run: nothing written)`
      : `${kind}: ${inserted.length} inserted, ${updated.length} updated, ${unchanged.length} unchanged`,
  );
  return { inserted, updated, unchanged };
}

export async function pushCustomTypes(options: PushCustomTypesOptions): Promise<PushCustomTypesSummary> {
  const { client, types, dryRun, log } = options;
  const stored = await client.getAllCustomTypes();
  // An update cannot turn a repeatable type single: nothing is written while one differs so.
  const mismatched = repeatabilityProblems(stored, types);
  if (mismatched.length > 0) throw new RepositoryMismatchError(mismatched);
  // The generated type is readonly and `status: true`; Prismic's CustomTypeModel is the same shape
  // with looser field types, so the casts only widen.
  return pushModels({
    kind: "custom types",
    stored,
    wanted: types,
    insert: (type) => client.insertCustomType(type as unknown as CustomTypeModel),
    update: (type) => client.updateCustomType(type as unknown as CustomTypeModel),
    dryRun,
    log,
  });
}

export interface PushSharedSlicesOptions {
  readonly client: CustomTypesClient;
  readonly slices: readonly PrismicSharedSlice[];
  readonly dryRun: boolean;
  readonly log: (line: string) => void;
}

/** The slice library's models into the repository, before the page types whose zones offer them. */
export async function pushSharedSlices(options: PushSharedSlicesOptions): Promise<PushCustomTypesSummary> {
  const { client, slices, dryRun, log } = options;
  // The generated slice is readonly; Prismic's SharedSliceModel is the same shape with looser field
  // types, so the casts only widen.
  return pushModels({
    kind: "shared slices",
    stored: await client.getAllSharedSlices(),
    wanted: slices,
    insert: (slice) => client.insertSharedSlice(slice as unknown as SharedSliceModel),
    update: (slice) => client.updateSharedSlice(slice as unknown as SharedSliceModel),
    dryRun,
    log,
  });
}

/** Prismic's own words (the response body) beside what the step was doing. */
export function describePushError(error: unknown): string {
  if (error instanceof PrismicError || error instanceof ClientPrismicError) {
    const response: unknown = error.response;
    const detail =
      typeof response === "string" && response.length > 0
        ? response
        : typeof response === "object" && response !== null && "message" in response && response.message
          ? String(response.message)
          : typeof response === "object" && response !== null && "error" in response && response.error
            ? String(response.error)
            : error.message;
    return `Prismic refused ${error.url ? `${error.url} ` : ""}(${error.constructor.name}): ${detail}`;
  }
  if (!(error instanceof Error)) return String(error);
  // fetch's own failures ("fetch failed") say why only in their cause.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
