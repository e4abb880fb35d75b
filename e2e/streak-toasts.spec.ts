import { expect, test, type Page } from '@playwright/test';
import { TEXTS, addDays, localDateKey } from '@dayflow/core';
import { newAccount, signUpThroughApi } from './support/accounts';
import { setStreak } from './support/db';

const ZONE = 'Europe/Paris';
test.use({ timezoneId: ZONE });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const daysAgo = (n: number) => addDays(localDateKey(Date.now(), ZONE), -n);

/** Watches from before the navigation: on a busy machine the page may load most of a toast's 4 s. */
async function openPlannerExpecting(page: Page, text: string) {
  const shown = expect(toast(page, text)).toBeVisible({ timeout: 15_000 });
  await page.goto('/planner');
  await shown;
}

// @db: the streak's day is counted with its row locked (FOR UPDATE on PostgreSQL), from streaks
//   written straight into the database.
test.describe('streak toasts on the day’s first visit @db', () => {
  test('a first visit welcomes the user; a second one the same day says nothing', async ({ page }) => {
    await signUpThroughApi(page.request);
    await openPlannerExpecting(page, TEXTS.streak.welcome);
    // The streak is recorded again on the reload; the server answers 'same'.
    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/streak/activity'));
    await page.reload();
    expect(await (await recorded).json()).toMatchObject({ event: 'same', count: 1 });
    await expect(page.getByRole('region', { name: TEXTS.sectionTitles.today })).toBeVisible();
    await expect(toast(page, TEXTS.streak.welcome)).toHaveCount(0);
  });

  for (const { name, count, lastActive, text } of [
    { name: 'the next day adds one', count: 2, lastActive: daysAgo(1), text: TEXTS.streak.nextDay(3) },
    { name: 'every fifth day is a milestone', count: 4, lastActive: daysAgo(1), text: TEXTS.streak.milestone(5) },
    { name: 'a missed day starts afresh', count: 6, lastActive: daysAgo(3), text: TEXTS.streak.missed },
  ]) {
    test(`${name}: "${text}"`, async ({ page }) => {
      const account = await signUpThroughApi(page.request, newAccount());
      expect(await setStreak(account.email, count, lastActive)).toBe(1);
      await openPlannerExpecting(page, text);
    });
  }
});
