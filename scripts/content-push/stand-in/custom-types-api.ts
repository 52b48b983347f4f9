/**
 * A loopback stand-in for Prismic's Custom Types API (https://customtypes.prismic.io), so the push can be
 * proven without the internet. It answers what `@prismicio/custom-types-client` 2.1.0 sends
 * (node_modules/@prismicio/custom-types-client/src/client.ts): every request carries the headers
 * `repository: <name>` and `Authorization: Bearer <token>` (client.ts#fetch), reads are GETs of
 * `/customtypes` and `/customtypes/:id`, writes are POSTs of the whole model as JSON to
 * `/customtypes/insert` and `/customtypes/update`, deletion a DELETE of `/customtypes/:id`
 * (client.ts#removeCustomType). Status codes are the ones that client maps (and
 * Prismic's Custom Types API docs list): 200 with JSON for reads, 201 on insert, 204 on update,
 * 400 text for a malformed model, 401 text for a repository the token does not open, 403 JSON
 * `{ message }` for a missing or wrong token, 404 for an unknown id on a read, 409 when inserting an
 * id that exists, and 422 when updating one that does not (Prismic's documented code; the client
 * maps 404 and 422 both to NotFoundError). Models live in memory, per stand-in.
 *
 * A type keeps the repeatability it was created with, as in Prismic, where a repeatable type cannot be
 * made single (or the reverse) in place: an update that changes `repeatable` is refused (400), and so is
 * deleting a type while documents of it are in the repository (archive and delete them first). Prismic's
 * status and words for these two refusals are not documented; these are the stand-in's own, and
 * content:push never meets them, as it checks both before it writes.
 *
 * What it does not prove: Prismic's full model validation (it checks only the shape below), shared
 * slices and bulk updates.
 */
import { isRecord, type Route, readJson, send } from "./http";

export interface StoredCustomType {
  readonly id: string;
  readonly label: string;
  readonly repeatable: boolean;
  readonly status: boolean;
  readonly format?: string;
  readonly json: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface CustomTypesRouteOptions {
  readonly repositoryName: string;
  readonly token: string;
  /** The models received, by id (live: the Migration API stand-in checks documents against them). */
  readonly customTypes: Map<string, StoredCustomType>;
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

/** GET /customtypes, GET /customtypes/:id, POST /customtypes/insert and /customtypes/update, DELETE /customtypes/:id. */
export function customTypesRoute(options: CustomTypesRouteOptions): Route {
  const { customTypes } = options;
  return async ({ request, response, method, path }) => {
    if (path !== "/customtypes" && !path.startsWith("/customtypes/")) return false;
    // Token first: Prismic answers 403 with a JSON message to a missing or wrong token (the client
    // reads `json.message` on a 403), and 401 to a token that does not open the named repository.
    const authorization = request.headers.authorization ?? "";
    if (authorization !== `Bearer ${options.token}`)
      return send(response, 403, { message: "[MissingTokenError] Invalid or missing access token." });
    if (request.headers.repository !== options.repositoryName)
      return send(response, 401, "Unauthorized: the token does not give access to this repository.");

    if (method === "GET" && path === "/customtypes") return send(response, 200, [...customTypes.values()]);
    const one = /^\/customtypes\/([^/]+)$/.exec(path);
    if (method === "GET" && one?.[1] !== undefined && one[1] !== "insert" && one[1] !== "update") {
      const found = customTypes.get(decodeURIComponent(one[1]));
      return found === undefined ? send(response, 404, "Not Found") : send(response, 200, found);
    }
    if (method === "DELETE" && one?.[1] !== undefined) {
      const id = decodeURIComponent(one[1]);
      if (!customTypes.has(id)) return send(response, 404, "Not Found");
      const left = [...options.documents.values()].filter((document) => document.type === id).length;
      if (left > 0)
        return send(
          response,
          400,
          `Custom type ${id} still has ${left} document(s): archive and delete them before the type.`,
        );
      customTypes.delete(id);
      return send(response, 204);
    }
    if (method === "POST" && (path === "/customtypes/insert" || path === "/customtypes/update")) {
      const body = await readJson(request);
      if (body === undefined) return send(response, 400, "Invalid JSON body.");
      const model = parseCustomType(body);
      if (typeof model === "string") return send(response, 400, model);
      const exists = customTypes.has(model.id);
      if (path === "/customtypes/insert") {
        if (exists) return send(response, 409, `Custom type ${model.id} already exists.`);
        customTypes.set(model.id, model);
        return send(response, 201);
      }
      const stored = customTypes.get(model.id);
      if (stored === undefined) return send(response, 422, `Custom type ${model.id} does not exist.`);
      if (stored.repeatable !== model.repeatable)
        return send(
          response,
          400,
          `Custom type ${model.id} is ${stored.repeatable ? "repeatable" : "single"}: a type's repeatability cannot be changed.`,
        );
      customTypes.set(model.id, model);
      return send(response, 204);
    }
    return send(response, 404, "Not Found");
  };
}
