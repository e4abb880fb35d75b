// Broken on purpose: a file cycle for import-boundaries.test.ts.
import { b } from './cycle-b';

export const a = () => b;
