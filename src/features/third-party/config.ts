/** The third parties this deployment uses, derived from the environment: each absent = nothing loads. */
export interface ThirdParties {
  /** Google Tag Manager container (GTM_ID). */
  readonly gtmId?: string | undefined;
  /** The reviews platform's company id (REVIEWS_WIDGET_ID). */
  readonly reviewsWidgetId?: string | undefined;
  /** The hosted Prismic repository whose toolbar editors get in preview (from CONTENT_API_URL). */
  readonly prismicRepository?: string | undefined;
  /** Calendly's origin, when the popup embeds it (CALENDLY_URL). */
  readonly calendlyOrigin?: string | undefined;
}

interface ThirdPartyEnv {
  readonly GTM_ID?: string | undefined;
  readonly REVIEWS_WIDGET_ID?: string | undefined;
  readonly CONTENT_API_URL?: string | undefined;
  readonly CALENDLY_URL?: string | undefined;
}

export function thirdPartiesFrom(env: ThirdPartyEnv): ThirdParties {
  return {
    gtmId: env.GTM_ID,
    reviewsWidgetId: env.REVIEWS_WIDGET_ID,
    prismicRepository: prismicRepositoryOf(env.CONTENT_API_URL),
    calendlyOrigin: env.CALENDLY_URL ? new URL(env.CALENDLY_URL).origin : undefined,
  };
}

/** `https://lumbre.cdn.prismic.io/api/v2` → `lumbre`; the embedded content service has no toolbar. */
export function prismicRepositoryOf(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined;
  const host = new URL(apiUrl).hostname;
  return host.match(/^([a-z0-9][a-z0-9-]*)\.(?:cdn\.)?prismic\.io$/)?.[1];
}

/** Where each third party's script comes from (the loaders and the Content-Security-Policy share them). */
export const thirdPartyScripts = {
  tagManager: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  reviewsWidget: "https://widget.clutch.co/static/js/widget.js",
  previewToolbar: (repository: string) =>
    `https://static.cdn.prismic.io/prismic.js?new=true&repo=${encodeURIComponent(repository)}`,
} as const;
