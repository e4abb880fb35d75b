import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENTLY_DELETED, TEXTS } from '@dayflow/core';
import { AppHeader } from './app-header';
import { ADA, renderSignedIn, setNarrowScreen } from '../test/render-signed-in';
import { SYNC_STORAGE_PREFIX } from '../sync/browser/stored-tasks';
import { isModal } from '../test/dialog-polyfill';

const avatarButton = () => screen.getByRole('button', { name: 'Profile menu' });

afterEach(() => vi.unstubAllGlobals());

describe('profile menu on a wide screen (dropdown)', () => {
  beforeEach(() => setNarrowScreen(false));

  it('opens a menu with the name, the email and Log Out, focused', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
    expect(avatarButton()).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(avatarButton());
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    const logOut = within(menu).getByRole('menuitem', { name: TEXTS.logOut });
    expect(logOut).toHaveFocus();
    expect(screen.getByText(ADA.displayName!)).toBeVisible();
    expect(screen.getByText(ADA.email)).toBeVisible();
    expect(screen.queryByRole('button', { name: TEXTS.cancel })).toBeNull();
  });

  it('leads to Recently deleted', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    await user.click(avatarButton());
    const item = screen.getByRole('menuitem', { name: RECENTLY_DELETED });
    // The arrows reach it, wherever it is in the menu.
    for (let i = 0; i < 5 && document.activeElement !== item; i++) await user.keyboard('{ArrowUp}');
    expect(item).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Recently deleted page')).toBeInTheDocument();
  });

  it("shows 'User' when there is no display name", async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />, { ...ADA, displayName: '  ' });
    await user.click(avatarButton());
    expect(screen.getByText(TEXTS.userFallback)).toBeVisible();
  });

  it('closes on Escape and gives focus back to the avatar', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    avatarButton().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: TEXTS.logOut })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(avatarButton()).toHaveFocus();
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, and a second click on the avatar closes it too', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    await user.click(avatarButton());
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(avatarButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(avatarButton());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('logs out on the server, forgets tasks kept on this device, then goes to /login', async () => {
    const user = userEvent.setup();
    localStorage.setItem(`${SYNC_STORAGE_PREFIX}:someone:tasks`, '[]');
    localStorage.setItem('dayflow.theme', 'dark');
    const { server } = await renderSignedIn(<AppHeader />);
    await user.click(avatarButton());
    await user.click(screen.getByRole('menuitem', { name: TEXTS.logOut }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(server.requests).toContain('POST /api/auth/sign-out');
    expect(localStorage.getItem(`${SYNC_STORAGE_PREFIX}:someone:tasks`)).toBeNull();
    expect(localStorage.getItem('dayflow.theme')).toBe('dark');
  });

  it("logs 'Logout error:' and stays when the server cannot be reached", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = await renderSignedIn(<AppHeader />);
    server.signOut = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(avatarButton());
    await user.click(screen.getByRole('menuitem', { name: TEXTS.logOut }));
    await waitFor(() => expect(log).toHaveBeenCalledWith(TEXTS.logoutErrorLog, expect.any(TypeError)));
    expect(await screen.findByText(/could not log out/i)).toBeInTheDocument();
    expect(screen.queryByText('Login screen')).toBeNull();
    log.mockRestore();
  });
});

describe('profile menu on a narrow screen (bottom sheet)', () => {
  beforeEach(() => setNarrowScreen(true));

  it('is a modal sheet with Log Out and Cancel; Cancel closes it', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    expect(avatarButton()).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(avatarButton());
    const sheet = screen.getByRole('dialog', { name: ADA.displayName! });
    expect(isModal(sheet)).toBe(true);
    expect(within(sheet).getByText(ADA.email)).toBeVisible();
    expect(within(sheet).getByRole('button', { name: TEXTS.logOut })).toHaveFocus();

    await user.click(within(sheet).getByRole('button', { name: TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(avatarButton()).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the avatar', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    await user.click(avatarButton());
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).getByRole('button', { name: TEXTS.logOut })).toHaveFocus();
    await user.tab();
    expect(within(sheet).getByRole('button', { name: TEXTS.cancel })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(avatarButton()).toHaveFocus();
  });

  it('leads to Recently deleted', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    await user.click(avatarButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: RECENTLY_DELETED }));
    expect(await screen.findByText('Recently deleted page')).toBeInTheDocument();
  });

  it('closes when the backdrop is pressed', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    await user.click(avatarButton());
    // jsdom lays nothing out: a press on the <dialog> itself, away from its empty box at 0,0, is on the backdrop.
    await user.pointer({
      keys: '[MouseLeft]',
      target: screen.getByRole('dialog'),
      coords: { clientX: 400, clientY: 400 },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
