/**
 * Our page that ends a provider sign-in inside the popup (or the full-page fallback). The server
 * sends every provider sign-in, and every failure of one, there; the web app serves it.
 */
export const SIGN_IN_DONE_PATH = '/auth/done';
