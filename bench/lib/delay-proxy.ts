import net from 'node:net';

export interface DelayProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A TCP proxy to `target` that holds every byte from the server to the client for `delayMs`
 * (requests go straight through). It is the live benchmark's self-check: device-2 sockets routed
 * through it must measure that much later than the others, or the measurement is not measuring
 * delivery. A fixed delay per chunk keeps the byte order: Node runs timers of equal delay in the
 * order they were set.
 */
export async function startDelayProxy(target: string, delayMs: number): Promise<DelayProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: hostname, port: Number(port) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
      s.on('error', () => (client.destroy(), upstream.destroy()));
    }
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      setTimeout(() => client.writable && client.write(chunk), delayMs);
    });
    client.once('end', () => upstream.end());
    upstream.once('end', () => setTimeout(() => client.end(), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
