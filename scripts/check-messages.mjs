// Fails when a UI string exists in one language and not in the other, or has an empty value.
import { readFileSync } from "node:fs";

const load = (locale) =>
  JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), "utf8"));

function leaves(value, prefix = "") {
  if (typeof value === "string") return [[prefix, value]];
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, undefined]];
}

const catalogues = Object.fromEntries(["en", "es"].map((locale) => [locale, new Map(leaves(load(locale)))]));
const problems = [];
for (const [locale, keys] of Object.entries(catalogues)) {
  for (const [other, otherKeys] of Object.entries(catalogues)) {
    if (other === locale) continue;
    for (const key of keys.keys()) {
      if (!otherKeys.has(key))
        problems.push(`messages/${other}.json is missing "${key}" (present in ${locale})`);
    }
  }
  for (const [key, value] of keys) {
    if (typeof value !== "string" || value.trim() === "")
      problems.push(`messages/${locale}.json: "${key}" is not a non-empty string`);
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`messages: ${catalogues.en.size} keys, en and es match`);
