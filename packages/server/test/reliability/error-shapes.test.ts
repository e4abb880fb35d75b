import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { NON_CANONICAL_PATH } from '../../src/http/canonical-path';
import { signUp, type SignedInUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { listenRaw, type RawRequest, type RawResponse } from './support/raw-http';

/** docs/api.md: every error is exactly `{error, field?}` — no codes, no echo of the request. */
const expectApiError = (response: RawResponse, status: number, body?: { error: string; field?: string }) => {
  expect(response.status, response.body.slice(0, 300)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const parsed = response.json();
  expect(Object.keys(parsed).filter((key) => key !== 'error' && key !== 'field')).toEqual([]);
  expect(typeof parsed.error).toBe('string');
  if (body) expect(parsed).toEqual(body);
};

describe('error bodies keep the documented shape', () => {
  let user: SignedInUser;
  let send: (request: RawRequest) => Promise<RawResponse>;
  const t = useTestApp();
  beforeAll(async () => {
    user = await signUp(t.app);
    send = await listenRaw(t.app);
  });
  const as = (request: RawRequest) => send({ ...request, headers: { cookie: user.cookie, ...request.headers } });

  const longId = 'a'.repeat(5000);
  it.each([
    ['PATCH', '', { text: 'x' }],
    ['DELETE', '', undefined],
    ['POST', '/move', { section: 'today', index: 0 }],
    ['POST', '/reset', undefined],
  ])('a 5,000-character id on %s /api/tasks/:id%s names the id field', async (method, suffix, body) => {
    const response = await as({ method, path: `/api/tasks/${longId}${suffix}`, body });
    expectApiError(response, 400, { error: 'id: must be a task id', field: 'id' });
    expect(response.body).not.toContain(longId.slice(0, 200));
  });

  it.each(['/api/tasks/%zz', '/api/%E0%A4%A', '/api/tasks/%C0%AF'])('a malformed escape in %s', async (path) => {
    expectApiError(await as({ method: 'GET', path }), 400, { error: NON_CANONICAL_PATH });
  });

  it.each(['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data'])(
    'a %s body answers 415',
    async (type) => {
      const response = await as({ method: 'POST', path: '/api/tasks', headers: { 'content-type': type } });
      expectApiError(response, 415, { error: 'Send JSON (Content-Type: application/json)' });
    },
  );

  it('a text/plain sign-in answers 415 too', async () => {
    const response = await send({
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain' },
    });
    expectApiError(response, 415);
  });

  it.each([
    ['a wrong password', '/api/auth/sign-in/email', { email: 'nobody@example.test', password: 'whatever1' }, 401],
    ['an unknown auth path', '/api/auth/no-such-endpoint', {}, 404],
  ])("the sign-in library's answer to %s", async (_what, path, body, status) => {
    expectApiError(await send({ method: 'POST', path, body }), status);
  });

  it('a broken request line or header answers in the same shape', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.end('POST /api/tasks HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'Bad request' });
  });
});
