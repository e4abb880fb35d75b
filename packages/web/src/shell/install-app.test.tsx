import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@dayflow/core';
import { listenForInstallPrompt } from '../lib/install-prompt';
import { renderSignedIn, setNarrowScreen } from '../test/render-signed-in';
import { AppHeader } from './app-header';
import { INSTALL_APP_TEXT } from './install-app-button';

const avatarButton = () => screen.getByRole('button', { name: 'Profile menu' });

/** What Chromium fires when the app may be installed: cancelable, with prompt(). */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => ({ outcome: 'accepted' })),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

beforeAll(() => listenForInstallPrompt());
afterEach(() => {
  // No offer carries over to the next test.
  act(() => void window.dispatchEvent(new Event('appinstalled')));
  vi.unstubAllGlobals();
});

describe('Install Dayflow in the profile menu', () => {
  it('is not offered until the browser offers to install', async () => {
    setNarrowScreen(false);
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    await user.click(avatarButton());
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: TEXTS.logOut })).toBeVisible();
    expect(screen.queryByText(INSTALL_APP_TEXT)).toBeNull();
  });

  it('takes the offer from the browser, shows it once in the dropdown, and arrows reach it', async () => {
    setNarrowScreen(false);
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    const offer = offerInstall();
    // Taken over by the menu: Chrome's own install bar does not appear as well.
    expect(offer.defaultPrevented).toBe(true);

    await user.click(avatarButton());
    const menu = screen.getByRole('menu');
    // Its code arrives on demand, the first time the browser offers.
    const install = await within(menu).findByRole('menuitem', { name: INSTALL_APP_TEXT });
    const logOut = within(menu).getByRole('menuitem', { name: TEXTS.logOut });
    expect(logOut).toHaveFocus();
    // The first item: from the last one, ArrowDown goes round to it.
    await user.keyboard('{ArrowDown}');
    expect(install).toHaveFocus();
    await user.keyboard('{End}');
    expect(logOut).toHaveFocus();
    await user.keyboard('{Home}');
    expect(install).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    // An offer can be shown once: the item goes until the browser offers again.
    await user.click(avatarButton());
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: INSTALL_APP_TEXT })).toBeNull();
  });

  it('is a button in the bottom sheet on a phone', async () => {
    setNarrowScreen(true);
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    const offer = offerInstall();
    await user.click(avatarButton());
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: INSTALL_APP_TEXT }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes away once the app is installed', async () => {
    setNarrowScreen(false);
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    offerInstall();
    await user.click(avatarButton());
    expect(await screen.findByRole('menuitem', { name: INSTALL_APP_TEXT })).toBeVisible();
    // Installed from the browser's own button, say: the menu no longer offers it.
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('menuitem', { name: INSTALL_APP_TEXT })).toBeNull();
  });
});
