import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RawRequest {
  method: string;
  /** Sent byte for byte: `app.inject` resolves `/./`, `/../` and `%2e` before the server sees them. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Listens on a free loopback port and returns a client that sends paths exactly as given. */
export async function listenRaw(app: FastifyInstance): Promise<(request: RawRequest) => Promise<RawResponse>> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return (request) => sendRaw(port, request);
}

export function sendRaw(port: number, { method, path, body, headers = {} }: RawRequest): Promise<RawResponse> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        // A connection per request: what one answer leaves unread cannot spill into the next.
        agent: false,
        method,
        path,
        headers: {
          // Node's client sends no length for a DELETE body unless told.
          ...(data === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
