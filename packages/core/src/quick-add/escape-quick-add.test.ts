import { describe, expect, it } from 'vitest';
import { escapeQuickAdd } from './escape-quick-add';
import { parseQuickAdd } from './parse-quick-add';

describe('escapeQuickAdd', () => {
  it('puts a backslash before every word that would be a token, and nowhere else', () => {
    expect(escapeQuickAdd('Ship !h on #today, not #todayish or email!h')).toBe(
      'Ship \\!h on #today, not #todayish or email!h',
    );
    expect(escapeQuickAdd('#TOMORROW\n!Low')).toBe('\\#TOMORROW\n\\!Low');
  });

  it('round-trips through the parser: an edited task keeps its text and sets nothing', () => {
    for (const text of [
      'Plan #dump day !m',
      '!high',
      'Café #today 🎉 !l',
      'Nothing special here',
      'Dentist #dec3 and #fri, #in3d @mon 9:00',
    ]) {
      const parsed = parseQuickAdd(escapeQuickAdd(text));
      expect(parsed.text).toBe(text);
      expect(parsed.priority).toBeUndefined();
      expect(parsed.section).toBeUndefined();
      expect(parsed.day).toBeUndefined();
      expect(parsed.remind).toBeUndefined();
    }
  });
});
