import { expect, test, type Page } from '@playwright/test';
import { TEXTS } from '@dayflow/core';
import { openPlannerAsNewUser, signInThroughApi } from './support/accounts';

declare global {
  interface Window {
    __soundPlays: number;
  }
}

// Counts every sound the page starts; the real play() is skipped (headless has no speakers).
async function countSoundPlays(page: Page) {
  await page.addInitScript(() => {
    window.__soundPlays = 0;
    HTMLMediaElement.prototype.play = function play() {
      window.__soundPlays += 1;
      return Promise.resolve();
    };
  });
}

const progressButton = (page: Page) => page.getByRole('button', { name: /^Daily Productivity:/ });
const panel = (page: Page) => page.getByRole('dialog', { name: TEXTS.dailyProductivity });
const milestone = (page: Page, label: string) => panel(page).getByRole('listitem').filter({ hasText: label });

async function addTodayTasks(page: Page, texts: string[]) {
  const input = page.getByPlaceholder(TEXTS.placeholders.today);
  for (const text of texts) {
    await input.fill(text);
    await input.press('Enter');
    await expect(page.getByRole('checkbox', { name: text })).toBeVisible();
  }
}

async function expectPanel(page: Page, percent: number, message: string, reached: boolean[]) {
  await progressButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
  await expect(panel(page).getByText(`${percent}%`)).toBeVisible();
  await expect(panel(page).getByText(message)).toBeVisible();
  const labels = Object.values(TEXTS.milestones);
  for (const [i, label] of labels.entries()) {
    await expect(milestone(page, label)).toHaveAttribute('data-reached', String(reached[i]));
  }
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
}

test.describe('daily productivity panel', () => {
  test('completing tasks one by one fills the ring up to a single celebration at 100 %', async ({ page }) => {
    // Five completions, each checked in the panel, then the confetti falling: a long journey.
    test.slow();
    await countSoundPlays(page);
    await openPlannerAsNewUser(page);
    const tasks = ['Write report', 'Call Sam', 'Water plants', 'Book dentist', 'Plan week'];
    await addTodayTasks(page, tasks);

    await expect(progressButton(page)).toHaveAccessibleName(/ 0%/);
    await progressButton(page).click();
    const streak = panel(page).getByRole('region', { name: TEXTS.productivityStreak });
    await expect(streak).toContainText('1 day');
    await expect(streak).toContainText(TEXTS.productivityStreak);
    await expect(streak).toContainText(TEXTS.keepItBurning);
    await expect(panel(page).getByText(TEXTS.motivation.none)).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(progressButton(page)).toBeFocused();

    const steps = [
      { percent: 20, message: TEXTS.motivation.started, reached: [true, false, false, false] },
      { percent: 40, message: TEXTS.motivation.started, reached: [true, false, false, false] },
      { percent: 60, message: TEXTS.motivation.almost, reached: [true, true, false, false] },
      { percent: 80, message: TEXTS.motivation.almost, reached: [true, true, false, false] },
    ];
    for (const [i, step] of steps.entries()) {
      await page.getByRole('checkbox', { name: tasks[i] }).click();
      await expect(progressButton(page)).toHaveAccessibleName(new RegExp(` ${step.percent}%`));
      await expectPanel(page, step.percent, step.message, step.reached);
    }
    expect(await page.evaluate(() => window.__soundPlays)).toBe(0);

    await page.getByRole('checkbox', { name: tasks[4] }).click();
    await expect(progressButton(page)).toHaveAccessibleName(/ 100%/);
    await expect(page.getByTestId('confetti-canvas')).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.__soundPlays)).toBe(1);
    await expectPanel(page, 100, TEXTS.motivation.done, [true, true, true, false]);
    // The confetti clears away by itself, and nothing plays a second time.
    await expect(page.getByTestId('confetti-canvas')).not.toBeAttached({ timeout: 15_000 });
    expect(await page.evaluate(() => window.__soundPlays)).toBe(1);

    // A reload of a day already complete does not celebrate again.
    await page.reload();
    await expect(progressButton(page)).toHaveAccessibleName(/ 100%/);
    await expectPanel(page, 100, TEXTS.motivation.done, [true, true, true, false]);
    expect(await page.evaluate(() => window.__soundPlays)).toBe(0);
    await expect(page.getByTestId('confetti-canvas')).not.toBeAttached();
  });

  test('the goal changed in the panel is kept by the server and decides the percent', async ({ page }) => {
    await openPlannerAsNewUser(page);
    await addTodayTasks(page, ['Stretch']);
    await page.getByRole('checkbox', { name: 'Stretch' }).click();
    await expect(progressButton(page)).toHaveAccessibleName(/ 20%/);

    await progressButton(page).click();
    await panel(page).getByRole('button', { name: 'Decrease daily goal' }).click();
    await panel(page).getByRole('button', { name: 'Decrease daily goal' }).click();
    await expect(panel(page).getByRole('spinbutton', { name: 'Daily goal' })).toHaveValue('3');
    await expect(panel(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

    const goalInput = panel(page).getByRole('spinbutton', { name: 'Daily goal' });
    await goalInput.fill('2');
    await goalInput.press('Enter');
    await expect(panel(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect.poll(async () => (await page.request.get('/api/goal')).json()).toEqual({ dailyGoal: 2 });

    // Another device (no local cache) gets the goal from the server.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(progressButton(page)).toHaveAccessibleName(/ 50%/);
  });

  // @db: the goal reaches the other device through the database (LISTEN/NOTIFY).
  test('a goal changed on one device shows on another at once @db', async ({ page, browser }) => {
    const account = await openPlannerAsNewUser(page);
    await addTodayTasks(page, ['Read']);
    await page.getByRole('checkbox', { name: 'Read' }).click();
    await expect(progressButton(page)).toHaveAccessibleName(/ 20%/);

    const other = await browser.newContext();
    try {
      const phone = await other.newPage();
      await signInThroughApi(phone.request, account);
      await phone.goto('/planner');
      await expect(progressButton(phone)).toHaveAccessibleName(/ 20%/);

      await progressButton(phone).click();
      const input = panel(phone).getByRole('spinbutton', { name: 'Daily goal' });
      await input.fill('4');
      await input.press('Enter');
      await expect(progressButton(page)).toHaveAccessibleName(/ 25%/);
    } finally {
      await other.close();
    }
  });
});
