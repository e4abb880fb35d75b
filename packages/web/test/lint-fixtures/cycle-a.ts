// Lint fixture: half of an import cycle, which import-x/no-cycle must reject.
import { b } from './cycle-b';

export const a = () => b() + 1;
