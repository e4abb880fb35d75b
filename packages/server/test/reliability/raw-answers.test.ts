import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';

/** Sends bytes as given on a new connection and parses the one answer (status, headers, body). */
function exchange(port: number, bytes: string) {
  return new Promise<{ status: number; headers: Map<string, string>; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    setTimeout(() => socket.end(), 1_000).unref();
  });
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

// Issue 24: the answers given before our hooks run (a path refused by its spelling, the router's
// own refusals, Node's 400 for a request without Host and its 431) had none of the security
// headers, Node's had no JSON body, and the 404 echoed the method and path.
describe('every answer carries the security headers and a JSON body', () => {
  let t: TestApp;
  let port: number;
  let expected: Map<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const normal = await exchange(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(normal.status).toBe(200);
    expected = new Map(SECURITY_HEADERS.map((name) => [name, normal.headers.get(name) ?? '']));
    for (const value of expected.values()) expect(value).not.toBe('');
  });
  afterAll(() => t.close());

  it.each([
    ['a non-canonical path', 'GET /api/./tasks HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['a bad escape', 'GET /api/tasks/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['an HTTP/1.1 request without Host', 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['headers over 16 KiB', `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['an unknown route', 'GET /api/secret-path-x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 404],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
  ])('%s: the headers and {error}', async (_name, bytes, status) => {
    const answer = await exchange(port, bytes);
    expect(answer.status).toBe(status);
    for (const [name, value] of expected) expect(answer.headers.get(name), name).toBe(value);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body) as { error: string };
    expect(typeof body.error).toBe('string');
    expect(answer.body).not.toContain('secret-path-x');
    expect(answer.body).not.toContain('GET');
  });
});
