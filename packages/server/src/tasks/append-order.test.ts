import crypto from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Section } from '@dayflow/core';
import { onPostgres, signUp } from '../../test/support/test-app';
import { useNewUserEachTest, useTestApp } from '../../test/support/use-test-app';
import { createTaskAs } from '../../test/support/tasks';
import { lastOrderQuery } from './task-repository';

const T0 = Date.UTC(2026, 4, 20, 9);
/** A long section: if appending read every row, the plans below would show it. */
const LIVE = 1_000;
/** Recently deleted rows above every live one: the old index stepped over all of them. */
const DELETED = 1_000;

describe('appending a task reads one row, whatever the list size', () => {
  let clock = T0;
  const t = useTestApp({ now: () => clock });
  beforeEach(() => {
    clock = T0;
  });
  const user = useNewUserEachTest(t);

  /** Rows straight into the table: orders 0..live-1 live, then `deleted` higher ones deleted. */
  async function seedSection(uid: string, section: Section, live: number, deleted: number) {
    const rows = Array.from({ length: live + deleted }, (_, i) => ({
      id: crypto.randomUUID(),
      uid,
      client_key: crypto.randomUUID(),
      text: `Seeded ${i}`,
      priority: 'Medium' as const,
      completed: i % 5 === 0 ? 1 : 0,
      section,
      position: i,
      created_at: T0,
      updated_at: T0,
      deleted_at: i >= live ? T0 : null,
      version: 1,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await t.app.db
        .insertInto('tasks')
        .values(rows.slice(i, i + 200))
        .execute();
    }
  }

  it('appends one past the highest live order, not past deleted ones, other sections or users', async () => {
    await seedSection(user.id, 'today', 3, 2);
    const other = await signUp(t.app);
    await seedSection(other.id, 'today', 10, 0);
    await seedSection(user.id, 'tomorrow', 50, 0);
    expect((await createTaskAs(user, { section: 'today' })).order).toBe(3);
    expect((await createTaskAs(user, { section: 'brainDump' })).order).toBe(0);
  });

  it('counts a completed task at the end of the section', async () => {
    await seedSection(user.id, 'today', 6, 0);
    await t.app.db.updateTable('tasks').set({ completed: 1 }).where('uid', '=', user.id).execute();
    expect((await createTaskAs(user, { section: 'today' })).order).toBe(6);
  });

  // Each database tells how it runs the query; the test reads the answer of the one it runs on.
  it(`reads one entry of the live-rows index (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, async () => {
    await seedSection(user.id, 'today', LIVE, DELETED);
    const compiled = lastOrderQuery(t.app.db, user.id, 'today').compile();
    const explain = (prefix: string) =>
      t.app.db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]),
      );
    if (onPostgres) {
      await t.app.db.executeQuery(CompiledQuery.raw('ANALYZE tasks'));
      const result = await explain('EXPLAIN (ANALYZE, FORMAT JSON)');
      const plan = (result.rows[0]!['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
      // Rows the scan produced and rows it read but threw away: one and none.
      expect(
        scanNodes(plan).map((n) => [
          n['Node Type'],
          n['Index Name'],
          n['Actual Rows'],
          n['Rows Removed by Filter'] ?? 0,
        ]),
      ).toEqual([[expect.stringMatching(/^Index (Only )?Scan$/), 'tasks_uid_section_live_position', 1, 0]]);
    } else {
      // SQLite has no row counts; its plan says it: a search of the partial index (no deleted
      // row in it to step over) and no "USE TEMP B-TREE FOR ORDER BY", so the index yields
      // positions in order and LIMIT 1 stops at the first entry.
      const plan = await explain('EXPLAIN QUERY PLAN');
      expect(plan.rows.map((r) => r.detail)).toEqual([
        'SEARCH tasks USING INDEX tasks_uid_section_live_position (uid=? AND section=?)',
      ]);
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan that reads the table or an index. */
function scanNodes(node: PlanNode): PlanNode[] {
  const own = /Scan/.test(node['Node Type']) ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scanNodes)];
}
