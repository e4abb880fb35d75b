import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@dayflow/core';
import { THEME_KEY } from '../lib/storage-keys';
import { fakeMatchMedia } from '../test/match-media';
import { applyTheme, readTheme, SYSTEM_DARK_QUERY } from './theme';
import { ThemeToggle } from './theme-toggle';

const metas = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
const originalMatchMedia = window.matchMedia;
const systemIs = (scheme: 'light' | 'dark') => {
  window.matchMedia = fakeMatchMedia((query) => query === SYSTEM_DARK_QUERY && scheme === 'dark');
};

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.className = '';
  localStorage.clear();
  window.matchMedia = originalMatchMedia;
});

describe('applyTheme', () => {
  it('sets the page class and every theme-color tag to the chosen theme, whatever the system says', () => {
    document.head.innerHTML = `
      <meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}">
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}">`;
    applyTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(metas().map((meta) => meta.content)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(metas().map((meta) => meta.content)).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  });
});

describe('readTheme', () => {
  it('follows the system until the person chooses: dark when it asks for dark, else light', () => {
    systemIs('dark');
    expect(readTheme()).toBe('dark');
    systemIs('light');
    expect(readTheme()).toBe('light');
  });

  it('keeps the person’s choice against the system', () => {
    systemIs('dark');
    localStorage.setItem(THEME_KEY, 'light');
    expect(readTheme()).toBe('light');
    systemIs('light');
    localStorage.setItem(THEME_KEY, 'dark');
    expect(readTheme()).toBe('dark');
  });
});

describe('the theme toggle', () => {
  it('shows the system’s dark mode as pressed; a click chooses light, kept from then on', async () => {
    systemIs('dark');
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
  });

  it('follows the system as it changes while nothing is chosen', () => {
    const listeners = new Set<() => void>();
    let dark = false;
    window.matchMedia = ((query: string) => ({
      ...fakeMatchMedia(() => false)(query),
      get matches() {
        return query === SYSTEM_DARK_QUERY && dark;
      },
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    render(<ThemeToggle />);
    expect(document.documentElement).not.toHaveClass('dark');
    act(() => {
      dark = true;
      for (const listener of listeners) listener();
    });
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});
