/**
 * npm run content:push: content/ into a hosted Prismic repository, with Prismic's own write APIs and
 * clients, in the order the content depends on: the content is checked against the model (nothing is
 * written if a document fails it), the repository's locales and existing custom types are checked against
 * the site's (repository-checks.ts: nothing is written if one differs), then the shared slices and the
 * custom types (Custom Types API; the slices first, as the page types' zones name them), the images
 * (Asset API, through the migration helper), the documents (Migration API, through the migration helper),
 * and, with --publish, the migration release. Each step reads what the repository has first and writes only what is missing or
 * different, so a second run reports nothing to do.
 */
import { join } from "node:path";
import { createWriteClient } from "@prismicio/client";
import { createClient as createCustomTypesClient } from "@prismicio/custom-types-client";
import { sharedSlices } from "../../src/content/model/prismic-slices";
import { customTypes } from "../../src/content/model/prismic-types";
import { type ContentStore, LANGUAGES, loadContentStore } from "../../src/content/service/content-store";
import { MASTER_LANGUAGE } from "../../src/content/service/types";
import { contentProblems } from "../content-problems";
import { contentImages } from "./content-images";
import { type PushConfig, parsePushConfig } from "./push-config";
import { describePushError, pushCustomTypes, pushSharedSlices } from "./push-custom-types";
import { PartialPushError, pushAssets, pushDocuments, type StepSummary } from "./push-documents";
import { localeProblems, RepositoryMismatchError, repeatabilityProblems } from "./repository-checks";
import type { AssetSource } from "./repository-state";

export const defaultProjectRoot = join(import.meta.dirname, "..", "..");

export interface RunOptions {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Holds content/, public/ and the image manifest. */
  readonly projectRoot: string;
  readonly log: (line: string) => void;
  readonly error: (line: string) => void;
  /** Every request the push makes goes through it (Prismic's clients take one too). */
  readonly fetch?: typeof fetch;
}

const MIGRATION_API_DOCS = "https://prismic.io/docs/migration-api-technical-reference";

/** The site's languages, its master (the content service's) first. */
const SITE_LANGUAGES = [
  MASTER_LANGUAGE,
  ...LANGUAGES.map((language) => language.id).filter((id) => id !== MASTER_LANGUAGE),
];

/** What --releases would need: Prismic's write APIs cannot put a document in a named release. */
function releasesRefusal(store: ContentStore): string[] {
  return [
    "content:push: --releases cannot be done with Prismic's write APIs: the Migration API writes to the",
    `  migration release only and names no other (${MIGRATION_API_DOCS}). Nothing was written.`,
    "  After the push, recreate these releases in Prismic's Page Builder (Releases › New release):",
    ...store.releases.map(
      (release) =>
        `  - "${release.label}" (content/releases/${release.id}): ${[...release.sources.values()].join(", ")}`,
    ),
  ];
}

function line(step: string, summary: StepSummary, dryRun: boolean): string {
  const [created, updated] = dryRun ? ["to create", "to update"] : ["created", "updated"];
  const kept = summary.kept?.length ? `, ${summary.kept.length} left as they are in Prismic` : "";
  return `${step}: ${summary.created.length} ${created}, ${summary.updated.length} ${updated}, ${summary.unchanged.length} unchanged${kept}`;
}

async function push(config: PushConfig, store: ContentStore, options: RunOptions, fetchFn: typeof fetch) {
  const { log } = options;
  const { dryRun } = config;
  const types = customTypes();
  const slices = sharedSlices();
  const customTypesClient = createCustomTypesClient({
    repositoryName: config.repositoryName,
    token: config.customTypesToken,
    fetch: fetchFn,
    ...(config.endpoints.customTypes ? { endpoint: config.endpoints.customTypes } : {}),
  });
  const client = createWriteClient(config.repositoryName, {
    writeToken: config.writeToken,
    fetch: fetchFn,
    ...(config.accessToken ? { accessToken: config.accessToken } : {}),
    ...(config.endpoints.documents ? { documentAPIEndpoint: config.endpoints.documents } : {}),
    ...(config.endpoints.asset ? { assetAPIEndpoint: config.endpoints.asset } : {}),
    ...(config.endpoints.migration ? { migrationAPIEndpoint: config.endpoints.migration } : {}),
  });
  // Both before the first write (a dry run stops here too: the push it previews would).
  const mismatched = [
    ...localeProblems(await client.getRepository(), SITE_LANGUAGES),
    ...repeatabilityProblems(await customTypesClient.getAllCustomTypes(), types),
  ];
  if (mismatched.length > 0) throw new RepositoryMismatchError(mismatched);

  const slicesSummary = await pushSharedSlices({ client: customTypesClient, slices, dryRun, log });
  const typesSummary = await pushCustomTypes({ client: customTypesClient, types, dryRun, log });
  const source: AssetSource = {
    repositoryName: config.repositoryName,
    writeToken: config.writeToken,
    fetch: fetchFn,
    ...(config.endpoints.asset ? { assetEndpoint: config.endpoints.asset } : {}),
    ...(config.endpoints.imageCdn ? { imageCdnEndpoint: config.endpoints.imageCdn } : {}),
  };
  const images = await contentImages(store.master, join(options.projectRoot, "public"), MASTER_LANGUAGE);
  const assets = await pushAssets({ client, source, images, dryRun, log });
  log(line("assets", assets.summary, dryRun));
  const documents = await pushDocuments({
    client,
    documents: store.master,
    types,
    slices,
    placed: assets.placed,
    masterLanguage: MASTER_LANGUAGE,
    dryRun,
    onlyMissing: config.onlyMissing,
    log,
  });
  log(line("documents", documents, dryRun));

  if (config.publish && !dryRun && documents.draftsWaiting > 0) {
    const { totalItems } = await client.publishMigrationRelease();
    log(`publish: the migration release is published (${totalItems} document(s))`);
  } else if (!config.publish && !dryRun && documents.draftsWaiting > 0) {
    log(
      "publish: review and publish the migration release in Prismic (Migration Releases), or run with --publish",
    );
  }
  const slicesLine = `shared slices ${slicesSummary.inserted.length}/${slicesSummary.updated.length}`;
  const typesLine = `custom types ${typesSummary.inserted.length}/${typesSummary.updated.length}`;
  const total = (summary: StepSummary) => `${summary.created.length}/${summary.updated.length}`;
  log(
    `content:push ${dryRun ? "(dry run, nothing written) " : ""}done: created/updated: ${slicesLine}, ${typesLine}, assets ${total(assets.summary)}, documents ${total(documents)}` +
      (store.releases.length > 0 && !config.releases
        ? `; ${store.releases.length} release(s) in content/ not pushed (see --releases)`
        : ""),
  );
}

/** The command: exit code 0 on success, 1 with a clear message otherwise. */
export async function runContentPush(options: RunOptions): Promise<number> {
  const { error } = options;
  const parsed = parsePushConfig(options.argv, options.env);
  if (!parsed.ok) {
    for (const problem of parsed.problems) error(`content:push: ${problem}`);
    return 1;
  }
  const { config } = parsed;
  const report = await contentProblems(options.projectRoot);
  if (report.problems.length > 0) {
    error(
      `content:push: content/ fails the content model, nothing was written (${report.problems.length} problem(s)):`,
    );
    for (const problem of report.problems) error(`  ${problem}`);
    return 1;
  }
  const store = await loadContentStore(join(options.projectRoot, "content"));
  if (config.releases) {
    for (const text of releasesRefusal(store)) error(text);
    return 1;
  }
  try {
    await push(config, store, options, options.fetch ?? fetch);
    return 0;
  } catch (caught) {
    if (caught instanceof RepositoryMismatchError) {
      for (const text of caught.lines) error(text);
      return 1;
    }
    if (caught instanceof PartialPushError) {
      error(`content:push: stopped: ${describePushError(caught.cause)}`);
      if (caught.written.length > 0) {
        error(
          `content:push: written before it stopped (${caught.written.length}); run content:push again to finish, it matches these and writes only the rest:`,
        );
        for (const written of caught.written) error(`  ${written}`);
      } else {
        error("content:push: nothing of this step was written before it stopped.");
      }
      return 1;
    }
    error(`content:push: stopped: ${describePushError(caught)}`);
    return 1;
  }
}
