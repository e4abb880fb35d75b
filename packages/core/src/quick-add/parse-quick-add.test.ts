import { describe, expect, it } from 'vitest';
import type { DayIntent } from '../time/day-words';
import { parseQuickAdd, type QuickAdd } from './parse-quick-add';

type Expected = Pick<QuickAdd, 'text'> & Partial<Pick<QuickAdd, 'priority' | 'section'>>;
const TOMORROW: DayIntent = { kind: 'in', days: 1 };

describe('parseQuickAdd', () => {
  it.each<[string, Expected]>([
    // Plain text stays as typed.
    ['Buy milk', { text: 'Buy milk' }],
    ['', { text: '' }],
    // Priority tokens, long and short, anywhere, any case.
    ['Buy milk !high', { text: 'Buy milk', priority: 'High' }],
    ['!h Buy milk', { text: 'Buy milk', priority: 'High' }],
    ['Buy !medium milk', { text: 'Buy milk', priority: 'Medium' }],
    ['Buy milk !m', { text: 'Buy milk', priority: 'Medium' }],
    ['Buy milk !low', { text: 'Buy milk', priority: 'Low' }],
    ['Buy milk !L', { text: 'Buy milk', priority: 'Low' }],
    ['Buy milk !HIGH', { text: 'Buy milk', priority: 'High' }],
    // List tokens.
    ['Call Ada #today', { text: 'Call Ada', section: 'today' }],
    ['#Tomorrow Call Ada', { text: 'Call Ada', section: 'tomorrow' }],
    ['Call Ada #DUMP', { text: 'Call Ada', section: 'brainDump' }],
    ['Call Ada #today !h', { text: 'Call Ada', priority: 'High', section: 'today' }],
    // The last token of a kind wins; every token is taken out.
    ['!low Call Ada !high', { text: 'Call Ada', priority: 'High' }],
    ['#today Call #tomorrow Ada #dump', { text: 'Call Ada', section: 'brainDump' }],
    // Whole words only.
    ['email!h the team', { text: 'email!h the team' }],
    ['#todayish plans', { text: '#todayish plans' }],
    ['Buy milk!', { text: 'Buy milk!' }],
    ['Say !hi', { text: 'Say !hi' }],
    ['!high!', { text: '!high!' }],
    ['(#today)', { text: '(#today)' }],
    ['##today', { text: '##today' }],
    ['__proto__ constructor #toString', { text: '__proto__ constructor #toString' }],
    // A backslash keeps a token as text, without the backslash.
    ['\\!high means loud', { text: '!high means loud' }],
    ['Tag \\#today literally', { text: 'Tag #today literally' }],
    ['\\!h and !l', { text: '!h and', priority: 'Low' }],
    // A backslash before anything else is just text.
    ['C:\\temp \\n', { text: 'C:\\temp \\n' }],
    ['\\\\!high', { text: '\\\\!high' }],
    ['\\!hi', { text: '\\!hi' }],
    // Unicode around tokens is kept as typed.
    ['Café crème !h', { text: 'Café crème', priority: 'High' }],
    ['買い物 #today 🥛', { text: '買い物 🥛', section: 'today' }],
    ['👩‍👩‍👧 !low família', { text: '👩‍👩‍👧 família', priority: 'Low' }],
    ['Straße #tomorrow', { text: 'Straße', section: 'tomorrow' }],
    ['\u00a0!h\u00a0Buy', { text: 'Buy', priority: 'High' }],
    ['Buy\u3000#today', { text: 'Buy', section: 'today' }],
    ['mañana!m', { text: 'mañana!m' }],
    // Whitespace the user typed elsewhere is left alone; only a token's own gap goes.
    ['Line one\nLine two !h', { text: 'Line one\nLine two', priority: 'High' }],
    ['Pack:  tent !h  stove', { text: 'Pack:  tent  stove', priority: 'High' }],
    ['!h\nList', { text: 'List', priority: 'High' }],
    // Only tokens: no text left.
    ['!h #today', { text: '', priority: 'High', section: 'today' }],
    ['  Buy milk  ', { text: 'Buy milk' }],
  ])('%j', (input, expected) => {
    const { text, priority, section } = parseQuickAdd(input);
    expect({ text, ...(priority && { priority }), ...(section && { section }) }).toEqual(expected);
  });

  it('reports each token’s span in the input, in order, marking the ones that lost', () => {
    const input = 'Café !low crème #today !h';
    const { tokens } = parseQuickAdd(input);
    expect(tokens).toEqual([
      { kind: 'priority', value: 'Low', start: 5, end: 9, applied: false },
      { kind: 'section', value: 'today', start: 16, end: 22, applied: true },
      { kind: 'priority', value: 'High', start: 23, end: 25, applied: true },
    ]);
    for (const token of tokens) expect(input.slice(token.start, token.end).toLowerCase()).toMatch(/^[!#]/);
  });

  it('spans count UTF-16 code units, as JavaScript strings and text inputs do', () => {
    const input = '🥛🥛 !h';
    expect(parseQuickAdd(input).tokens).toEqual([{ kind: 'priority', value: 'High', start: 5, end: 7, applied: true }]);
  });

  it('an escaped token has no span', () => {
    expect(parseQuickAdd('\\#today').tokens).toEqual([]);
  });
});

describe('parseQuickAdd days', () => {
  it.each<[string, string, DayIntent | undefined]>([
    ['Dentist #thu', 'Dentist', { kind: 'weekday', weekday: 4 }],
    ['#SUNDAY brunch', 'brunch', { kind: 'weekday', weekday: 0 }],
    ['Dentist #dec3 !h', 'Dentist', { kind: 'date', month: 12, day: 3, year: null }],
    ['Dentist #3dec', 'Dentist', { kind: 'date', month: 12, day: 3, year: null }],
    ['Renew #2026-12-03', 'Renew', { kind: 'date', month: 12, day: 3, year: 2026 }],
    ['Insurance #next-week', 'Insurance', { kind: 'next-week' }],
    ['Call #in3d', 'Call', { kind: 'in', days: 3 }],
    // Not days: text, as typed.
    ['Tag #friday-fun', 'Tag #friday-fun', undefined],
    ['Tag #feb30', 'Tag #feb30', undefined],
    ['Tag #in0d', 'Tag #in0d', undefined],
    ['Keep \\\\#fri', 'Keep \\\\#fri', undefined],
    ['Keep \\#fri as text', 'Keep #fri as text', undefined],
  ])('%j', (input, text, day) => {
    const parsed = parseQuickAdd(input);
    expect(parsed.text).toBe(text);
    expect(parsed.day).toEqual(day);
  });

  it('a list and a day replace each other: the last one typed says where the task goes', () => {
    const today = parseQuickAdd('Pay #fri #today');
    expect(today.section).toBe('today');
    expect(today.day).toBeUndefined();
    const later = parseQuickAdd('Pay #today #fri');
    expect(later.section).toBeUndefined();
    expect(later.day).toEqual({ kind: 'weekday', weekday: 5 });
    expect(later.tokens.map((token) => [token.kind, token.applied])).toEqual([
      ['section', false],
      ['day', true],
    ]);
  });

  it('reads a reminder with a day beside a day token', () => {
    const parsed = parseQuickAdd('Call Ada @fri 10:00 #dec3');
    expect(parsed.text).toBe('Call Ada');
    expect(parsed.remind).toEqual({ day: { kind: 'weekday', weekday: 5 }, minutes: 600 });
    expect(parsed.day).toEqual({ kind: 'date', month: 12, day: 3, year: null });
  });
});

describe('parseQuickAdd reminders', () => {
  it.each<[string, string, QuickAdd['remind']]>([
    ['Call Ada @15:00', 'Call Ada', { day: null, minutes: 900 }],
    ['@3pm Call Ada', 'Call Ada', { day: null, minutes: 900 }],
    ['Call Ada @tomorrow 9:00 !h', 'Call Ada', { day: TOMORROW, minutes: 540 }],
    ['Call Ada @tomorrow', 'Call Ada', { day: TOMORROW, minutes: 540 }],
    ['Call @9:00 Ada @5pm', 'Call Ada', { day: null, minutes: 1020 }],
  ])('%j', (input, text, remind) => {
    const parsed = parseQuickAdd(input);
    expect(parsed.text).toBe(text);
    expect(parsed.remind).toEqual(remind);
  });

  it('keeps escaped, partial and mail-like words as text', () => {
    expect(parseQuickAdd('Meet \\@15:00 sharp')).toEqual({ text: 'Meet @15:00 sharp', tokens: [] });
    expect(parseQuickAdd('Ask \\@tomorrow 9:00')).toEqual({ text: 'Ask @tomorrow 9:00', tokens: [] });
    expect(parseQuickAdd('Mail ada@15:00 and @ada')).toEqual({ text: 'Mail ada@15:00 and @ada', tokens: [] });
    expect(parseQuickAdd('Ping @25:00')).toEqual({ text: 'Ping @25:00', tokens: [] });
  });

  it('spans both words of @tomorrow 9:00', () => {
    expect(parseQuickAdd('Go @tomorrow 9:00').tokens).toEqual([
      { kind: 'reminder', value: { day: TOMORROW, minutes: 540 }, start: 3, end: 17, applied: true },
    ]);
  });
});
