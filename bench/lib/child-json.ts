import { spawnScript } from './server';

/** Runs a bench script in its own process and parses the last JSON line it prints. */
export async function runJsonChild<T>(script: string, args: string[], timeoutMs: number): Promise<T> {
  const child = spawnScript(script, args);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  const last = out.trim().split('\n').pop() ?? '';
  if (code !== 0) throw new Error(`${script} exited with ${code}: ${out.slice(-2000)}`);
  return JSON.parse(last) as T;
}
