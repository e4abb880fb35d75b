/**
 * The search's name, which the header's button also needs; the rest of the search's words
 * (search-texts.ts) come with the search's own chunk.
 */
export const SEARCH_TITLE = 'Search tasks';
