import { expect, test, type Browser } from '@playwright/test';
import { chromiumLaunchOptions, OMNIBOX_POPUP_FEATURES } from './playwright.config';

/** The features the browser runs with disabled, as Chromium itself reports them. */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto('chrome://version/?show-variations-cmd');
  const text = await page.locator('body').innerText();
  await page.close();
  const list = text.match(/--disable-features="([^"]*)"/)?.[1];
  expect(list, 'chrome://version lists the disabled features').toBeDefined();
  return list!.split(',');
}

test('the test browser keeps every feature Playwright disables and opens no omnibox popup pages', async ({
  browser,
  playwright,
}) => {
  const plain = await playwright.chromium.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: ['--no-sandbox'],
  });
  const playwrightDefaults = await disabledFeatures(plain);
  await plain.close();
  expect(playwrightDefaults, 'the plain launch should report Playwright’s own list').toContain('PaintHolding');

  const ours = await disabledFeatures(browser);
  const missing = [...playwrightDefaults, ...OMNIBOX_POPUP_FEATURES].filter((feature) => !ours.includes(feature));
  expect(missing, 'features our --disable-features drops').toEqual([]);

  await browser.newPage();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  expect(targetInfos.filter((target) => target.url.includes('.top-chrome/')).map((target) => target.url)).toEqual([]);
});
