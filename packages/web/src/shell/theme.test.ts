import { afterEach, describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@dayflow/core';
import { applyTheme } from './theme';

const metas = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.className = '';
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
