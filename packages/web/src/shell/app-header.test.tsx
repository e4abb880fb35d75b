import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME, TEXTS } from '@dayflow/core';
import { AppHeader } from './app-header';
import { renderSignedIn, setNarrowScreen } from '../test/render-signed-in';

describe('AppHeader', () => {
  beforeEach(() => {
    setNarrowScreen(false);
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links the brand title to /planner', async () => {
    await renderSignedIn(<AppHeader />);
    expect(screen.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/planner');
  });

  it("has a Notes button titled 'Notes' that goes to /notes", async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    const notes = screen.getByTitle(TEXTS.notesTitle);
    expect(notes).toHaveAccessibleName(TEXTS.notesTitle);
    expect(notes.querySelector('svg')).not.toBeNull();
    await user.click(notes);
    expect(await screen.findByText('Notes placeholder')).toBeInTheDocument();
  });

  it('starts light and toggles the dark class on <html>, remembering the choice', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<AppHeader />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('dayflow.theme')).toBe('dark');

    await user.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('dayflow.theme')).toBe('light');
  });

  it('shows the profile photo in the avatar button when there is one', async () => {
    await renderSignedIn(<AppHeader />, {
      id: 'u2',
      email: 'grace@example.test',
      displayName: 'Grace',
      photoURL: 'https://example.test/grace.png',
    });
    const img = within(screen.getByRole('button', { name: 'Profile menu' })).getByRole('presentation');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it.each([
    { displayName: 'ada', initial: 'A' },
    { displayName: null, initial: TEXTS.avatarFallback },
  ])('shows "$initial" in the avatar button for $displayName without a photo', async ({ displayName, initial }) => {
    await renderSignedIn(<AppHeader />, { id: 'u3', email: 'x@example.test', displayName, photoURL: null });
    expect(screen.getByRole('button', { name: 'Profile menu' })).toHaveTextContent(initial);
  });
});
