import { CreateTaskSchema, MoveTaskSchema, TaskParamsSchema } from '@dayflow/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config as configureZod } from 'zod/mini';
import { installErrorHandlers } from './errors';

/**
 * The 400 texts clients see for the issues zod words itself. Core's schemas are built with
 * zod/mini, which has no messages of its own, so these hold only because installErrorHandlers
 * installs English: the locale is cleared first so nothing else loaded by the tests can supply it.
 */
describe('validation errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    configureZod({ localeError: undefined });
    const api = Fastify().withTypeProvider<ZodTypeProvider>();
    api.setValidatorCompiler(validatorCompiler);
    api.setSerializerCompiler(serializerCompiler);
    installErrorHandlers(api);
    api.post('/tasks', { schema: { body: CreateTaskSchema } }, async (request) => request.body);
    api.post('/tasks/:id/move', { schema: { params: TaskParamsSchema, body: MoveTaskSchema } }, async () => ({}));
    app = api;
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const id = '0b6a3c1e-2d4f-4a6b-8c9d-0e1f2a3b4c5d';
  it.each([
    [
      'an unknown key',
      '/tasks',
      { clientKey: 'abcdefgh', text: 'a', completed: true },
      'completed: Unrecognized key: "completed"',
      'completed',
    ],
    [
      'a wrong type',
      '/tasks',
      { clientKey: 'abcdefgh', text: 5 },
      'text: Invalid input: expected string, received number',
      'text',
    ],
    [
      'a short string',
      '/tasks',
      { clientKey: 'abc', text: 'a' },
      'clientKey: Too small: expected string to have >=8 characters',
      'clientKey',
    ],
    [
      'an unknown option',
      '/tasks',
      { clientKey: 'abcdefgh', text: 'a', section: 'someday' },
      'section: Invalid option: expected one of "brainDump"|"today"|"tomorrow"|"later"',
      'section',
    ],
    ['a custom message', '/tasks', { clientKey: 'abcdefgh', text: '  ' }, 'text: must not be empty', 'text'],
    [
      'a negative index',
      `/tasks/${id}/move`,
      { section: 'today', index: -1 },
      'index: Too small: expected number to be >=0',
      'index',
    ],
    [
      'a fractional index',
      `/tasks/${id}/move`,
      { section: 'today', index: 1.5 },
      'index: Invalid input: expected int, received number',
      'index',
    ],
    ['a bad id', '/tasks/nope/move', { section: 'today', index: 0 }, 'id: must be a task id', 'id'],
  ])('words %s in English and names the field', async (_what, url, payload, error, field) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field });
  });

  it('words a body that is not an object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/tasks',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid body: Invalid input: expected object, received array' });
  });
});
