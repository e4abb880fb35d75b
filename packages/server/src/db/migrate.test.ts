import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';

describe('migrations', () => {
  // On PostgreSQL each test app has its own schema in one database, like two deployments would.
  it('migrate two databases side by side, each with its own bookkeeping', async () => {
    const first = await buildTestApp();
    try {
      const second = await buildTestApp();
      try {
        const migrated = await second.app.db.selectFrom('tasks').select('id').execute();
        expect(migrated).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
