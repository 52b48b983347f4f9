// @ts-check
// Loaded into a server under test (node --import) that reads a hosted Prismic repository by its real
// address (CONTENT_API_URL=https://<repo>.cdn.prismic.io/api/v2), so that the site is configured exactly
// as in production (the repository's name, its toolbar, its policy) while the suite stays on loopback:
// every request the server sends to that API goes to the stand-in of Prismic's APIs at
// PRISMIC_STAND_IN_API instead (npm run content:stand-in). Nothing else is touched.

const from = process.env.CONTENT_API_URL ?? "";
const to = process.env.PRISMIC_STAND_IN_API ?? "";
if (!from || !to)
  throw new Error("prismic-host-redirect: CONTENT_API_URL and PRISMIC_STAND_IN_API are needed");

const original = globalThis.fetch;

/** @param {string} url */
const redirected = (url) => (url.startsWith(from) ? `${to}${url.slice(from.length)}` : undefined);

globalThis.fetch = (input, init) => {
  if (typeof input === "string" || input instanceof URL) {
    const target = redirected(String(input));
    return original(target ?? input, init);
  }
  const target = redirected(input.url);
  return original(target ? new Request(target, input) : input, init);
};
