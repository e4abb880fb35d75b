import { describe, expect, it } from 'vitest';
import { isCanonicalPath } from './canonical-path';

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/api/tasks',
    '/api/tasks/0b6a3c1e-2d4f-4a6b-8c9d-0e1f2a3b4c5d/move',
    '/api/auth/callback/google?code=a%2Fb&state=..%2F..',
    '/planner/',
    '/assets/index-Bx1.js',
    '/api/tasks/%E2%9C%93',
    '/api/tasks/a%20b',
    '/api/tasks/a%3Fb',
    '/api/tasks/..a',
    '/api/tasks/a.',
  ])('accepts %s', (url) => {
    expect(isCanonicalPath(url)).toBe(true);
  });

  it.each([
    '/api/auth/./sign-in/email',
    '/api/auth/x/../sign-in/email',
    '/api/auth/%2e/sign-in/email',
    '/api/auth/%2E%2E/auth/sign-in/email',
    '/api/auth/.%2e/auth/sign-in/email',
    '/api/auth/sign-in/email/.',
    '/api/auth/sign-in/email/..',
    '/%61pi/tasks',
    '/api/t%61sks',
    '/api/tasks%2Fabc',
    '/api/tasks%5cabc',
    '/api/auth/sign-in\\email',
    '//api/tasks',
    '/api//tasks',
    '/api/tasks//',
    '/api/tasks/%',
    '/api/tasks/%zz',
    '/api/tasks/%4',
    '/api/tasks/%7E',
    '/api/tasks/%5F',
    '/api/tasks/%2D',
    '/api/tasks/%30',
    '/api/tasks#x',
    'api/tasks',
    'http://127.0.0.1/api/tasks',
    '*',
    '',
  ])('refuses %s', (url) => {
    expect(isCanonicalPath(url)).toBe(false);
  });
});
