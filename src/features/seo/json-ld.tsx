/** A schema.org object for a <script type="application/ld+json">. */
export type JsonLdObject = Readonly<Record<string, unknown>>;

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Structured data for search engines: one script per object. */
export function JsonLd({ data }: { readonly data: JsonLdObject | readonly JsonLdObject[] }) {
  const objects: readonly JsonLdObject[] = Array.isArray(data) ? data : [data];
  return objects.map((object, index) => (
    // The list is fixed for the page and never reordered; "<" is escaped by jsonLd().
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(object) }} />
  ));
}
