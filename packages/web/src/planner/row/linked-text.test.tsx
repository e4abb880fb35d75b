import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTask } from '../../test/make-task';
import { renderBoard, whenSaved } from '../../test/render-board';
import { LinkedText } from './linked-text';

const linksIn = (text: string) => {
  const { container, unmount } = render(
    <p>
      <LinkedText text={text} />
    </p>,
  );
  const links = [...container.querySelectorAll('a')].map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    target: a.getAttribute('target'),
    rel: a.getAttribute('rel'),
  }));
  const elements = container.querySelectorAll('p *:not(a)').length;
  const shown = container.textContent;
  unmount();
  return { links, elements, shown };
};

describe('links in task text', () => {
  it.each([
    ['See https://example.com/a?b=1 now', 'https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['Docs at http://docs.example.org.', 'http://docs.example.org', 'http://docs.example.org/'],
    ['Mail mailto:ada@example.com', 'mailto:ada@example.com', 'mailto:ada@example.com'],
  ])('%j links its URL, in a new tab with no way back', (text, linkText, href) => {
    const { links, shown } = linksIn(text);
    expect(links).toEqual([{ text: linkText, href, target: '_blank', rel: 'noopener noreferrer' }]);
    expect(shown).toBe(text);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'javascript:http://example.com',
    'data:text/html,<script>alert(1)</script>',
    'https://google.com@evil.example/',
    'https：//example.com',
    'ｈｔｔｐｓ://example.com',
    'http//example.com',
    'file:///etc/passwd',
  ])('%j stays plain text', (text) => {
    expect(linksIn(text)).toEqual({ links: [], elements: 0, shown: text });
  });

  it('makes nothing else markup', () => {
    const text = '<b>bold</b> <img src=x onerror=alert(1)> https://example.com/"onmouseover="x';
    const { links, elements, shown } = linksIn(text);
    expect(links.map((l) => l.href)).toEqual(['https://example.com/']);
    expect(elements).toBe(0);
    expect(shown).toBe(text);
  });

  it('wraps a long URL instead of widening the row', () => {
    const { container } = render(<LinkedText text={`https://example.com/${'x'.repeat(300)}`} />);
    expect(container.querySelector('a')).toHaveClass('break-words', '[overflow-wrap:anywhere]');
  });
});

describe('links in a task row', () => {
  it('are links in open and completed rows, and a double-click or Enter on one does not edit', async () => {
    const user = userEvent.setup();
    const tasks = [
      makeTask({ id: 'a', text: 'Read https://example.com/guide' }),
      makeTask({ id: 'b', text: 'Done: mailto:ada@example.com', completed: true }),
    ];
    const { store, server } = await renderBoard(tasks);
    const today = within(screen.getByRole('region', { name: 'Today' }));
    const link = await today.findByRole('link', { name: 'https://example.com/guide' });
    await user.dblClick(link);
    link.focus();
    await user.keyboard('{Enter}');
    expect(today.queryByRole('textbox', { name: /^Edit task:/ })).not.toBeInTheDocument();
    await user.click(today.getByRole('button', { name: /Completed Tasks/ }));
    expect(await today.findByRole('link', { name: 'mailto:ada@example.com' })).toHaveAttribute('target', '_blank');
    await whenSaved(store);
    expect(server.list()).toMatchObject(tasks);
  });
});
