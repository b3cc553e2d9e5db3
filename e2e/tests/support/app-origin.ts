/**
 * The admin app's origin. The API takes writes only from it (docs/security.md#csrf): the
 * shell's page sends it by itself, and an API call a test makes outside the page passes
 * `asTheApp` to send it too.
 */
export const APP_ORIGIN = 'http://localhost:3000';

export const asTheApp = { headers: { Origin: APP_ORIGIN } };
