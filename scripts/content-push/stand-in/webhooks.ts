/**
 * Prismic's webhook, as the stand-in sends it (Settings › Webhooks in a repository): after each change to
 * what is published (a release published, a document unpublished) one POST of the `api-update` body that
 * `@prismicio/client` types as `WebhookBodyAPIUpdate`: the new master ref, the ids of the documents the
 * change touched, the repository's name and API URL, and the secret the webhook was given.
 *
 * Prismic delivers after the publish, not within it, and re-attempts a failed delivery every 10 minutes up
 * to 5 times (https://prismic.io/docs/webhooks); the stand-in delivers once, after answering, and records
 * each delivery's status so a test can show the site was told. It does not send release, tag or
 * `test-trigger` events.
 */

export interface WebhookSettings {
  /** The site's `/api/publish` (or any receiver). */
  readonly url: string;
  /** Sent as `secret`, as Prismic sends the webhook's secret; null when the webhook has none. */
  readonly secret: string | null;
}

export interface WebhookDelivery {
  readonly documents: readonly string[];
  /** The receiver's status, or the error's message when it could not be reached. */
  readonly outcome: number | string;
}

export interface WebhookSender {
  /** Tells the receiver that these documents changed; resolves once the delivery is over, never rejects. */
  notify(documents: readonly string[]): Promise<void>;
  readonly deliveries: readonly WebhookDelivery[];
}

export interface WebhookSenderOptions {
  readonly settings: WebhookSettings;
  readonly repositoryName: string;
  /** The Document API's URL, as `apiUrl` names it. */
  readonly apiUrl: () => string;
  /** The master ref after the change. */
  readonly masterRef: () => string;
  readonly fetch?: typeof fetch;
  /** Called with each delivery as it ends (the command-line stand-in prints it). */
  readonly onDelivery?: (delivery: WebhookDelivery) => void;
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const deliveries: WebhookDelivery[] = [];
  const send = options.fetch ?? fetch;
  return {
    deliveries,
    async notify(documents) {
      const body = {
        type: "api-update",
        masterRef: options.masterRef(),
        releases: {},
        masks: {},
        tags: {},
        experiments: {},
        documents,
        domain: options.repositoryName,
        apiUrl: options.apiUrl(),
        secret: options.settings.secret,
      };
      let outcome: number | string;
      try {
        const response = await send(options.settings.url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        outcome = response.status;
      } catch (error) {
        outcome = error instanceof Error ? error.message : String(error);
      }
      const delivery = { documents, outcome };
      deliveries.push(delivery);
      options.onDelivery?.(delivery);
    },
  };
}
