/**
 * A loopback stand-in for Prismic's Custom Types API (https://customtypes.prismic.io), so the push can be
 * proven without the internet. It answers what `@prismicio/custom-types-client` 2.1.0 sends
 * (node_modules/@prismicio/custom-types-client/src/client.ts): every request carries the headers
 * `repository: <name>` and `Authorization: Bearer <token>` (client.ts#fetch), reads are GETs of
 * `/customtypes` and `/customtypes/:id`, writes are POSTs of the whole model as JSON to
 * `/customtypes/insert` and `/customtypes/update`, deletion a DELETE of `/customtypes/:id`
 * (client.ts#removeCustomType). Shared slices have the same five under `/slices` (getAllSharedSlices,
 * getSharedSliceByID, insertSharedSlice, updateSharedSlice, removeSharedSlice). Status codes are the ones
 * that client maps (and Prismic's Custom Types API docs list): 200 with JSON for reads, 201 on insert, 204
 * on update and deletion, 400 text for a malformed model, 401 text for a repository the token does not
 * open, 403 JSON `{ message }` for a missing or wrong token, 404 for an unknown id on a read or a
 * deletion, 409 when inserting an id that exists, and 422 when updating one that does not (Prismic's
 * documented code; the client maps 404 and 422 both to NotFoundError). Models live in memory, per
 * stand-in.
 *
 * A type keeps the repeatability it was created with, as in Prismic, where a repeatable type cannot be
 * made single (or the reverse) in place: an update that changes `repeatable` is refused (400), and so is
 * deleting a type while documents of it are in the repository (archive and delete them first). Prismic's
 * status and words for these two refusals are not documented; these are the stand-in's own, and
 * content:push never meets them, as it checks both before it writes.
 *
 * A custom type whose slice zone names a shared slice the repository lacks is taken, and so is the
 * deletion of a slice a zone names: Prismic's references do not say that it refuses either, so the
 * stand-in does not invent a refusal. The Migration API stand-in is where a missing slice is refused: a
 * document cannot hold a slice that has no model.
 *
 * What it does not prove: Prismic's full model validation (it checks only the shapes below) and bulk
 * updates.
 */
import { isRecord, type Route, type RouteContext, readJson, send } from "./http";
import type { StoredCustomType, StoredSharedSlice, StoredSliceVariation } from "./models";

export interface CustomTypesRouteOptions {
  readonly repositoryName: string;
  readonly token: string;
  /** The models received, by id (live: the Migration API stand-in checks documents against them). */
  readonly customTypes: Map<string, StoredCustomType>;
  /** The shared slices received, by id (live: documents' slices are checked against them). */
  readonly sharedSlices: Map<string, StoredSharedSlice>;
  /** The repository's documents: a type is not deleted while it has any. */
  readonly documents: ReadonlyMap<string, { readonly type: string }>;
}

/** API ids as Prismic's type builder forms them: lowercase letters, digits, _ and -; the stand-in refuses others. */
const ID_PATTERN = /^[a-z0-9_-]+$/;

/** Returns the reason a body is not a custom type model, or the model. */
export function parseCustomType(body: unknown): StoredCustomType | string {
  if (!isRecord(body)) return "The body must be a JSON object.";
  const { id, label, repeatable, status, format, json } = body;
  if (typeof id !== "string" || !ID_PATTERN.test(id))
    return "Invalid id: lowercase letters, digits, _ and - only.";
  if (typeof label !== "string" || label.length === 0) return `Invalid label for custom type ${id}.`;
  if (typeof repeatable !== "boolean") return `repeatable must be a boolean in custom type ${id}.`;
  if (typeof status !== "boolean") return `status must be a boolean in custom type ${id}.`;
  if (format !== undefined && format !== "custom" && format !== "page")
    return `format must be "custom" or "page" in custom type ${id}.`;
  if (!isRecord(json)) return `json must be an object of tabs in custom type ${id}.`;
  const tabs: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [tab, fields] of Object.entries(json)) {
    if (!isRecord(fields)) return `Tab ${tab} of custom type ${id} must be an object of fields.`;
    for (const [name, field] of Object.entries(fields)) {
      if (!isRecord(field) || typeof field.type !== "string")
        return `Field ${tab}.${name} of custom type ${id} has no type.`;
    }
    tabs[tab] = fields;
  }
  return { id, label, repeatable, status, ...(format === undefined ? {} : { format }), json: tabs };
}

/** Variation ids as Slice Machine forms them: camelCase (`default`, `withImage`), so capitals are allowed. */
const VARIATION_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

function fieldsProblem(fields: unknown, where: string): string | undefined {
  if (fields === undefined) return undefined;
  if (!isRecord(fields)) return `${where} must be an object of fields.`;
  for (const [name, field] of Object.entries(fields)) {
    if (!isRecord(field) || typeof field.type !== "string") return `Field ${where}.${name} has no type.`;
  }
  return undefined;
}

/** Returns the reason a body is not a shared slice model, or the model. */
export function parseSharedSlice(body: unknown): StoredSharedSlice | string {
  if (!isRecord(body)) return "The body must be a JSON object.";
  const { id, type, name, description, variations } = body;
  if (typeof id !== "string" || !ID_PATTERN.test(id))
    return "Invalid id: lowercase letters, digits, _ and - only.";
  if (type !== "SharedSlice") return `type must be "SharedSlice" in shared slice ${id}.`;
  if (typeof name !== "string" || name.length === 0) return `Invalid name for shared slice ${id}.`;
  if (description !== undefined && typeof description !== "string")
    return `description must be a string in shared slice ${id}.`;
  if (!Array.isArray(variations) || variations.length === 0)
    return `Shared slice ${id} needs at least one variation.`;
  const seen = new Set<string>();
  const parsed: StoredSliceVariation[] = [];
  for (const [index, variation] of variations.entries()) {
    const where = `variation ${index} of shared slice ${id}`;
    if (!isRecord(variation)) return `The ${where} must be an object.`;
    const { id: variationId, name: variationName, version, primary, items } = variation;
    if (typeof variationId !== "string" || !VARIATION_ID_PATTERN.test(variationId))
      return `Invalid id for the ${where}: letters, digits, _ and - only.`;
    if (seen.has(variationId)) return `Shared slice ${id} has two variations ${variationId}.`;
    seen.add(variationId);
    if (typeof variationName !== "string" || variationName.length === 0)
      return `Invalid name for variation ${variationId} of shared slice ${id}.`;
    if (typeof version !== "string")
      return `version must be a string in variation ${variationId} of shared slice ${id}.`;
    const problem =
      fieldsProblem(primary, `${id}.${variationId}.primary`) ??
      fieldsProblem(items, `${id}.${variationId}.items`);
    if (problem !== undefined) return problem;
    // Kept as sent, its fields checked above: what a read gives back is what was written.
    parsed.push({ ...variation, id: variationId, name: variationName, version } as StoredSliceVariation);
  }
  return {
    id,
    type,
    name,
    ...(description === undefined ? {} : { description }),
    variations: parsed,
  };
}

/** One kind of model the API keeps: where it lives, how it is named, and what it refuses beyond its shape. */
interface ModelKind<Model extends { readonly id: string }> {
  readonly prefix: "/customtypes" | "/slices";
  /** "Custom type", "Shared slice": how its messages name one. */
  readonly noun: string;
  readonly models: Map<string, Model>;
  readonly parse: (body: unknown) => Model | string;
  /** Why `model` may not replace `stored`, if it may not. */
  readonly refuseUpdate?: (stored: Model, model: Model) => string | undefined;
  /** Why the model of this id may not be deleted, if it may not. */
  readonly refuseDelete?: (id: string) => string | undefined;
}

/** Answers the five requests of one kind, or returns undefined for a path that is not that kind's. */
async function answerModels<Model extends { readonly id: string }>(
  kind: ModelKind<Model>,
  { request, response, method, path }: RouteContext,
): Promise<boolean | undefined> {
  const { prefix, noun, models } = kind;
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return undefined;
  if (method === "GET" && path === prefix) return send(response, 200, [...models.values()]);
  const one = new RegExp(`^${prefix}/([^/]+)$`).exec(path);
  const id = one?.[1] === undefined ? undefined : decodeURIComponent(one[1]);
  if (method === "GET" && id !== undefined && id !== "insert" && id !== "update") {
    const found = models.get(id);
    return found === undefined ? send(response, 404, "Not Found") : send(response, 200, found);
  }
  if (method === "DELETE" && id !== undefined) {
    if (!models.has(id)) return send(response, 404, "Not Found");
    const refusal = kind.refuseDelete?.(id);
    if (refusal !== undefined) return send(response, 400, refusal);
    models.delete(id);
    return send(response, 204);
  }
  if (method === "POST" && (path === `${prefix}/insert` || path === `${prefix}/update`)) {
    const body = await readJson(request);
    if (body === undefined) return send(response, 400, "Invalid JSON body.");
    const model = kind.parse(body);
    if (typeof model === "string") return send(response, 400, model);
    const stored = models.get(model.id);
    if (path === `${prefix}/insert`) {
      if (stored !== undefined) return send(response, 409, `${noun} ${model.id} already exists.`);
      models.set(model.id, model);
      return send(response, 201);
    }
    if (stored === undefined) return send(response, 422, `${noun} ${model.id} does not exist.`);
    const refusal = kind.refuseUpdate?.(stored, model);
    if (refusal !== undefined) return send(response, 400, refusal);
    models.set(model.id, model);
    return send(response, 204);
  }
  return send(response, 404, "Not Found");
}

/**
 * GET /customtypes, GET /customtypes/:id, POST /customtypes/insert and /customtypes/update, DELETE
 * /customtypes/:id, and the same five under /slices.
 */
export function customTypesRoute(options: CustomTypesRouteOptions): Route {
  const customTypes: ModelKind<StoredCustomType> = {
    prefix: "/customtypes",
    noun: "Custom type",
    models: options.customTypes,
    parse: parseCustomType,
    refuseUpdate: (stored, model) =>
      stored.repeatable === model.repeatable
        ? undefined
        : `Custom type ${model.id} is ${stored.repeatable ? "repeatable" : "single"}: a type's repeatability cannot be changed.`,
    refuseDelete: (id) => {
      const left = [...options.documents.values()].filter((document) => document.type === id).length;
      return left === 0
        ? undefined
        : `Custom type ${id} still has ${left} document(s): archive and delete them before the type.`;
    },
  };
  const sharedSlices: ModelKind<StoredSharedSlice> = {
    prefix: "/slices",
    noun: "Shared slice",
    models: options.sharedSlices,
    parse: parseSharedSlice,
  };
  return async (context) => {
    const { path, request, response } = context;
    const ours = [customTypes.prefix, sharedSlices.prefix].some(
      (prefix) => path === prefix || path.startsWith(`${prefix}/`),
    );
    if (!ours) return false;
    // Token first: Prismic answers 403 with a JSON message to a missing or wrong token (the client
    // reads `json.message` on a 403), and 401 to a token that does not open the named repository.
    const authorization = request.headers.authorization ?? "";
    if (authorization !== `Bearer ${options.token}`)
      return send(response, 403, { message: "[MissingTokenError] Invalid or missing access token." });
    if (request.headers.repository !== options.repositoryName)
      return send(response, 401, "Unauthorized: the token does not give access to this repository.");
    return (
      (await answerModels(customTypes, context)) ??
      (await answerModels(sharedSlices, context)) ??
      send(response, 404, "Not Found")
    );
  };
}
