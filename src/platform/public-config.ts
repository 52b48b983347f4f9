import "server-only";
import { env } from "@/platform/env";
import { prismicRepositoryOf } from "@/platform/prismic-repository";

/**
 * The settings a page may print or hand to the browser, and nothing else: no secret is among them. Pages
 * and the site's shell receive this object from the layout or their route (or read it here, on the
 * server), never the environment itself, so a component cannot carry SMTP_URL or BOOKING_SECRET along.
 */
export interface PublicConfig {
  /** Public origin of the site (SITE_URL), without a trailing slash. */
  readonly siteUrl: string;
  /** A Calendly scheduling page that replaces the embedded scheduler (CALENDLY_URL). */
  readonly calendlyUrl?: string | undefined;
  /** Calendly's origin, when the popup embeds it. */
  readonly calendlyOrigin?: string | undefined;
  /** Google Tag Manager container (GTM_ID). */
  readonly gtmId?: string | undefined;
  /** The reviews platform's company id (REVIEWS_WIDGET_ID). */
  readonly reviewsWidgetId?: string | undefined;
  /** The hosted Prismic repository (from CONTENT_API_URL), whose toolbar every page loads. */
  readonly prismicRepository?: string | undefined;
  /** Content comes from CONTENT_API_URL (hosted Prismic or a stand-in), not the embedded service. */
  readonly hostedContent?: boolean | undefined;
}

interface PublicEnv {
  readonly SITE_URL?: string | undefined;
  readonly GTM_ID?: string | undefined;
  readonly REVIEWS_WIDGET_ID?: string | undefined;
  readonly CONTENT_API_URL?: string | undefined;
  readonly CALENDLY_URL?: string | undefined;
}

export function publicConfigFrom(settings: PublicEnv): PublicConfig {
  return {
    siteUrl: (settings.SITE_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    calendlyUrl: settings.CALENDLY_URL,
    calendlyOrigin: settings.CALENDLY_URL ? new URL(settings.CALENDLY_URL).origin : undefined,
    gtmId: settings.GTM_ID,
    reviewsWidgetId: settings.REVIEWS_WIDGET_ID,
    prismicRepository: prismicRepositoryOf(settings.CONTENT_API_URL),
    hostedContent: Boolean(settings.CONTENT_API_URL),
  };
}

/** This deployment's public settings, read once from the validated environment. */
export const publicConfig: PublicConfig = publicConfigFrom(env);
