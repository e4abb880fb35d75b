import { betaName } from './beta';

export const appName = betaName;
