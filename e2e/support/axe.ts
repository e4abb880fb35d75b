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

/** What axe finds on the page once it has settled, one line per rule with the elements at fault. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
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
