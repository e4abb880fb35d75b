/**
 * Storage keys that name no person, so they stay when a browser forgets its user
 * (forget-browser-data.ts): spelled once here for their owners and for that rule.
 */

/** localStorage: the chosen theme (shell/theme.ts). */
export const THEME_KEY = 'dayflow.theme';

/**
 * localStorage: someone has signed in on this device before. The login screen's splash is for a
 * first visit: a returning visitor gets the Connect button at once (session/last-profile.ts).
 */
export const RETURNING_KEY = 'dayflow:returning';

/**
 * sessionStorage: the sync protocol this tab spoke when the server sent it to load a newer
 * version (lib/protocol-upgrade.ts). A page that still speaks it after that reload did not get
 * the new version, and reloading again would only loop.
 */
export const UPGRADE_RELOAD_KEY = 'dayflow:reloaded-for-upgrade';

/** sessionStorage: the sign-in provider pressed in this window (auth/sign-in-messages.ts). */
export const PROVIDER_CHOICE_KEY = 'dayflow:sign-in-provider';
