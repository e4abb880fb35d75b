import type { BetaName } from '../beta';

export const alphaName: BetaName = 'alpha';
