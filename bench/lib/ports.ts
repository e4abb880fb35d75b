import net from 'node:net';

/**
 * The benchmark's own port range on this shared machine (others use theirs); BENCH_PORTS=3400-3499
 * moves it, for a second bench run beside the first.
 */
export const BENCH_PORTS = portRange(process.env.BENCH_PORTS) ?? { first: 3206, last: 3219 };

function portRange(value: string | undefined): { first: number; last: number } | undefined {
  const match = /^(\d+)-(\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  return { first: Number(match[1]), last: Number(match[2]) };
}

const taken = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A free port from our range, never handed out twice in one process. Falls back to an
 * OS-chosen port when the whole range is busy (CI on a machine where it might be).
 */
export async function pickPort(): Promise<number> {
  for (let port = BENCH_PORTS.first; port <= BENCH_PORTS.last; port++) {
    if (taken.has(port)) continue;
    if (await canListen(port)) {
      taken.add(port);
      return port;
    }
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function releasePort(port: number): void {
  taken.delete(port);
}
