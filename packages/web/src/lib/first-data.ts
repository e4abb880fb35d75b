import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@dayflow/core';

/**
 * The data a signed-in page came with (server web/personal-page.ts), read once at boot; boot
 * hands the profile to the session and holds the rest for the task store (first-data-holder.ts).
 *
 * Checked by shape only, not with the core schema: this file is in the first chunk every page
 * downloads, and one zod call there pulls all of zod into it (session/last-profile.ts). The task
 * list is checked by the store's own schema when it reads it from the device's copy.
 */
export function readFirstData(doc: Document = document): FirstData | null {
  const element = doc.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<FirstData>;
    const { profile, tasks } = data;
    if (typeof profile?.id !== 'string' || typeof profile.email !== 'string') return null;
    if (!Array.isArray(tasks?.tasks) || typeof tasks.version !== 'number') return null;
    if (typeof data.dailyGoal !== 'number' || !data.streak || !data.settings) return null;
    return data as FirstData;
  } catch {
    return null;
  } finally {
    // Once read, the page need not keep one person's tasks in its DOM.
    element.remove();
  }
}
