import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoalSchema } from '@dayflow/core';
import { readJson, UnexpectedAnswerError } from './read-json';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('readJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the endpoint's data, parsed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ dailyGoal: 4 })),
    );
    await expect(readJson('/api/goal', GoalSchema)).resolves.toEqual({ dailyGoal: 4 });
  });

  it('names the endpoint and what is wrong when the answer does not match', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ dailyGoal: 'many' })),
    );
    const read = readJson('/api/goal', GoalSchema, { method: 'PUT', body: { dailyGoal: 4 } });
    await expect(read).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(read).rejects.toThrow(/^PUT \/api\/goal answered something unexpected: dailyGoal: /);
  });
});
