/** Where each third party's script comes from (the loaders and the Content-Security-Policy share them). */
export const thirdPartyScripts = {
  tagManager: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  reviewsWidget: "https://widget.clutch.co/static/js/widget.js",
  previewToolbar: (repository: string) =>
    `https://static.cdn.prismic.io/prismic.js?new=true&repo=${encodeURIComponent(repository)}`,
} as const;
