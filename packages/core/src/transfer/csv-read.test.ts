import { describe, expect, it } from 'vitest';
import { encodeCsv } from './csv';
import { parseCsv } from './csv-read';

const fields = (text: string) => {
  const result = parseCsv(text);
  expect(result.problems).toEqual([]);
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
    // What broke real Todoist files: read as text, as Python's csv module and spreadsheets do.
    { name: 'a quote inside an unquoted field', text: 'a\nSay "hi" to Bo,b\n', rows: [['a'], ['Say "hi" to Bo', 'b']] },
    { name: 'text after a closing quote', text: 'a\n"x"y,b\n', rows: [['a'], ['"x"y', 'b']] },
    {
      name: 'rows shorter or longer than the header',
      text: 'a,b,c\n1\n1,2,3,4\n',
      rows: [['a', 'b', 'c'], ['1'], ['1', '2', '3', '4']],
    },
  ])('$name', ({ text, rows }) => {
    expect(fields(text)).toEqual(rows);
  });

  it.each([
    { ends: 'LF', text: 'h\n"a\nb\nc"\nnext\n' },
    { ends: 'CRLF', text: 'h\r\n"a\r\nb\r\nc"\r\nnext\r\n' },
    { ends: 'CR', text: 'h\r"a\rb\rc"\rnext\r' },
  ])('gives the line each record starts on, counting newlines inside quotes ($ends)', ({ text }) => {
    expect(parseCsv(text).records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('skips a record whose quote never closes, names its line, and reads on from the next line', () => {
    const result = parseCsv('a,b\n"open,c\nd,e\nf,g\n');
    expect(result.records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['d', 'e'] },
      { line: 4, fields: ['f', 'g'] },
    ]);
    expect(result.problems).toEqual([{ line: 2, reason: expect.stringMatching(/never closes/) }]);
  });

  it('skips an unclosed quote on the last line (CRLF)', () => {
    const result = parseCsv('h\r\n"multi\r\nline"\r\nok\r\n"open at the end');
    expect(result.records.map((r) => [r.line, r.fields[0]])).toEqual([
      [1, 'h'],
      [2, 'multi\r\nline'],
      [4, 'ok'],
    ]);
    expect(result.problems.map((p) => p.line)).toEqual([5]);
  });

  it('round-trips what encodeCsv writes', () => {
    const rows = [
      ['text', 'list'],
      ['a "quoted", multi\r\nline', ''],
      ['=1+1', 'x'],
    ];
    expect(fields(encodeCsv(rows))).toEqual(rows);
  });
});
