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

export interface TalkingChild<T> {
  /** The first line the child prints (it says it is ready). */
  ready: Promise<string>;
  /** Writes one line to the child's stdin. */
  send(line: string): void;
  /** The last JSON line it prints before exiting 0. */
  result: Promise<T>;
}

/**
 * Like runJsonChild, for a child that takes part in a sequence: it prints a line when ready,
 * reads a line on stdin when told to finish, then prints its JSON result and exits.
 */
export function startJsonChild<T>(script: string, args: string[], timeoutMs: number): TalkingChild<T> {
  const child = spawnScript(script, args, {}, 'pipe');
  let out = '';
  let markReady: (line: string) => void = () => {};
  const ready = new Promise<string>((resolve) => (markReady = resolve));
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const newline = out.indexOf('\n');
    if (newline >= 0) markReady(out.slice(0, newline));
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const result = new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) reject(new Error(`${script} exited with ${code}: ${out.slice(-2000)}`));
      else resolve(JSON.parse(last) as T);
    });
  });
  // A child that dies before its ready line must not leave the caller waiting forever.
  void result.catch((err: unknown) => markReady(`failed: ${String(err)}`));
  return { ready, send: (line) => child.stdin!.write(`${line}\n`), result };
}
