import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and axe's best practices: the bar for every page, panel and menu. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Waits until nothing is mid-transition (a toast sliding in, a panel fading): a colour checked
 * halfway through a fade is not the colour anyone reads. Endless animations (a pulse) are left.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

type MotionWatch = Window & { dayflowMotion?: { moved: boolean; stop: () => void } };

/** Notes any animation or transition that starts from now on, until `motionSeen` reads it. */
const watchMotion = (page: Page) =>
  page.evaluate(() => {
    const events = ['animationstart', 'transitionstart'] as const;
    const watch = { moved: false, stop: () => {} };
    const mark = () => (watch.moved = true);
    for (const type of events) document.addEventListener(type, mark, true);
    watch.stop = () => events.forEach((type) => document.removeEventListener(type, mark, true));
    (window as MotionWatch).dayflowMotion = watch;
  });

const motionSeen = (page: Page) =>
  page.evaluate(() => {
    const watch = (window as MotionWatch).dayflowMotion;
    watch?.stop();
    return watch?.moved ?? false;
  });

/**
 * What axe finds on the page once it has settled, one line per rule with the elements at fault.
 * A scan takes a while, and something can start moving during it: a toast whose time is up
 * slides out (and is gone a second later), or a new one slides in. axe then reads its colours
 * halfway through the fade — a contrast nobody sees, and the "light, 390 px" flake of
 * daily-loop-a11y.spec.ts (the toast's message, `.go…`/`.gap-3 > span`, failing contrast). A
 * scan during which anything started to move is not trusted: the page settles and is scanned
 * again.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  let results = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await settled(page);
    await watchMotion(page);
    results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    if (!(await motionSeen(page))) break;
  }
  return results!.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}

/** Fails on any violation, whatever its impact. */
export async function expectAxeClean(page: Page): Promise<void> {
  const found = await axeViolations(page);
  expect(found, found.join('\n')).toEqual([]);
}

type Theme = 'light' | 'dark';

/** The stored choice the theme toggle makes (shell/theme.ts), set before the first script runs. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('dayflow.theme', value), theme);
}

/** Waits until the page shows `theme`, so a scan checks the colours it means to. */
export async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
}
