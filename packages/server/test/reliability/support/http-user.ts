// Test-only: a signed-in user speaking to a server over real HTTP (fetch), for the suites that run
// the server in another process.
import crypto from 'node:crypto';
import type { Task } from '@dayflow/core';

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
}

export interface HttpUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** JSON request as this user against baseUrl; the body is parsed when there is one. */
  request<T = unknown>(baseUrl: string, method: string, url: string, body?: unknown): Promise<HttpResult<T>>;
}

export const uniqueKey = (prefix = 'k') => `${prefix}-${crypto.randomBytes(8).toString('hex')}`;

export async function signUpOverHttp(baseUrl: string, name = 'Reliability User'): Promise<HttpUser> {
  const email = `${uniqueKey('rel')}@example.test`;
  const password = 'correct horse battery';
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    // As a browser on our own page would: the sign-in library refuses a sign-up without Origin.
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, name }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  return {
    id: user.id,
    email,
    password,
    cookie,
    request: async <T>(base: string, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}

export async function listTasksOverHttp(baseUrl: string, user: HttpUser): Promise<Task[]> {
  const response = await user.request<{ tasks: Task[] }>(baseUrl, 'GET', '/api/tasks');
  if (response.status !== 200) throw new Error(`list failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.tasks;
}
