import "server-only";

/**
 * The hosted Prismic repository CONTENT_API_URL names: `https://lumbre.cdn.prismic.io/api/v2` → `lumbre`.
 * Undefined for the embedded content service and for any other host (a stand-in of Prismic's APIs), which
 * have no toolbar and issue no Prismic preview tokens.
 */
export function prismicRepositoryOf(apiUrl: string | undefined): string | undefined {
  if (!apiUrl) return undefined;
  const host = new URL(apiUrl).hostname;
  return host.match(/^([a-z0-9][a-z0-9-]*)\.(?:cdn\.)?prismic\.io$/)?.[1];
}
