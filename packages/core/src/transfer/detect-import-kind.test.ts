import { describe, expect, it } from 'vitest';
import { detectImportKind } from './detect-import-kind';

describe('detectImportKind', () => {
  it.each([
    { name: 'a Dayflow export', text: '{\n  "format": "dayflow-export"', kind: 'dayflow-json' },
    { name: 'any JSON object, so its refusal explains', text: '  {"a":1}', kind: 'dayflow-json' },
    { name: 'a Todoist template', text: 'TYPE,CONTENT,DESCRIPTION,PRIORITY\r\ntask,a,,4', kind: 'todoist-csv' },
    { name: 'a Todoist template with a BOM and quotes', text: '\uFEFF"TYPE","CONTENT"\n', kind: 'todoist-csv' },
    { name: 'a header in lower case', text: 'type,content\n', kind: 'todoist-csv' },
    { name: 'lines of text', text: 'Buy milk\nCall Ada', kind: 'text' },
    { name: 'a CSV that is not Todoist', text: 'text,list\nBuy milk,Today', kind: 'text' },
  ])('$name → $kind', ({ text, kind }) => {
    expect(detectImportKind(text)).toBe(kind);
  });

  it('goes by the file name only when the file is empty', () => {
    expect(detectImportKind('', 'dayflow-export.json')).toBe('dayflow-json');
    expect(detectImportKind('', 'todoist.CSV')).toBe('todoist-csv');
    expect(detectImportKind('Buy milk', 'notes.json')).toBe('text');
  });
});
