/**
 * A loopback stand-in for the hosted Prismic APIs content:push writes to, so the push can be proven
 * without the internet: the Custom Types API, the Asset API (and the bytes its image CDN would serve), the
 * Migration API, and the Document API that reads back what was pushed. One server, one path prefix per
 * API; each part says what it answers and what it does not prove. State lives in memory, per stand-in.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { LANGUAGES } from "../../../src/content/service/content-store";
import { assetRoute, type StoredAsset } from "./asset-api";
import { contentRoute, type DocumentApiVisibility, storeOf } from "./content-api";
import { customTypesRoute } from "./custom-types-api";
import { editorActionsRoute } from "./editor-actions";
import { BodyTooLargeError, type Route, send } from "./http";
import { migrationRoute, type RepositoryLanguage, type StandInDocument } from "./migration-api";
import type { StoredCustomType, StoredSharedSlice } from "./models";
import { ASSET_API_LIMIT, createRateLimiter, DOCUMENT_API_LIMIT, MIGRATION_API_LIMIT } from "./rate-limit";
import { createWebhookSender, type WebhookDelivery, type WebhookSettings } from "./webhooks";

/**
 * The real clock, taken before any test fakes one: a push under the skipping clock runs minutes ahead,
 * and the publication dates it leaves should still be the real time.
 */
const RealDate = globalThis.Date;

export interface PrismicStandInOptions {
  readonly repositoryName: string;
  /** Opens the Asset and Migration APIs (Prismic's "write API" token). */
  readonly writeToken: string;
  /** Opens the Custom Types API (its own token in Prismic). */
  readonly customTypesToken: string;
  /** Opens the Document API's releases, the migration release among them (every request, when private). */
  readonly accessToken: string;
  /** The Document API's visibility setting; default "public-master" (public for master only). */
  readonly visibility?: DocumentApiVisibility;
  /**
   * The repository's locales (Settings › Translations & Locales), the master marked `is_master`; default
   * the site's own, en-us master and es-ar.
   */
  readonly languages?: readonly RepositoryLanguage[];
  /** Default 0: the system picks a free loopback port, so parallel tests never collide. */
  readonly port?: number;
  readonly now?: () => Date;
  /**
   * The clock the rate limits count by (ms); default the process's, read at each request, so that under
   * the skipping clock the waits a client skipped count as waited.
   */
  readonly limitClock?: () => number;
  /** The repository's webhook (Settings › Webhooks): sent after each change to what is published. */
  readonly webhook?: WebhookSettings;
  /** The repository's preview URL (Settings › Previews): the site's preview route, the editor's Preview opens. */
  readonly previewUrl?: string;
  /** Called with each webhook delivery as it ends. */
  readonly onWebhookDelivery?: (delivery: WebhookDelivery) => void;
}

export interface StandInRequest {
  readonly method: string;
  readonly path: string;
  /** Set once answered: a test reads it to show a client was never told 429. */
  status?: number;
}

export interface PrismicStandIn {
  readonly origin: string;
  /** What content:push reads from the environment, pointing at this stand-in. */
  readonly endpoints: {
    readonly customTypes: string;
    readonly asset: string;
    readonly migration: string;
    readonly documents: string;
  };
  /** Where the stand-in serves what https://images.prismic.io/<path> would: `${cdn}/<path>`. */
  readonly cdn: string;
  readonly customTypes: Map<string, StoredCustomType>;
  readonly sharedSlices: Map<string, StoredSharedSlice>;
  readonly assets: Map<string, StoredAsset>;
  readonly documents: Map<string, StandInDocument>;
  /** Every request seen, so a test can prove a dry run wrote nothing. */
  readonly requests: readonly Readonly<StandInRequest>[];
  /** Every webhook delivery so far, in order. */
  readonly webhookDeliveries: readonly WebhookDelivery[];
  close(): Promise<void>;
}

/** The environment content:push reads, pointing at this stand-in with its tokens. */
export function pushSettings(
  standIn: PrismicStandIn,
  options: PrismicStandInOptions,
): Record<string, string> {
  return {
    PRISMIC_REPOSITORY: options.repositoryName,
    PRISMIC_WRITE_TOKEN: options.writeToken,
    PRISMIC_CUSTOM_TYPES_TOKEN: options.customTypesToken,
    PRISMIC_ACCESS_TOKEN: options.accessToken,
    PRISMIC_CUSTOM_TYPES_ENDPOINT: standIn.endpoints.customTypes,
    PRISMIC_ASSET_API_ENDPOINT: standIn.endpoints.asset,
    PRISMIC_MIGRATION_API_ENDPOINT: standIn.endpoints.migration,
    PRISMIC_DOCUMENT_API_ENDPOINT: standIn.endpoints.documents,
    PRISMIC_IMAGE_CDN_ENDPOINT: standIn.cdn,
  };
}

export async function startPrismicStandIn(options: PrismicStandInOptions): Promise<PrismicStandIn> {
  const customTypes = new Map<string, StoredCustomType>();
  const sharedSlices = new Map<string, StoredSharedSlice>();
  const assets = new Map<string, StoredAsset>();
  const documents = new Map<string, StandInDocument>();
  const requests: StandInRequest[] = [];
  const { repositoryName } = options;
  const limitClock = options.limitClock ?? (() => Date.now());
  const languages = options.languages ?? LANGUAGES;
  // The origin is known once listening; the webhook names it as its apiUrl, and is sent only after that.
  let documentsEndpoint = "";
  const webhook = options.webhook
    ? createWebhookSender({
        settings: options.webhook,
        repositoryName,
        apiUrl: () => documentsEndpoint,
        masterRef: () => storeOf(documents.values(), { customTypes, sharedSlices }, languages).masterRef,
        ...(options.onWebhookDelivery ? { onDelivery: options.onWebhookDelivery } : {}),
      })
    : undefined;
  const publishedChange = (ids: readonly string[]) => {
    void webhook?.notify(ids);
  };
  // Signs the editor's preview tokens and checks them as refs of the Document API.
  const previewSecret = `${options.accessToken}-stand-in-preview-secret-0123456789`;
  const routes: Route[] = [
    customTypesRoute({
      repositoryName,
      token: options.customTypesToken,
      customTypes,
      sharedSlices,
      documents,
    }),
    assetRoute({
      repositoryName,
      token: options.writeToken,
      assets,
      limiter: createRateLimiter(ASSET_API_LIMIT, limitClock),
    }),
    migrationRoute({
      repositoryName,
      token: options.writeToken,
      customTypes,
      sharedSlices,
      assets,
      documents,
      languages,
      now: options.now ?? (() => new RealDate()),
      limiter: createRateLimiter(MIGRATION_API_LIMIT, limitClock),
      onPublished: publishedChange,
    }),
    editorActionsRoute({
      repositoryName,
      token: options.writeToken,
      documents,
      onPublishedChange: publishedChange,
      previewUrl: options.previewUrl,
      previewSecret,
    }),
    contentRoute({
      documents,
      customTypes,
      sharedSlices,
      ...(options.languages ? { languages: options.languages } : {}),
      accessToken: options.accessToken,
      ...(options.visibility ? { visibility: options.visibility } : {}),
      limiter: createRateLimiter(DOCUMENT_API_LIMIT, limitClock),
      previewSecret,
    }),
  ];

  const server: Server = createServer((request, response) => {
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", `http://${request.headers.host ?? "127.0.0.1"}`);
    const seen: StandInRequest = { method, path: url.pathname };
    requests.push(seen);
    response.once("finish", () => {
      seen.status = response.statusCode;
    });
    const context = { request, response, method, url, path: url.pathname };
    (async () => {
      for (const route of routes) if (await route(context)) return;
      send(response, 404, "Not Found");
    })().catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof BodyTooLargeError) send(response, 413, { message: "Body too large." });
      else send(response, 500, { message: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  documentsEndpoint = `${origin}/api/v2`;
  return {
    origin,
    endpoints: {
      customTypes: origin,
      asset: `${origin}/asset-api`,
      migration: `${origin}/migration`,
      documents: documentsEndpoint,
    },
    cdn: `${origin}/cdn`,
    customTypes,
    sharedSlices,
    assets,
    documents,
    requests,
    webhookDeliveries: webhook?.deliveries ?? [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
