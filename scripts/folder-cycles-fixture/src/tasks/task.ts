// A loop three folders long, with a type-only link: the check must find it.
import type { Day } from '../days/day';

export type Task = { id: string; day: Day };
