// Test-only: a signed-in user speaking to a server over real HTTP, for the suites that run the
// server in another process.
import crypto from 'node:crypto';
import http from 'node:http';
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

/**
 * Keep-alive connections, a bounded number of them, as a browser holds: requests beyond that wait
 * for a free connection instead of opening hundreds at once (a burst of new connections overflows
 * the server's accept queue, and the kernel then retries each dropped SYN after 1, 3, 7, 15 s…).
 */
export const defaultAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export const uniqueKey = (prefix = 'k') => `${prefix}-${crypto.randomBytes(8).toString('hex')}`;

interface RawResponse {
  status: number;
  setCookie: string[];
  text: string;
}

function send(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookie: response.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function signUpOverHttp(
  baseUrl: string,
  { name = 'Reliability User', agent = defaultAgent }: { name?: string; agent?: http.Agent } = {},
): Promise<HttpUser> {
  const email = `${uniqueKey('rel')}@example.test`;
  const password = 'correct horse battery';
  // As a browser on our own page would: the sign-in library refuses a sign-up without Origin.
  const response = await send(
    agent,
    `${baseUrl}/api/auth/sign-up/email`,
    'POST',
    { 'content-type': 'application/json', origin: baseUrl },
    JSON.stringify({ email, password, name }),
  );
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  const cookie = response.setCookie.map((c) => c.split(';')[0]).join('; ');
  const { user } = JSON.parse(response.text) as { user: { id: string } };
  return {
    id: user.id,
    email,
    password,
    cookie,
    request: async <T>(base: string, method: string, url: string, body?: unknown) => {
      const headers: Record<string, string> = { cookie, origin: base };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await send(
        agent,
        `${base}${url}`,
        method,
        headers,
        body === undefined ? undefined : JSON.stringify(body),
      );
      return { status: res.status, body: (res.text ? JSON.parse(res.text) : undefined) as T };
    },
  };
}

export async function listTasksOverHttp(baseUrl: string, user: HttpUser): Promise<Task[]> {
  const response = await user.request<{ tasks: Task[] }>(baseUrl, 'GET', '/api/tasks');
  if (response.status !== 200) throw new Error(`list failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.tasks;
}
