// Apart from the schemas: the page's first chunk reads these, and must not pull zod in with them.

/** The id of the `<script type="application/json">` element that holds a page's first data. */
export const FIRST_DATA_ELEMENT_ID = 'dayflow-first-data';

/**
 * The companion of the session cookie: set and cleared with it, readable by the page, holding
 * only the signed-in user's id. It tells a page that a session is (probably) still live before
 * the server is asked, and whose data on this device it may show meanwhile.
 */
export const SIGNED_IN_COOKIE = 'dayflow-user';
