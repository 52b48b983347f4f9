import "server-only";
/** `type → fields` from a `fetch` / `fetchLinks` value. */
export type FieldSelection = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Reads a comma-separated `type.field` list, brackets optional (`[author.name,author.avatar]` appears in
 * the docs). Entries that are not `type.field` are ignored: these parameters never produce a 400.
 */
export function parseFieldList(value: string | undefined): FieldSelection | undefined {
  if (value === undefined) return undefined;
  const inner = value.trim().replace(/^\[/, "").replace(/\]$/, "");
  const selection = new Map<string, Set<string>>();
  for (const entry of inner.split(",")) {
    const [type, field, ...rest] = entry.trim().split(".");
    if (!type || !field || rest.length > 0) continue;
    const fields = selection.get(type) ?? new Set<string>();
    fields.add(field);
    selection.set(type, fields);
  }
  return selection;
}

/** `fetch`: documents of a mentioned type keep only the listed fields; other types keep all their data. */
export function selectFields(
  type: string,
  data: Readonly<Record<string, unknown>>,
  selection: FieldSelection | undefined,
): Readonly<Record<string, unknown>> {
  const fields = selection?.get(type);
  if (!fields) return data;
  return Object.fromEntries(Object.entries(data).filter(([field]) => fields.has(field)));
}
