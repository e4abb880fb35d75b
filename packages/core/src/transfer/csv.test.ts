import { describe, expect, it } from 'vitest';
import { encodeCsv, neutraliseFormula, parseCsv } from './csv';

const fields = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(`line ${result.line}: ${result.reason}`);
  return result.records.map((r) => r.fields);
};

describe('parseCsv', () => {
  it.each([
    {
      name: 'plain fields',
      text: 'a,b,c\r\n1,2,3\r\n',
      rows: [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    },
    {
      name: 'LF line ends and no final newline',
      text: 'a,b\n1,2',
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
    },
    { name: 'empty fields', text: ',a,,\n', rows: [['', 'a', '', '']] },
    { name: 'a quoted comma', text: '"x, y",z', rows: [['x, y', 'z']] },
    { name: 'doubled quotes', text: '"say ""hi""",b', rows: [['say "hi"', 'b']] },
    {
      name: 'a quoted newline',
      text: '"one\r\ntwo",b\nc,d',
      rows: [
        ['one\r\ntwo', 'b'],
        ['c', 'd'],
      ],
    },
    { name: 'an empty quoted field', text: '"",b', rows: [['', 'b']] },
    { name: 'a byte order mark', text: '\uFEFFTYPE,CONTENT\n', rows: [['TYPE', 'CONTENT']] },
    { name: 'a blank line', text: 'a\n\nb\n', rows: [['a'], [''], ['b']] },
    { name: 'nothing', text: '', rows: [] },
    { name: 'an empty quoted last field', text: 'a\n""', rows: [['a'], ['']] },
  ])('$name', ({ text, rows }) => {
    expect(fields(text)).toEqual(rows);
  });

  it('gives the line each record starts on, counting newlines inside quotes', () => {
    const result = parseCsv('h\n"a\nb\nc"\nnext\n');
    expect(result.ok && result.records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it.each([
    { name: 'an unclosed quote', text: 'a,b\n"open,c\nd\n', line: 2, reason: /never closed/ },
    { name: 'text after a closing quote', text: 'a\n"x"y,b\n', line: 2, reason: /after a closing quote/ },
    { name: 'a quote inside an unquoted field', text: 'a\nab"c\n', line: 2, reason: /quote inside/ },
  ])('refuses $name and names the line', ({ text, line, reason }) => {
    const result = parseCsv(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.line).toBe(line);
      expect(result.reason).toMatch(reason);
    }
  });
});

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

  it('round-trips through parseCsv', () => {
    const rows = [
      ['text', 'list'],
      ['a "quoted", multi\r\nline', ''],
      ['=1+1', 'x'],
    ];
    expect(fields(encodeCsv(rows))).toEqual(rows);
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
