/**
 * The ceiling for any Fastify route on this machine: a hello-world on the same Fastify, Node
 * and logger setting as the app (logger off; the app logs at warn, so no per-request lines).
 *   node --import tsx bench/servers/hello.ts <port>
 */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
console.log(JSON.stringify({ ready: true }));
