import { describe, expect, it } from 'vitest';
import { CurrentSessionSchema, DeviceSessionsSchema, PasskeyOptionsSchema, TotpSetupSchema } from './library-answers';

const device = {
  id: 's1',
  token: 't1',
  createdAt: '2026-06-15T08:00:00.000Z',
  updatedAt: '2026-06-15T09:00:00.000Z',
  expiresAt: '2026-07-15T08:00:00.000Z',
  ipAddress: null,
  userAgent: 'Firefox',
  userId: 'u1', // the library's own fields are dropped, not refused
};
const { userId: _, ...listed } = device;

describe("the sign-in library's answers", () => {
  it.each([
    ['a device list', DeviceSessionsSchema, [device], [listed]],
    ['no session', CurrentSessionSchema, null, null],
    [
      'a session',
      CurrentSessionSchema,
      { session: { id: 's1', token: 't1' }, user: { id: 'u1', twoFactorEnabled: true } },
      { session: { id: 's1' }, user: { twoFactorEnabled: true } },
    ],
    [
      'passkey options',
      PasskeyOptionsSchema,
      { challengeId: 'c', options: { challenge: 'abc', rp: { id: 'x' } } },
      { challengeId: 'c', options: { challenge: 'abc', rp: { id: 'x' } } },
    ],
  ])('reads %s, keeping what the client uses', (_, schema, answer, read) => {
    expect(schema.parse(answer)).toEqual(read);
  });

  it.each([
    ['a device without a token', DeviceSessionsSchema, [{ ...device, token: undefined }]],
    ['a session without an id', CurrentSessionSchema, { session: {}, user: {} }],
    ['options without a challenge', PasskeyOptionsSchema, { challengeId: 'c', options: {} }],
    ['a setup without codes', TotpSetupSchema, { totpURI: 'otpauth://totp/x' }],
  ])('refuses %s', (_, schema, answer) => {
    expect(schema.safeParse(answer).success).toBe(false);
  });
});
