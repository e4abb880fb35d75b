import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@dayflow/core';

/**
 * The data a signed-in page came with (server web/personal-page.ts), read once at boot and held
 * until its users take their part: the session its profile, the task store its tasks.
 *
 * Checked by shape only, not with the core schema: this file is in the first chunk every page
 * downloads, and one zod call there pulls all of zod into it (session/last-profile.ts). The task
 * list is checked by the store's own schema when it reads it from the device's copy.
 */
let held: FirstData | null = null;

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

export function holdFirstData(data: FirstData | null): void {
  held = data;
}

/** The first data for `userId`, once: a later store of the same user starts from its own copy. */
export function takeFirstData(userId: string): FirstData | null {
  const data = held?.profile.id === userId ? held : null;
  held = null;
  return data;
}
