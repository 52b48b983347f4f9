/**
 * What content:push reads from its command line and environment, parsed once. The endpoint variables are
 * for the loopback stand-in only; unset, Prismic's own clients use Prismic's own hosts.
 */
import { z } from "zod";

const FLAGS = ["--dry-run", "--publish", "--only-missing", "--releases"] as const;

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""));

const envSchema = z.object({
  PRISMIC_REPOSITORY: z
    .string({ error: "set PRISMIC_REPOSITORY to the repository's name (the xyz of xyz.prismic.io)" })
    .regex(/^[a-z0-9][a-z0-9-]*$/, "PRISMIC_REPOSITORY is a repository name: lowercase letters, digits, -"),
  PRISMIC_WRITE_TOKEN: z.string({
    error: "set PRISMIC_WRITE_TOKEN (Settings › API & Security › Write APIs: a write token)",
  }),
  PRISMIC_CUSTOM_TYPES_TOKEN: z.string({
    error:
      "set PRISMIC_CUSTOM_TYPES_TOKEN (Settings › API & Security › Write APIs: a Custom Types API token)",
  }),
  /** Reads the repository's releases (the migration release among them) when its API is not public. */
  PRISMIC_ACCESS_TOKEN: z.string().optional(),
  PRISMIC_CUSTOM_TYPES_ENDPOINT: url.optional(),
  PRISMIC_ASSET_API_ENDPOINT: url.optional(),
  PRISMIC_MIGRATION_API_ENDPOINT: url.optional(),
  PRISMIC_DOCUMENT_API_ENDPOINT: url.optional(),
  /** Where to read what https://images.prismic.io/<path> serves from: `${value}/<path>`. */
  PRISMIC_IMAGE_CDN_ENDPOINT: url.optional(),
});

export interface PushConfig {
  readonly repositoryName: string;
  readonly writeToken: string;
  readonly customTypesToken: string;
  readonly accessToken?: string;
  readonly endpoints: {
    readonly customTypes?: string;
    readonly asset?: string;
    readonly migration?: string;
    readonly documents?: string;
    readonly imageCdn?: string;
  };
  readonly dryRun: boolean;
  readonly publish: boolean;
  /** Create what the repository lacks; leave documents that exist as editors have them. */
  readonly onlyMissing: boolean;
  readonly releases: boolean;
}

export type ParsedConfig = { ok: true; config: PushConfig } | { ok: false; problems: readonly string[] };

const blank = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value);

export function parsePushConfig(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ParsedConfig {
  const unknown = argv.filter((arg) => !(FLAGS as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    return {
      ok: false,
      problems: [`unknown option ${unknown.join(" ")}: the options are ${FLAGS.join(", ")}`],
    };
  }
  const keys = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];
  const parsed = envSchema.safeParse(Object.fromEntries(keys.map((key) => [key, blank(env[key])])));
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) =>
        issue.message.includes(String(issue.path[0] ?? ""))
          ? issue.message
          : `${String(issue.path[0])}: ${issue.message}`,
      ),
    };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      repositoryName: e.PRISMIC_REPOSITORY,
      writeToken: e.PRISMIC_WRITE_TOKEN,
      customTypesToken: e.PRISMIC_CUSTOM_TYPES_TOKEN,
      ...(e.PRISMIC_ACCESS_TOKEN ? { accessToken: e.PRISMIC_ACCESS_TOKEN } : {}),
      endpoints: {
        ...(e.PRISMIC_CUSTOM_TYPES_ENDPOINT ? { customTypes: e.PRISMIC_CUSTOM_TYPES_ENDPOINT } : {}),
        ...(e.PRISMIC_ASSET_API_ENDPOINT ? { asset: e.PRISMIC_ASSET_API_ENDPOINT } : {}),
        ...(e.PRISMIC_MIGRATION_API_ENDPOINT ? { migration: e.PRISMIC_MIGRATION_API_ENDPOINT } : {}),
        ...(e.PRISMIC_DOCUMENT_API_ENDPOINT ? { documents: e.PRISMIC_DOCUMENT_API_ENDPOINT } : {}),
        ...(e.PRISMIC_IMAGE_CDN_ENDPOINT ? { imageCdn: e.PRISMIC_IMAGE_CDN_ENDPOINT } : {}),
      },
      dryRun: argv.includes("--dry-run"),
      publish: argv.includes("--publish"),
      onlyMissing: argv.includes("--only-missing"),
      releases: argv.includes("--releases"),
    },
  };
}
