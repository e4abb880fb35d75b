import type { FastifyInstance } from 'fastify';
import type { Task } from '@dayflow/core';
import type { DialectName, Db } from '../db';
import type { TaskWrite } from './feed/task-write';
import type { TaskPatch } from './task-repository';

/**
 * What the task routes need of the daily loop. The daily loop builds on tasks (a day start moves
 * and copies them, a routine makes them), so tasks/ never imports it: app.ts passes daily-loop/'s
 * taskDays in when it registers the task routes.
 */
export interface TaskDays {
  /** Starts the user's day if it has changed, so a list is never from yesterday. */
  ensureDayStarted(app: FastifyInstance, uid: string): Promise<unknown>;
  /** updateTask, plus the day's completion count in the same transaction. */
  updateTaskCounting(w: TaskWrite, dialect: DialectName, id: string, changes: TaskPatch): Promise<Task | undefined>;
  /** The user's time zone (UTC until one is known). */
  findZone(db: Db, uid: string): Promise<string>;
}
