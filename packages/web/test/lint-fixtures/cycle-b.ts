// Lint fixture: the other half of the cycle started in cycle-a.ts.
import { a } from './cycle-a';

export const b = () => (Math.random() > 2 ? a() : 0);
