import { describe, expect, it } from 'vitest';
import { checkProtocol, SYNC_PROTOCOL_VERSION } from './protocol';

describe('checkProtocol', () => {
  it('lets the same and newer protocols through', () => {
    expect(checkProtocol('3', true, 3)).toBe('ok');
    expect(checkProtocol('4', false, 3)).toBe('ok');
    expect(checkProtocol(String(SYNC_PROTOCOL_VERSION), true)).toBe('ok');
  });

  it('sends an older client to upgrade', () => {
    expect(checkProtocol('2', true, 3)).toBe('upgrade');
    expect(checkProtocol('0', false, 3)).toBe('upgrade');
    expect(checkProtocol('0', true)).toBe('upgrade');
  });

  it('counts a missing protocol as the oldest only where one is required', () => {
    expect(checkProtocol(undefined, true, 1)).toBe('upgrade');
    expect(checkProtocol(undefined, false, 1)).toBe('ok');
  });

  it.each([[''], ['1.0'], ['-1'], ['01'], [' 1'], ['1e3'], ['abc'], ['1234567890'], [['1', '2']], [1]])(
    'refuses %j as not a protocol number',
    (stated) => {
      expect(checkProtocol(stated, true, 1)).toBe('invalid');
      expect(checkProtocol(stated, false, 1)).toBe('invalid');
    },
  );
});
