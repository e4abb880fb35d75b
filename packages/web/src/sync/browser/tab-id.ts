/** This tab's id, kept in sessionStorage so a reload keeps its outbox (tab-outbox.ts). */
export const TAB_ID_KEY = 'dayflow:tab-id';

export function currentTabId(session: Storage, newId: () => string): string {
  const known = session.getItem(TAB_ID_KEY);
  if (known) return known;
  const fresh = newId();
  session.setItem(TAB_ID_KEY, fresh);
  return fresh;
}
