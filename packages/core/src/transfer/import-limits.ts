/*
 * The import's kinds and limits, without its schemas: the web app's import form reads these, and
 * a module with no imports keeps the schemas (and all they use) out of that page's chunk.
 */

/** The largest file an import reads (UTF-8 bytes of `text`). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The most tasks one import may add; a larger file is refused whole, not cut. */
export const MAX_IMPORT_TASKS = 10_000;
/** The preview lists this many skipped entries; `skipped.total` counts them all. */
export const MAX_SKIPPED_LISTED = 100;

export const IMPORT_KINDS = ['dayflow-json', 'todoist-csv', 'text'] as const;
