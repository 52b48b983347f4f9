/**
 * The models step of content:push (issue 31): brings the repository's custom types in line with the
 * ones `npm run content:types` generates (`customTypes` in src/content/model/prismic-types.ts, reused
 * here, not rebuilt), through Prismic's own Custom Types API client. It reads what the repository has
 * first, inserts the missing types and updates only the ones that differ, so a second run writes
 * nothing. Types in the repository but not in the model are left alone: deleting a model Prismic may
 * hold documents for is an editor's decision, not a push's.
 */
import { PrismicError as ClientPrismicError, type CustomTypeModel } from "@prismicio/client";
import { type CustomTypesClient, PrismicError } from "@prismicio/custom-types-client";
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
 * it returns, and those must not make every type look changed on every run.
 */
function differs(wanted: PrismicCustomType, stored: CustomTypeModel): boolean {
  const storedRecord = stored as unknown as Readonly<Record<string, unknown>>;
  return Object.entries(wanted).some(([key, value]) => canonical(value) !== canonical(storedRecord[key]));
}

export async function pushCustomTypes(options: PushCustomTypesOptions): Promise<PushCustomTypesSummary> {
  const { client, types, dryRun, log } = options;
  const stored = await client.getAllCustomTypes();
  // An update cannot turn a repeatable type single: nothing is written while one differs so.
  const mismatched = repeatabilityProblems(stored, types);
  if (mismatched.length > 0) throw new RepositoryMismatchError(mismatched);
  const existing = new Map(stored.map((type) => [type.id, type]));
  const inserted: string[] = [];
  const updated: string[] = [];
  const unchanged: string[] = [];
  const verb = dryRun ? "would " : "";
  for (const type of types) {
    // The generated type is readonly and `status: true`; Prismic's CustomTypeModel is the same shape
    // with looser field types, so the cast only widens.
    const model = type as unknown as CustomTypeModel;
    const stored = existing.get(type.id);
    if (stored === undefined) {
      if (!dryRun) await client.insertCustomType(model);
      inserted.push(type.id);
      log(`custom types: ${verb}insert ${type.id}`);
    } else if (differs(type, stored)) {
      if (!dryRun) await client.updateCustomType(model);
      updated.push(type.id);
      log(`custom types: ${verb}update ${type.id}`);
    } else {
      unchanged.push(type.id);
    }
  }
  log(
    dryRun
      ? `custom types: ${inserted.length} to insert, ${updated.length} to update, ${unchanged.length} unchanged (dry run: nothing written)`
      : `custom types: ${inserted.length} inserted, ${updated.length} updated, ${unchanged.length} unchanged`,
  );
  return { inserted, updated, unchanged };
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
