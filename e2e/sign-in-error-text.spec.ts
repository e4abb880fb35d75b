import { expect, test } from '@playwright/test';

// Anyone can send a link to /auth/done?error=…&error_description=…: the page must speak only in
// our own words, never repeat the link's text on our site.
test.describe('the page a provider sign-in returns to', () => {
  test('shows our own message for a code it does not know, never the text in the link', async ({ page }) => {
    await page.goto('/auth/done?error=evil&error_description=Call%20%2B1%20555%200100%20to%20unlock%20your%20account');
    await expect(page.getByText('Sign-in failed. Please try again.')).toBeVisible();
    await expect(page.getByText(/555 0100/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth\/popup$/);
  });

  test('says which provider could not be reached, not that Dayflow could not', async ({ page }) => {
    await page.goto('/auth/done?error=provider_unreachable&error_description=Dayflow%20is%20down');
    await expect(page.getByText(/The sign-in provider could not be reached/)).toBeVisible();
    await expect(page.getByText(/Dayflow is down|Could not reach Dayflow/)).toHaveCount(0);
  });
});
