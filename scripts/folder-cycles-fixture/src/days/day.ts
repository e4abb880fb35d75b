import { streakOf } from '../streak';

export type Day = { date: string; streak: ReturnType<typeof streakOf> };
