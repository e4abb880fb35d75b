import { describe, expect, it } from 'vitest';
import type { Task } from '../tasks/task-schemas';
import { searchTasks } from './search-tasks';

let next = 0;
const task = (text: string, over: Partial<Task> = {}): Task => ({
  id: `t${next}`,
  text,
  priority: 'Medium',
  completed: false,
  section: 'today',
  order: next++,
  createdAt: 0,
  updatedAt: 0,
  notes: '',
  checklist: [],
  ...over,
});
const item = (text: string, done = false) => ({ id: `i${next++}`, text, done });

describe('searching notes and checklists', () => {
  it('finds a word of the notes and says so, with the line it is on and its spans', () => {
    const call = task('Call the bank', { notes: 'Ask about the fees\nAccount number is in the Blue folder' });
    const [hit] = searchTasks([call, task('Other')], 'blue');
    expect(hit?.task).toBe(call);
    expect(hit?.matches).toEqual([]);
    expect(hit?.found).toEqual({
      where: 'notes',
      excerpt: 'Account number is in the Blue folder',
      matches: [[25, 29]],
    });
  });

  it('finds a word of a checklist item, and the text’s own words are marked in the text', () => {
    const trip = task('Pack for the trip', { checklist: [item('Passport'), item('Phone charger', true)] });
    const [hit] = searchTasks([trip], 'pack charger');
    expect(hit?.matches).toEqual([[0, 4]]);
    expect(hit?.found).toEqual({ where: 'checklist', excerpt: 'Phone charger', matches: [[6, 13]] });
  });

  it('needs every word somewhere: text, notes and checklist together', () => {
    const trip = task('Pack', { notes: 'Early train', checklist: [item('Passport')] });
    expect(searchTasks([trip], 'pack train passport')).toHaveLength(1);
    expect(searchTasks([trip], 'pack train visa')).toEqual([]);
  });

  it('says nothing of the details when the text holds every word', () => {
    const [hit] = searchTasks([task('Buy milk', { notes: 'milk, oat' })], 'milk');
    expect(hit?.found).toBeUndefined();
  });

  it('folds accents and case in notes as in the text', () => {
    const [hit] = searchTasks([task('Lunch', { notes: 'At the CAFÉ near work' })], 'cafe');
    expect(hit?.found?.excerpt).toBe('At the CAFÉ near work');
    expect(hit?.found?.matches).toEqual([[7, 11]]);
  });

  it('cuts a long line around the match, keeping the spans on the word', () => {
    const line = `${'a '.repeat(100)}needle ${'b '.repeat(100)}`;
    const [hit] = searchTasks([task('Long', { notes: line })], 'needle');
    const found = hit!.found!;
    expect(found.excerpt.startsWith('…')).toBe(true);
    expect(found.excerpt.endsWith('…')).toBe(true);
    const [[from, to]] = found.matches as [[number, number]];
    expect(found.excerpt.slice(from, to)).toBe('needle');
  });
});
