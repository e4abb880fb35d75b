import { describe, expect, it } from 'vitest';
import { encodeCsv, neutraliseFormula } from './csv';

describe('encodeCsv', () => {
  it.each([
    { name: 'plain', rows: [['a', 'b']], csv: 'a,b\r\n' },
    { name: 'a comma', rows: [['x, y']], csv: '"x, y"\r\n' },
    { name: 'a quote', rows: [['say "hi"']], csv: '"say ""hi"""\r\n' },
    { name: 'a newline', rows: [['one\ntwo', 'b']], csv: '"one\ntwo",b\r\n' },
    { name: 'a carriage return', rows: [['a\rb']], csv: '"a\rb"\r\n' },
  ])('quotes only what needs it: $name', ({ rows, csv }) => {
    expect(encodeCsv(rows)).toBe(csv);
  });
});

describe('neutraliseFormula', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['Buy milk', 'Buy milk'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });
});
