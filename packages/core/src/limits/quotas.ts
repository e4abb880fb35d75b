/*
 * How much one account may keep. Without them one user could grow the database without end:
 * ten imports of 2,500 tasks × 2 KB added 115 MB in 5 s. Each is far beyond what a person plans.
 */

/** Tasks one user may have, Recently deleted included (MAX_TASKS_PER_USER overrides it). */
export const DEFAULT_MAX_TASKS_PER_USER = 10_000;
/** Routines one user may have: each may add a task every day. */
export const MAX_ROUTINES_PER_USER = 100;
/** Imports (not previews) one user may start per minute; one import may hold thousands of tasks. */
export const IMPORTS_PER_MINUTE = 5;

export const taskQuotaMessage = (max: number) =>
  `You can keep at most ${max.toLocaleString('en-US')} tasks (Recently deleted included). Delete some to add more.`;

export const importQuotaMessage = (max: number, existing: number, adding: number) =>
  `tasks: this import would bring you to ${(existing + adding).toLocaleString('en-US')} tasks; ` +
  `the limit is ${max.toLocaleString('en-US')} (Recently deleted included). Nothing was imported.`;
