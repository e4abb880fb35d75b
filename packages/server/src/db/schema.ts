import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Our own tables. The sign-in library keeps `users`, `sessions`, `accounts` and `verifications`
 * (created by its own migrator, see auth/auth.ts); tasks reference `users.id`.
 */
export interface TaskTable {
  id: string;
  uid: string;
  client_key: string;
  text: string;
  priority: 'High' | 'Medium' | 'Low';
  /** 0/1 on SQLite, so the same queries work on both databases. */
  completed: number;
  section: 'brainDump' | 'today' | 'tomorrow';
  position: number;
  /** Epoch milliseconds (bigint on PostgreSQL, parsed back to number). */
  created_at: number;
  updated_at: number;
}

export interface StreakTable {
  uid: string;
  count: number;
  last_active: string;
}

export interface GoalTable {
  uid: string;
  daily_goal: number;
}

export interface UserTable {
  id: string;
  email: string;
  display_name: string | null;
  photo_url: string | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface Database {
  tasks: TaskTable;
  streaks: StreakTable;
  goals: GoalTable;
  users: UserTable;
}

export type TaskRow = Selectable<TaskTable>;
export type NewTaskRow = Insertable<TaskTable>;
export type TaskRowUpdate = Updateable<TaskTable>;
export type { Generated };
