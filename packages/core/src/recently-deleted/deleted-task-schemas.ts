import { z } from 'zod/mini';
import { TaskSchema } from '../tasks/task-schemas';

/** A task in Recently deleted: the task as it was in its list, and when it was deleted (epoch ms). */
export const DeletedTaskSchema = z.extend(TaskSchema, { deletedAt: z.number() });
export type DeletedTask = z.infer<typeof DeletedTaskSchema>;

/** GET /api/tasks/deleted: newest deletion first. */
export const DeletedTaskListSchema = z.object({ tasks: z.array(DeletedTaskSchema) });
