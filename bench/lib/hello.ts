import { pickPort, releasePort } from './ports';
import { spawnScript, stopChild } from './server';

/** Starts the Fastify hello-world (bench/servers/hello.ts) in its own process. */
export async function startHello(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await pickPort();
  const child = spawnScript('bench/servers/hello.ts', [String(port)]);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('hello server did not start')), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"ready"')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`hello server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child).finally(() => releasePort(port)) };
}
