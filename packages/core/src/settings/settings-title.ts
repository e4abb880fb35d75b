/**
 * The Settings page's name, also the profile menu's entry. A module of its own: the planner,
 * which shows the menu, then carries one word, not all the page's texts (settings-texts.ts).
 */
export const SETTINGS_TITLE = 'Settings';
