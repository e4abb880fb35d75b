import { expect, test, type Page } from '@playwright/test';
import { HISTORY_TEXTS, TEXTS, addDays, dateLabel, localDateKey, weekTotal } from '@dayflow/core';
import { newAccount, signUpThroughApi } from './support/accounts';
import { setDayCount } from './support/db';
import { addTasks, list } from './support/planner';

// History counts per local day in the user's zone; the browser reports UTC.
test.use({ timezoneId: 'UTC' });

const panel = (page: Page) => page.getByRole('dialog', { name: TEXTS.dailyProductivity });
const history = (page: Page) => panel(page).getByRole('region', { name: HISTORY_TEXTS.title });

/** Completions on the six days before today (5 the default goal): a run of 2, a gap, a run of 3. */
function pastWeek(today: string) {
  return [5, 2, 0, 6, 5, 1].map((completed, i) => ({ date: addDays(today, i - 6), completed }));
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Daily Productivity:/ }).click();
  await expect(history(page).getByRole('group', { name: HISTORY_TEXTS.lastSevenDays })).toBeVisible();
}

// @db: the history is read from day counts written straight into the database (support/db.ts).
test('the panel shows the last 7 days against the goal, 12 weeks, the best streak and this week @db', async ({
  page,
}) => {
  const account = await signUpThroughApi(page.request, newAccount());
  const today = localDateKey(Date.now(), 'UTC');
  const past = pastWeek(today);
  for (const { date, completed } of past) expect(await setDayCount(account.email, date, completed)).toBe(1);
  await page.goto('/planner');
  await addTasks(page, 'today', ['Water plants']);
  await list(page, 'today').getByRole('checkbox', { name: 'Water plants' }).click();
  const counts = [...past, { date: today, completed: 1 }];

  await openPanel(page);
  const bars = history(page).getByRole('group', { name: HISTORY_TEXTS.lastSevenDays }).getByRole('img');
  await expect(bars).toHaveCount(7);
  for (const [i, { date, completed }] of counts.entries()) {
    await expect(bars.nth(i)).toHaveAccessibleName(HISTORY_TEXTS.bar(dateLabel(date), completed, 5));
  }
  const cells = history(page).getByRole('group', { name: HISTORY_TEXTS.lastTwelveWeeks }).getByRole('img');
  await expect(cells).toHaveCount(84);
  await expect(
    history(page).getByRole('img', { name: HISTORY_TEXTS.cell(dateLabel(addDays(today, -3)), 6, false), exact: true }),
  ).toBeVisible();
  const stats = history(page).getByRole('definition');
  // The best streak is the streak's own: this account's first day, as the streak card says, not
  // the run of days with completions that were seeded.
  await expect(panel(page).getByRole('region', { name: TEXTS.productivityStreak })).toContainText('1');
  await expect(stats.nth(0)).toHaveText(HISTORY_TEXTS.days(1));
  await expect(stats.nth(1)).toHaveText(HISTORY_TEXTS.done(weekTotal(counts, today)));

  // A goal of 1 meets it on every day with a completion: the bars say so at once.
  await panel(page).getByRole('spinbutton').fill('1');
  await panel(page).getByRole('spinbutton').press('Enter');
  await expect(bars.nth(6)).toHaveAccessibleName(HISTORY_TEXTS.bar(dateLabel(today), 1, 1));
});

for (const { width, height } of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`history at ${width} px, ${theme} (screenshot)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.addInitScript((value) => localStorage.setItem('dayflow.theme', value), theme);
      const account = await signUpThroughApi(page.request, newAccount());
      const today = localDateKey(Date.now(), 'UTC');
      // A few weeks of varied days, for a look at every shade.
      for (let i = 1; i <= 40; i += 1) {
        const completed = [0, 1, 3, 5, 7, 2, 4][i % 7]!;
        if (completed > 0) await setDayCount(account.email, addDays(today, -i), completed);
      }
      await page.goto('/planner');
      await openPanel(page);
      await history(page).scrollIntoViewIfNeeded();
      await panel(page).screenshot({ path: test.info().outputPath(`history-${width}-${theme}.png`) });
    });
  }
}
