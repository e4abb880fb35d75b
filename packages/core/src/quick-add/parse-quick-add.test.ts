import { describe, expect, it } from 'vitest';
import { parseQuickAdd, type QuickAdd } from './parse-quick-add';

type Expected = Pick<QuickAdd, 'text'> & Partial<Pick<QuickAdd, 'priority' | 'section'>>;

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

describe('parseQuickAdd reminders', () => {
  it.each<[string, string, QuickAdd['remind']]>([
    ['Call Ada @15:00', 'Call Ada', { day: null, minutes: 900 }],
    ['@3pm Call Ada', 'Call Ada', { day: null, minutes: 900 }],
    ['Call Ada @tomorrow 9:00 !h', 'Call Ada', { day: 'tomorrow', minutes: 540 }],
    ['Call Ada @tomorrow', 'Call Ada', { day: 'tomorrow', minutes: 540 }],
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
      { kind: 'reminder', value: { day: 'tomorrow', minutes: 540 }, start: 3, end: 17, applied: true },
    ]);
  });
});
