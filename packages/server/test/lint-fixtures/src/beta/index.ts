export type BetaName = string;
export { betaName } from './beta-name';
