import "server-only";
import { z } from "zod";
import { EXPERIMENT_COOKIE, PREVIEW_COOKIE } from "./constants";

/** What experiment resolution needs from the root's `experiments.running`. */
export interface RunningExperiment {
  readonly googleId?: string | undefined;
  readonly variations: readonly { readonly ref: string }[];
}

/** Splits a Cookie header into raw (still encoded) values; the first occurrence of a name wins. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    if (name === "" || cookies.has(name)) continue;
    cookies.set(name, stripQuotes(pair.slice(separator + 1).trim()));
  }
  return cookies;
}

function stripQuotes(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

const ESCAPE = /%[0-9a-f]{2}/i;

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Preview tokens are sometimes encoded twice (an app encoding what js-cookie encodes again). */
export function decodeRepeatedly(value: string): string {
  let current = value;
  while (ESCAPE.test(current)) {
    const next = decodeOnce(current);
    if (next === undefined || next === current) break;
    current = next;
  }
  return current;
}

/**
 * The hosts a preview jar may key this repository under: the endpoint's host (with and without
 * port), and for a CDN host such as `lumbre.cdn.prismic.io` also `lumbre.prismic.io`, the domain
 * the toolbar writes.
 */
export function repositoryHostsOf(endpoint: string): readonly string[] {
  const url = new URL(endpoint);
  const hosts = new Set([url.host, url.hostname]);
  const cdn = /^([^.]+)\.cdn\.(.+)$/.exec(url.hostname);
  if (cdn?.[1] !== undefined && cdn[2] !== undefined) hosts.add(`${cdn[1]}.${cdn[2]}`);
  return [...hosts];
}

const jarSchema = z.record(z.string(), z.unknown());
const jarEntrySchema = z.object({ preview: z.string().min(1) });

function parseJar(text: string): Record<string, unknown> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const jar = jarSchema.safeParse(json);
  return jar.success ? jar.data : undefined;
}

function previewOf(entry: unknown): string | undefined {
  const parsed = jarEntrySchema.safeParse(entry);
  return parsed.success ? decodeRepeatedly(parsed.data.preview) : undefined;
}

function previewFromJar(jar: Record<string, unknown>, hosts: readonly string[]): string | undefined {
  for (const host of hosts) {
    const preview = previewOf(jar[host]);
    if (preview !== undefined) return preview;
  }
  const previews = Object.values(jar).flatMap((entry) => previewOf(entry) ?? []);
  // A single preview is unambiguous; with several, none of them is this repository's.
  return previews.length === 1 ? previews[0] : undefined;
}

/**
 * The preview ref in the `io.prismic.preview` cookie: either the raw token (possibly encoded more
 * than once) or the toolbar's JSON jar keyed by repository host.
 */
export function previewRefFromCookie(header: string, repositoryHosts: readonly string[]): string | undefined {
  const raw = parseCookieHeader(header).get(PREVIEW_COOKIE);
  if (raw === undefined) return undefined;
  // Decode one layer at a time: decoding a jar past its JSON form would corrupt the tokens inside.
  let current = raw.trim();
  for (;;) {
    if (current.startsWith("{")) {
      const jar = parseJar(current);
      if (jar !== undefined) return previewFromJar(jar, repositoryHosts);
    }
    const next = ESCAPE.test(current) ? decodeOnce(current) : undefined;
    if (next === undefined || next === current) break;
    current = next.trim();
  }
  if (current === "" || current.startsWith("{")) return undefined;
  return current;
}

/**
 * Whether the `io.prismic.preview` cookie is the toolbar's jar holding no preview at all: Prismic's toolbar
 * keeps one (`{"_tracker":"…"}`) for an editor signed in to the repository, on every page of the site, in
 * or out of a preview. It names no session, open or ended.
 */
export function isPreviewJarWithoutPreview(header: string): boolean {
  const raw = parseCookieHeader(header).get(PREVIEW_COOKIE);
  if (raw === undefined) return false;
  let current = raw.trim();
  for (;;) {
    if (current.startsWith("{")) {
      const jar = parseJar(current);
      if (jar !== undefined) return Object.values(jar).every((entry) => previewOf(entry) === undefined);
    }
    const next = ESCAPE.test(current) ? decodeOnce(current) : undefined;
    if (next === undefined || next === current) return false;
    current = next.trim();
  }
}

/**
 * The variation ref selected by the `io.prismic.experiment` cookie, `"<googleId> <variationIndex>"`,
 * matched as the v3 client does: trim, split on a space, and look the index up in the running
 * experiment with that Google id.
 */
export function experimentRefFromCookie(
  header: string,
  running: readonly RunningExperiment[],
): string | undefined {
  const raw = parseCookieHeader(header).get(EXPERIMENT_COOKIE);
  if (raw === undefined) return undefined;
  const parts = decodeRepeatedly(raw).trim().split(" ");
  const [googleId, index] = parts;
  if (parts.length < 2 || googleId === undefined || index === undefined) return undefined;
  const variationIndex = Number.parseInt(index, 10);
  if (!Number.isInteger(variationIndex) || variationIndex < 0) return undefined;
  const experiment = running.find(
    (candidate) => candidate.googleId === googleId && candidate.variations.length > variationIndex,
  );
  return experiment?.variations[variationIndex]?.ref;
}
