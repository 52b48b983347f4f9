/**
 * The folder of a slice in the library (src/slices/): its id in kebab-case, as the site names files
 * ("call_to_action" → "call-to-action"). Slice Machine names the folders it creates after the slice's
 * name instead; it reads any folder with a model.json.
 */
export function sliceFolder(id: string): string {
  return id.replaceAll("_", "-");
}
