// Broken on purpose: alpha/ and beta/ import each other, by a type only. See folder-cycles.test.ts.
export { alphaName } from './alpha-name';
