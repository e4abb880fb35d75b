import { describe, expect, it } from 'vitest';
import { startAsAFreshPage } from './fresh-page';

describe('startAsAFreshPage', () => {
  it('wipes what a test file leaves in a shared window', () => {
    localStorage.setItem('dayflow.theme', 'dark');
    sessionStorage.setItem('draft', 'x');
    document.cookie = 'dayflow.signedIn=1; path=/';
    history.pushState(null, '', '/planner?view=today');
    document.title = 'Planner';
    document.body.innerHTML = '<div role="status">Task deleted</div>';
    document.body.setAttribute('inert', '');
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';

    startAsAFreshPage();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(location.pathname + location.search).toBe('/');
    expect(document.title).toBe('');
    expect(document.body.childNodes).toHaveLength(0);
    expect(document.body.attributes).toHaveLength(0);
    expect(document.documentElement.attributes).toHaveLength(0);
  });
});
