import { describe, expect, it } from 'vitest';
import type { Task } from '../tasks/task-schemas';
import { MAX_SEARCH_RESULTS, searchTasks } from './search-tasks';

let next = 0;
const task = (text: string, over: Partial<Task> = {}): Task => ({
  id: `t${next++}`,
  text,
  priority: 'Medium',
  section: 'today',
  completed: false,
  order: next,
  createdAt: 0,
  updatedAt: 0,
  notes: '',
  checklist: [],
  ...over,
});

const marked = (text: string, matches: [number, number][]) =>
  matches.reduceRight((out, [start, end]) => `${out.slice(0, start)}[${out.slice(start, end)}]${out.slice(end)}`, text);

describe('searchTasks', () => {
  it('finds every word in any order and case, and marks each occurrence', () => {
    const hits = searchTasks([task('Call the bank about the Bank card'), task('Call Ada')], 'bank CALL');
    expect(hits.map((hit) => marked(hit.task.text, hit.matches))).toEqual(['[Call] the [bank] about the [Bank] card']);
  });

  it('ignores accents both ways and maps marks back to the text on screen', () => {
    const hits = searchTasks([task('Café with Zoë'), task('Cafe run'), task('Zoe e\u0301te\u0301')], 'cafe');
    expect(hits.map((hit) => marked(hit.task.text, hit.matches))).toEqual(['[Café] with Zoë', '[Cafe] run']);
    const accented = searchTasks([task('Zoe e\u0301te\u0301')], 'été');
    expect(accented.map((hit) => marked(hit.task.text, hit.matches))).toEqual(['Zoe [e\u0301te\u0301]']);
  });

  it('merges overlapping marks and keeps emoji intact', () => {
    const [hit] = searchTasks([task('🎉 party party')], 'part arty 🎉');
    expect(marked(hit!.task.text, hit!.matches)).toBe('[🎉] [party] [party]');
  });

  it('lists open tasks first, then completed, each by list and place', () => {
    const tasks = [
      task('plan done', { completed: true, section: 'brainDump', order: 0 }),
      task('plan tomorrow', { section: 'tomorrow', order: 0 }),
      task('plan b', { section: 'today', order: 2 }),
      task('plan a', { section: 'today', order: 1 }),
      task('plan idea', { section: 'brainDump', order: 5 }),
    ];
    expect(searchTasks(tasks, 'plan').map((hit) => hit.task.text)).toEqual([
      'plan idea',
      'plan a',
      'plan b',
      'plan tomorrow',
      'plan done',
    ]);
  });

  it('answers nothing for a blank query and caps the results', () => {
    const many = Array.from({ length: MAX_SEARCH_RESULTS + 10 }, (_, i) => task(`Task ${i}`));
    expect(searchTasks(many, '   ')).toEqual([]);
    expect(searchTasks(many, 'task')).toHaveLength(MAX_SEARCH_RESULTS);
    expect(searchTasks(many, 'nothing like it')).toEqual([]);
  });

  it('treats the query as text, not as a pattern', () => {
    expect(searchTasks([task('a+b (c)'), task('abc')], '+b (').map((hit) => hit.task.text)).toEqual(['a+b (c)']);
  });
});
