/**
 * The PREVIEW_SECRET of the server under test (playwright.config.ts gives it to the web server), so the
 * tests can sign preview tokens it accepts, as `npm run preview:link` does for an editor.
 */
export const E2E_PREVIEW_SECRET = "e2e-preview-secret-0123456789abcdef01234567";

/** Another secret: what a forger who guessed the token's form, but not the secret, would sign with. */
export const FORGED_PREVIEW_SECRET = "forged-preview-secret-0123456789abcdef0123";
