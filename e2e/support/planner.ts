import { expect, type Locator, type Page } from '@playwright/test';
import { TEXTS, type Section } from '@dayflow/core';

/** Shared steps for the planner specs; elements are found the way a user finds them. */
export const list = (page: Page, section: Section) =>
  page.getByRole('region', { name: TEXTS.sectionTitles[section], exact: true });

export const input = (page: Page, section: Section) =>
  list(page, section).getByPlaceholder(TEXTS.placeholders[section]);

/** The open task's row, found by its checkbox (named by the task text). */
export const row = (scope: Page | Locator, text: string) => {
  // A `has` locator is matched inside each item, so it must start from the page, not the scope.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: text, exact: true }) });
};

export const handle = (scope: Page | Locator, text: string) =>
  row(scope, text).getByRole('button', { name: TEXTS.dragToMove });

/** Open task texts of a list, top to bottom. */
export async function openTexts(page: Page, section: Section): Promise<string[]> {
  return list(page, section)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
}

export async function expectOpen(page: Page, section: Section, texts: string[]) {
  await expect.poll(() => openTexts(page, section)).toEqual(texts);
}

export async function addTasks(page: Page, section: Section, texts: string[]) {
  for (const text of texts) {
    await input(page, section).fill(text);
    await input(page, section).press('Enter');
    await expect(row(list(page, section), text)).toBeVisible();
  }
}

/** The drag library's live region: what a screen reader hears. */
export const announcer = (page: Page) => page.locator('[id^="rfd-announcement-"]');

/**
 * On a phone: the toast comes to rest above the tab bar. It slides in from below, so it is
 * measured until it settles, not once.
 */
export async function expectToastAboveTabBar(page: Page, toast: Locator) {
  const tabBar = (await page.getByRole('navigation', { name: 'Lists' }).boundingBox())!;
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box ? Math.round(box.y + box.height) : Infinity;
    })
    .toBeLessThanOrEqual(Math.round(tabBar.y));
}
