import { alphaName } from '../alpha';

export const betaName = `${alphaName}-beta`;
